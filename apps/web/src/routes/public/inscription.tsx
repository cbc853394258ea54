import { formatFee } from "@congres/shared/facts";
import { BrandPanel } from "../../components/layout/brand-panel.tsx";
import { EditionEyebrow, FormPage } from "../../components/layout/form-page.tsx";
import { BankTransferDetails } from "../../features/registration/bank-transfer-details.tsx";
import { RegistrationFormSection } from "../../features/registration/registration-form-section.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { formatCongressDates } from "../../lib/locale-format.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.inscription_meta_title({}, { locale }),
  description: m.inscription_meta_description(
    {
      congress: editionTexts(locale).name,
      city: editionTexts(locale).city,
      dates: formatCongressDates(locale),
      standard: formatFee(edition.fees.standard),
      student: formatFee(edition.fees.student),
    },
    { locale },
  ),
}));

export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={<EditionEyebrow dates />}
      title={m.inscription_heading({}, { locale })}
      intro={m.inscription_intro({ congress: editionTexts(locale).name }, { locale })}
    >
      <div className="mt-8 grid gap-4 lg:grid-cols-[2fr_3fr]">
        <BrandPanel id="frais" title={m.inscription_fees({}, { locale })}>
          {/* The edition's fees as prerendered; the form's island writes the ones in force (0075). */}
          <dl className="mt-4 flex flex-col gap-3">
            {(
              [
                ["professionnel", m.inscription_fee_participants, edition.fees.standard],
                ["etudiant", m.inscription_fee_students, edition.fees.student],
              ] as const
            ).map(([participation, label, fee]) => (
              <div key={participation} className="flex items-baseline justify-between gap-4">
                <dt>{label({}, { locale })}</dt>
                <dd className="text-2xl font-bold" data-fee={participation}>
                  {formatFee(fee)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-brand-100">{m.inscription_fee_payment({}, { locale })}</p>
        </BrandPanel>
        <div className="flex flex-col justify-center gap-3">
          <Island name="bank-transfer-details" props={{}}>
            <BankTransferDetails />
          </Island>
          <a
            href={localizedPath("/inscription/groupe", locale)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {m.group_link({}, { locale })}
          </a>
          <p className="text-sm text-muted">
            {m.inscription_reference_hint(
              { example: `${edition.referencePrefixes.registration}-7KQ2M` },
              { locale },
            )}
          </p>
        </div>
      </div>

      <Island name="registration-form-section" props={{}}>
        <RegistrationFormSection />
      </Island>
    </FormPage>
  );
}
