import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../../components/layout/button-link.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { PageSection } from "../../components/layout/page-section.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { LOCALE_NAMES, LOCALES, localeDirection } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.about_detailed_meta_title({}, { locale }),
  description: m.about_detailed_meta_description(
    { congress: editionTexts(locale).name },
    { locale },
  ),
}));

export default function Page() {
  const { ABOUT_DETAILED_TEXT } = useContent().about;
  const locale = useLocale();
  return (
    <>
      <PageHeader
        title={m.about_detailed_heading({}, { locale })}
        eyebrow={editionTexts(locale).editionLabel}
      />
      <div className="mx-auto max-w-4xl px-4 py-14">
        <ButtonLink to="/" variant="ghost" className="-ms-3">
          {/* Points back: towards the start of the line, mirrored right to left. */}
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {m.back_home({}, { locale })}
        </ButtonLink>
        <PageSection
          id="theme-titre"
          title={m.about_detailed_theme({}, { locale })}
          className="mt-6"
        >
          <dl className="mt-6 space-y-4">
            {LOCALES.map((language) => (
              <div key={language} className="rounded-2xl bg-brand-50 p-6">
                <dt className="text-sm font-semibold uppercase text-brand-700">
                  {LOCALE_NAMES[language]}
                </dt>
                {/* The Arabic script is set one size larger to read as large as the Latin. */}
                <dd
                  lang={language}
                  dir={localeDirection(language)}
                  className={`mt-2 ${language === "ar" ? "text-xl" : "text-lg"} font-semibold text-brand-900`}
                >
                  {edition.theme[language]}
                </dd>
              </div>
            ))}
          </dl>
        </PageSection>
        <PageSection
          id="presentation-titre"
          title={m.about_detailed_presentation({}, { locale })}
          className="mt-12"
        >
          {ABOUT_DETAILED_TEXT.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </PageSection>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/programme">{m.see_programme({}, { locale })}</ButtonLink>
          <ButtonLink to="/inscription" variant="secondary">
            {m.register_short({}, { locale })}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
