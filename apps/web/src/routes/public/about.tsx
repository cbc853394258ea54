import { ButtonLink } from "../../components/layout/button-link.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { PageBand, PageSection } from "../../components/layout/page-section.tsx";
import { IconCards } from "../../components/ui/icon-cards.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.about_meta_title({}, { locale }),
  description: m.about_meta_description(
    {
      congress: editionTexts(locale).name,
      countries: edition.audience.africanCountries,
      participants: edition.audience.expectedParticipants,
      city: editionTexts(locale).city,
      dates: editionTexts(locale).dates,
    },
    { locale },
  ),
}));

export default function Page() {
  const { ABOUT_CHALLENGES, ABOUT_INTRO, ABOUT_PROGRAMME_OVERVIEW, ABOUT_STATS } =
    useContent().about;
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.about_heading({}, { locale })} eyebrow={edition.shortName}>
        <p>{editionTexts(locale).theme}</p>
      </PageHeader>
      <section aria-labelledby="a-propos" className="mx-auto max-w-7xl px-4 py-14">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="a-propos" className="text-2xl font-bold text-brand-900">
              {m.about_about({}, { locale })}
            </h2>
            {ABOUT_INTRO.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {ABOUT_STATS.map((stat) => (
              <li key={stat.label} className="rounded-2xl bg-brand-50 p-6 text-center">
                <p className="text-4xl font-extrabold text-brand-700">{stat.value}</p>
                <p className="mt-1 text-sm font-medium text-muted">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PageBand id="enjeux" title={m.about_challenges({}, { locale })} className="bg-brand-50">
        <IconCards cards={ABOUT_CHALLENGES} className="mt-8 grid gap-6 md:grid-cols-3" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/about-detailed">{m.about_more({}, { locale })}</ButtonLink>
          <ButtonLink to="/programme" variant="secondary">
            {m.about_objectives({}, { locale })}
          </ButtonLink>
        </div>
      </PageBand>
      <PageSection
        id="apercu"
        title={m.about_overview({}, { locale })}
        className="mx-auto max-w-7xl px-4 py-14"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT_PROGRAMME_OVERVIEW.map((card) => (
            <li key={card.title} className="rounded-2xl border border-brand-100 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{card.when}</p>
              <p className="mt-2 text-sm text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
