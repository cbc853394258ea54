import { useLocale } from "../../i18n/locale-context.tsx";
import { formatDay } from "../../lib/locale-format.ts";
import type { DayView } from "./programme-view.ts";
import { SessionCard } from "./session-card.tsx";

/** One day: its time slots, parallel sessions side by side from the tablet width up. */
export function ProgrammeDaySchedule({ day }: { day: DayView }) {
  const locale = useLocale();
  const headingId = `jour-${day.number}`;
  return (
    <section id={headingId} aria-labelledby={`${headingId}-titre`} className="scroll-mt-24">
      <h2 id={`${headingId}-titre`} className="text-2xl font-bold text-brand-900">
        {formatDay(day.date, locale)}
      </h2>
      <p className="mt-1 text-muted">{day.heading}</p>
      <ol className="mt-6 space-y-4">
        {day.slots.map((slot) => (
          <li key={slot.time} className="grid gap-3 md:grid-cols-[9rem_1fr]">
            <h3 className="whitespace-nowrap pt-1 text-lg font-bold tabular-nums text-brand-700">
              {/* Kept left to right: "09:00 - 10:30" would read backwards in Arabic. */}
              <time dir="ltr">{slot.time}</time>
            </h3>
            <div className={slot.sessions.length > 1 ? "grid gap-4 md:grid-cols-2" : undefined}>
              {slot.sessions.map((session) => (
                <SessionCard key={session.id} session={session} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
