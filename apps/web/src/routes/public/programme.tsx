import { heroButtonClasses, PageHeader } from "../../components/layout/page-header.tsx";
import { LocationDialog } from "../../features/programme/location-dialog.tsx";
import { ProgrammeDaySchedule } from "../../features/programme/programme-day.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { useContent } from "../../i18n/use-content.ts";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { formatDay } from "../../lib/locale-format.ts";
import { type MetaArgs, metaLocale, pageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

function programmeDescription(locale: Locale) {
  const { name, city, dates } = editionTexts(locale);
  return m.programme_meta_description({ congress: name, city, dates }, { locale });
}

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: m.programme_meta_title({}, { locale: metaLocale(args) }),
    description: programmeDescription(metaLocale(args)),
  });

export default function Page() {
  const { PROGRAMME } = useContent().programme;
  const locale = useLocale();
  const text = editionTexts(locale);
  return (
    <>
      <PageHeader title={m.programme_heading({}, { locale })} eyebrow={text.dates}>
        <p>
          {text.venue}, {text.city}.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Island name="location-dialog" props={{}}>
            <LocationDialog />
          </Island>
          <a href={localizedPath("/inscription", locale)} className={heroButtonClasses.solid}>
            {m.programme_register_now({}, { locale })}
          </a>
        </div>
      </PageHeader>
      <nav
        aria-label={m.programme_days({}, { locale })}
        className="border-b border-brand-100 bg-white"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-3">
          {PROGRAMME.map((day) => (
            <li key={day.dayIndex}>
              <a
                href={`#jour-${day.dayIndex + 1}`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {formatDay(edition.dates.days[day.dayIndex]?.date ?? "", locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        {PROGRAMME.map((day) => (
          <ProgrammeDaySchedule key={day.dayIndex} day={day} />
        ))}
      </div>
    </>
  );
}
