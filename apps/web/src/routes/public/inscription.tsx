import { formatFee } from "@congres/shared/facts";
import { BankTransferDetails } from "../../features/registration/bank-transfer-details.tsx";
import { RegistrationFormSection } from "../../features/registration/registration-form-section.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Inscription",
    description: `Inscrivez-vous au ${edition.name} (${edition.city}, ${edition.dates.label}) : frais de ${formatFee(edition.fees.standard)}, ${formatFee(edition.fees.student)} pour les étudiants, réglés par virement bancaire.`,
  });

export default function Page() {
  return (
    <div className="bg-brand-50/40">
      <section className="mx-auto max-w-5xl px-4 pb-16 pt-10 sm:pt-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
            {edition.shortName} · {edition.city} · {edition.dates.label}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
            Inscription au congrès
          </h1>
          <p className="mt-4 text-base text-ink">
            Participez au {edition.name}. Remplissez le formulaire ci-dessous : vous recevez
            aussitôt par email une confirmation avec votre référence d'inscription et le montant à
            régler. Les frais d'inscription se règlent par virement bancaire, en indiquant cette
            référence.
          </p>
        </header>

        <div className="mt-8 grid gap-4 lg:grid-cols-[2fr_3fr]">
          <section
            aria-labelledby="frais"
            className="rounded-xl bg-brand-800 p-6 text-white shadow-sm"
          >
            <h2 id="frais" className="text-lg font-semibold">
              Frais d'inscription
            </h2>
            <dl className="mt-4 flex flex-col gap-3">
              <div className="flex items-baseline justify-between gap-4">
                <dt>Participants</dt>
                <dd className="text-2xl font-bold">{formatFee(edition.fees.standard)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt>Étudiants</dt>
                <dd className="text-2xl font-bold">{formatFee(edition.fees.student)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-brand-100">
              Paiement par virement bancaire au compte de l'association organisatrice.
            </p>
          </section>
          <div className="flex flex-col justify-center gap-3">
            <Island name="bank-transfer-details" props={{}}>
              <BankTransferDetails />
            </Island>
            <p className="text-sm text-muted">
              Indiquez sur le virement la référence d'inscription reçue par email (par exemple{" "}
              {edition.referencePrefixes.registration}-7KQ2M) : c'est elle qui rattache votre
              paiement à votre inscription.
            </p>
          </div>
        </div>

        <Island name="registration-form-section" props={{}}>
          <RegistrationFormSection />
        </Island>
      </section>
    </div>
  );
}
