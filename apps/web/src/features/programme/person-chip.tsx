import { initialsOf } from "@congres/shared/facts";
import type { PersonView } from "./programme-view.ts";

/** A speaker or moderator: portrait when the programme has one, initials otherwise. */
export function PersonChip({ person }: { person: PersonView }) {
  return (
    <li className="flex items-center gap-3">
      {person.photo ? (
        <img
          src={person.photo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {initialsOf(person.name)}
        </span>
      )}
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-ink">
          {person.title ? `${person.title} ${person.name}` : person.name}
        </span>
        {person.role && <span className="block text-muted">{person.role}</span>}
      </span>
    </li>
  );
}
