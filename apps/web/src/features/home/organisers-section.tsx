import { OrganiserLogo } from "../../components/layout/organiser-logo.tsx";
import { PageBand } from "../../components/layout/page-section.tsx";
import { editionTexts, organiserName, organiserRole } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { edition } from "../../lib/edition.ts";
import { m } from "../../paraglide/messages.js";

export function OrganisersSection() {
  const locale = useLocale();
  return (
    <PageBand
      id="organisateurs-titre"
      title={m.home_organisers({}, { locale })}
      className="border-t border-brand-100"
      contentClassName="mx-auto max-w-5xl px-4 py-14"
      headingClassName="text-center"
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {edition.organisers.map((organiser, index) => (
          <li
            key={organiser.shortName}
            className="flex items-center gap-4 rounded-2xl border border-brand-100 p-5"
          >
            <OrganiserLogo shortName={organiser.shortName} name={organiserName(index, locale)} />
            <div>
              <p className="font-semibold text-brand-900">{organiserName(index, locale)}</p>
              <p className="text-sm text-muted">
                {organiserRole(index, locale)} — {editionTexts(locale).city}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </PageBand>
  );
}
