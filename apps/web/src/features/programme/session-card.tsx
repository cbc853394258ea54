import { MapPin } from "lucide-react";
import type { ProgrammePerson, ProgrammeSession } from "../../content/programme-types.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";
import { PersonChip } from "./person-chip.tsx";

function People({ label, people }: { label: string; people: ProgrammePerson[] | undefined }) {
  if (!people?.length) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{label}</p>
      <ul className="mt-2 space-y-2">
        {people.map((person) => (
          <PersonChip key={person.name} person={person} />
        ))}
      </ul>
    </div>
  );
}

export function SessionCard({ session, isBreak }: { session: ProgrammeSession; isBreak: boolean }) {
  const { PROGRAMME_VENUES } = useContent()["programme-venues"];
  const count = (people: ProgrammePerson[] | undefined) => people?.length ?? 0;
  const locale = useLocale();
  return (
    <article
      className={cn(
        "h-full rounded-2xl border p-5",
        isBreak ? "border-accent-400/60 bg-amber-50" : "border-brand-100 bg-white shadow-sm",
      )}
    >
      <h4 className="text-lg font-semibold text-brand-900">{session.title}</h4>
      {session.subtitle && <p className="mt-1 text-ink">{session.subtitle}</p>}
      <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {PROGRAMME_VENUES[session.venue]}
      </p>
      <People
        label={(count(session.speakers) > 1 ? m.speaker_many : m.speaker_one)({}, { locale })}
        people={session.speakers}
      />
      <People
        label={(count(session.moderators) > 1 ? m.moderator_many : m.moderator_one)({}, { locale })}
        people={session.moderators}
      />
      <People label={m.panel({}, { locale })} people={session.panel} />
    </article>
  );
}
