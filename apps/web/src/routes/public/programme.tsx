import { heroButtonClasses, PageHeader } from "../../components/layout/page-header.tsx";
import { LocationDialog } from "../../features/programme/location-dialog.tsx";
import { MyProgramme } from "../../features/programme/my-programme.tsx";
import { ProgrammeSchedule } from "../../features/programme/programme-schedule.tsx";
import { PROGRAMME_SEED } from "../../features/programme/programme-seed.ts";
import { editionTexts } from "../../i18n/edition-texts.ts";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { Island } from "../../islands/island.tsx";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

function programmeDescription(locale: Locale) {
  const { name, city, dates } = editionTexts(locale);
  return m.programme_meta_description({ congress: name, city, dates }, { locale });
}

export const meta = localizedMeta((locale) => ({
  title: m.programme_meta_title({}, { locale }),
  description: programmeDescription(locale),
}));

export default function Page() {
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
      <ProgrammeSchedule programme={PROGRAMME_SEED} />
      <Island name="my-programme" props={{}}>
        <MyProgramme />
      </Island>
    </>
  );
}
