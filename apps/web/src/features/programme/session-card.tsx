import { MapPin, Star } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";
import { PersonChip } from "./person-chip.tsx";
import type { PersonView, SessionView, TalkView } from "./programme-view.ts";

function People({ label, people }: { label: string; people: PersonView[] }) {
  if (!people.length) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{label}</p>
      <PeopleList people={people} />
    </div>
  );
}

function PeopleList({ people }: { people: PersonView[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {people.map((person) => (
        <PersonChip key={person.name} person={person} />
      ))}
    </ul>
  );
}

/** Talks and posters with a title of their own (accepted submissions, free talks). */
function Talks({ talks }: { talks: TalkView[] }) {
  const locale = useLocale();
  if (!talks.length) return null;
  return (
    <ol className="mt-4 space-y-4">
      {talks.map((talk) => (
        <li key={talk.id} className="text-sm">
          {/* Time and title side by side, each isolated, a gap between: inline, a French title
              on an Arabic page ran into its time (« des14:30 - 14:50 migrants »). */}
          <p className="flex items-baseline gap-x-2 font-semibold text-ink">
            {talk.time && (
              <time dir="ltr" className="shrink-0 tabular-nums text-brand-700" data-talk-time>
                {talk.time}
              </time>
            )}{" "}
            <bdi className="min-w-0" data-talk-title>
              {talk.title}
            </bdi>
          </p>
          {talk.board && (
            <p className="text-muted">
              {m.programme_board({}, { locale })} <bdi dir="ltr">{talk.board}</bdi>
              {talk.reference && (
                <>
                  {" · "}
                  <bdi dir="ltr">{talk.reference}</bdi>
                </>
              )}
            </p>
          )}
          <PeopleList people={talk.speakers} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The star of "Mon programme": hidden until the page's my-programme island runs (it handles every
 * star of the page by event delegation), absolutely placed so that showing it moves nothing.
 */
function StarButton({ session }: { session: SessionView }) {
  const locale = useLocale();
  return (
    <button
      type="button"
      hidden
      data-star={session.id}
      aria-pressed="false"
      aria-label={m.my_programme_star({ title: session.title }, { locale })}
      className="group absolute end-3 top-3 rounded-full p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Star aria-hidden="true" className="size-5 group-aria-pressed:fill-accent-400" />
    </button>
  );
}

export function SessionCard({ session }: { session: SessionView }) {
  const count = (people: PersonView[]) => people.length;
  const locale = useLocale();
  return (
    <article
      id={`session-${session.id}`}
      data-session={session.id}
      data-fingerprint={session.fingerprint}
      className={cn(
        "relative h-full scroll-mt-24 rounded-2xl border p-5",
        session.isBreak
          ? "border-accent-400/60 bg-amber-50"
          : "border-brand-100 bg-white shadow-sm",
      )}
    >
      {!session.isBreak && <StarButton session={session} />}
      <h4 className={cn("text-lg font-semibold text-brand-900", !session.isBreak && "pe-10")}>
        {session.title}
      </h4>
      {session.time && (
        <p className="mt-1 text-sm font-semibold tabular-nums text-brand-700">
          <time dir="ltr" data-session-time>
            {session.time}
          </time>
        </p>
      )}
      {session.subtitle && <p className="mt-1 text-ink">{session.subtitle}</p>}
      <p data-room className="mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {session.roomMap ? (
          <a href={session.roomMap} className="underline hover:text-brand-900">
            {session.room}
          </a>
        ) : (
          session.room
        )}
      </p>
      <People
        label={(count(session.speakers) > 1 ? m.speaker_many : m.speaker_one)({}, { locale })}
        people={session.speakers}
      />
      <Talks talks={session.talks} />
      <People
        label={(count(session.moderators) > 1 ? m.moderator_many : m.moderator_one)({}, { locale })}
        people={session.moderators}
      />
      <People label={m.panel({}, { locale })} people={session.panel} />
    </article>
  );
}
