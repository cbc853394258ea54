import { initialsOf } from "@congres/shared/facts";
import type { PersonView } from "./programme-view.ts";

/**
 * A speaker or moderator: initials, under the portrait when the site has one. The portrait is the
 * background of the stylesheet's `.portrait-<photo>` (scripts/portrait-styles.ts), asked for once
 * the stylesheet is there, so no image request competes with it (decision 0037); a `photo` naming
 * no file has no rule, and the initials show.
 */
export function PersonChip({ person }: { person: PersonView }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800${person.photo ? ` portrait-${person.photo}` : ""}`}
      >
        {initialsOf(person.name)}
      </span>
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-ink">
          {person.title ? `${person.title} ${person.name}` : person.name}
        </span>
        {person.role && <span className="block text-muted">{person.role}</span>}
      </span>
    </li>
  );
}
