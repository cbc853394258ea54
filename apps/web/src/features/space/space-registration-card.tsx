import { formatCentimes, isPartlyPaid } from "@congres/shared/facts";
import type { ReactNode } from "react";
import { participationOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { CancelRegistrationDialog } from "./cancel-registration-dialog.tsx";
import { InvoiceSection } from "./invoice-section.tsx";
import { RegistrationCorrectionForm } from "./registration-correction-form.tsx";
import type { RegistrationPartProps, SpaceRegistration } from "./space-api.ts";
import { SpaceDocuments } from "./space-documents.tsx";
import { paymentLabel } from "./space-labels.ts";
import { VisaLetterSection } from "./visa-letter-section.tsx";

/** A term and its value; `ltr` isolates a reference, an amount or an account number. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

function TransferDetails({ registration }: { registration: SpaceRegistration }) {
  const locale = useLocale();
  if (!registration.bank_transfer) return null;
  const { details: bank, transfer_reference: reference } = registration.bank_transfer;
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">{m.space_transfer_title({}, { locale })}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {bank && (
          <>
            <Fact label={m.bank_account_holder({}, { locale })}>{bank.accountHolder}</Fact>
            <Fact label={m.bank_bank({}, { locale })}>{bank.bank}</Fact>
            <Fact label="RIB">
              <Ltr>{bank.rib}</Ltr>
            </Fact>
            <Fact label="IBAN">
              <Ltr>{bank.iban}</Ltr>
            </Fact>
            <Fact label={m.bank_swift({}, { locale })}>
              <Ltr>{bank.swift}</Ltr>
            </Fact>
          </>
        )}
        <Fact label={m.space_transfer_reference({}, { locale })}>
          <Ltr>{reference}</Ltr>
        </Fact>
      </dl>
    </div>
  );
}

/** One of her registrations: its facts, the transfer while unpaid, and what she may do with it. */
export function SpaceRegistrationCard({ registration, onChanged }: RegistrationPartProps) {
  const locale = useLocale();
  const titleId = `space-registration-${registration.id}`;
  const participation =
    participationOptions(locale).find((option) => option.value === registration.participation_type)
      ?.label ?? registration.participation_type;
  const cancelled = registration.payment_status === "annulee";
  const unpaid = registration.payment_status === "en_attente";
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-xl font-semibold text-brand-900">
        {registration.first_name} {registration.last_name}
      </h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Fact label={m.space_reference({}, { locale })}>
          <Ltr>{registration.reference}</Ltr>
        </Fact>
        <Fact label={m.registration_participation({}, { locale })}>{participation}</Fact>
        <Fact label={m.space_payment({}, { locale })}>{paymentLabel(registration, locale)}</Fact>
        <Fact label={m.space_amount_due({}, { locale })}>
          <Ltr>{formatCentimes(registration.amount_due_centimes)}</Ltr>
        </Fact>
        <Fact label={m.space_amount_received({}, { locale })}>
          <Ltr>{formatCentimes(registration.amount_received_centimes)}</Ltr>
        </Fact>
        {isPartlyPaid(registration) && (
          <Fact label={m.space_amount_remaining({}, { locale })}>
            <Ltr>
              {formatCentimes(
                registration.amount_due_centimes - registration.amount_received_centimes,
              )}
            </Ltr>
          </Fact>
        )}
      </dl>
      {unpaid && <TransferDetails registration={registration} />}
      {!cancelled && (
        <>
          <SpaceDocuments registration={registration} />
          <RegistrationCorrectionForm registration={registration} onChanged={onChanged} />
          <VisaLetterSection registration={registration} />
          <InvoiceSection registration={registration} />
          <CancelRegistrationDialog registration={registration} onChanged={onChanged} />
        </>
      )}
    </article>
  );
}
