import type { ProgrammeData } from "@congres/shared/programme";
import { Star } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { formatDay } from "../../lib/locale-format.ts";
import { m } from "../../paraglide/messages.js";
import { ProgrammeDaySchedule } from "./programme-day.tsx";
import { programmeView } from "./programme-view.ts";

/**
 * The part of the programme page drawn from the programme: the days' links and the days. The
 * server renders it again for each publication and splices it into the built page (decision
 * 0050), so it uses no `useId` and nothing but its props and the page's language.
 */
export function ProgrammeSchedule({ programme }: { programme: ProgrammeData }) {
  const locale = useLocale();
  const days = programmeView(programme, locale);
  return (
    <>
      <nav
        aria-label={m.programme_days({}, { locale })}
        className="border-b border-brand-100 bg-white"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-3">
          {days.map((day) => (
            <li key={day.date}>
              <a
                href={`#jour-${day.number}`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {formatDay(day.date, locale)}
              </a>
            </li>
          ))}
          <li>
            <a
              href="#mon-programme"
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              <Star aria-hidden="true" className="size-4" />
              {m.my_programme_title({}, { locale })}
            </a>
          </li>
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        {days.map((day) => (
          <ProgrammeDaySchedule key={day.date} day={day} />
        ))}
      </div>
    </>
  );
}
