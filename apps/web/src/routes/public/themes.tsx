import { ButtonLink } from "../../components/layout/button-link.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { PageBand, PageSection } from "../../components/layout/page-section.tsx";
import type { SiteContent } from "../../content/localized.ts";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.themes_meta_title({}, { locale }),
  description: m.themes_meta_description({ congress: editionTexts(locale).name }, { locale }),
}));

function CardGrid({ cards }: { cards: SiteContent["themes"]["RESEARCH_AXES"] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-6"
        >
          <card.icon aria-hidden="true" className="size-9 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
            <p className="mt-2 text-sm text-muted">{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Page() {
  const { MAJOR_CHALLENGES, RESEARCH_AXES } = useContent().themes;
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.themes_heading({}, { locale })} eyebrow={edition.shortName}>
        <p>{editionTexts(locale).theme}</p>
      </PageHeader>
      <PageSection
        id="axes"
        title={m.themes_axes({}, { locale })}
        className="mx-auto max-w-7xl px-4 py-14"
      >
        <CardGrid cards={RESEARCH_AXES} />
      </PageSection>
      <PageBand id="defis" title={m.themes_challenges({}, { locale })} className="bg-brand-50">
        <CardGrid cards={MAJOR_CHALLENGES} />
        <div className="mt-10">
          <ButtonLink to="/soumissions">{m.themes_submit({}, { locale })}</ButtonLink>
        </div>
      </PageBand>
    </>
  );
}
