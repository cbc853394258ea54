import { HomeHero } from "../../features/home/home-hero.tsx";
import { OrganisersSection } from "../../features/home/organisers-section.tsx";
import { ProgrammeSection } from "../../features/home/programme-section.tsx";
import { SubmissionSection } from "../../features/home/submission-section.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import type { Locale } from "../../i18n/locale.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

function homeDescription(locale: Locale) {
  const text = editionTexts(locale);
  return m.home_meta_description(
    { congress: text.name, theme: text.theme, city: text.city, dates: text.dates },
    { locale },
  );
}

export const meta = localizedMeta((locale) => ({
  title: m.home_meta_title({}, { locale }),
  description: homeDescription(locale),
}));

export default function Page() {
  return (
    <>
      <HomeHero />
      <SubmissionSection />
      <ProgrammeSection />
      <OrganisersSection />
    </>
  );
}
