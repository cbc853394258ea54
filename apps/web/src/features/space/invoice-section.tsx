import { Download } from "lucide-react";
import { useCallback, useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useFieldValues } from "../../lib/use-field-values.ts";
import { m } from "../../paraglide/messages.js";
import {
  invoicePath,
  loadInvoices,
  requestInvoice,
  type SpaceInvoice,
  type SpaceRegistration,
} from "./space-api.ts";
import { SpaceRequestSection } from "./space-request-section.tsx";
import { useSpaceRead } from "./use-space-read.ts";
import { useSpaceWrite } from "./use-space-write.ts";

const EMPTY_BUYER = { name: "", address: "", taxId: "" };

const kindLabel = (kind: SpaceInvoice["kind"], locale: Locale) =>
  ({
    invoice: m.space_invoice_kind_invoice,
    credit_note: m.space_invoice_kind_credit_note,
    proforma: m.space_invoice_kind_proforma,
  })[kind]({}, { locale });

/**
 * Her invoice (issue #40 item 5): the buyer's name, address and ICE asked once, then the document
 * issued in her language and downloadable here — an invoice once paid (asked again: the same
 * one), a pro-forma before. Waived registrations are not invoiced.
 */
export function InvoiceSection({ registration }: { registration: SpaceRegistration }) {
  const locale = useLocale();
  const { data, refresh } = useSpaceRead(
    useCallback(() => loadInvoices(registration.id), [registration.id]),
  );
  const invoices = data?.data ?? [];
  const { values: buyer, bind } = useFieldValues(EMPTY_BUYER);
  const [issued, setIssued] = useState(false);
  const write = useSpaceWrite();
  const titleId = `space-invoice-${registration.id}`;
  const paid = registration.payment_status === "payee";
  if (!paid && registration.payment_status !== "en_attente") return null;

  const request = () =>
    requestInvoice(registration.id, {
      buyer: {
        name: buyer.name.trim(),
        address: buyer.address.trim(),
        ...(buyer.taxId.trim() ? { taxId: buyer.taxId.trim() } : {}),
      },
      kind: paid ? "invoice" : "proforma",
    });
  const onSent = async () => {
    setIssued(true);
    await refresh();
  };

  return (
    <SpaceRequestSection
      titleId={titleId}
      title={m.space_invoice_title({}, { locale })}
      status={issued ? m.space_invoice_issued({}, { locale }) : ""}
      documents={
        invoices.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <a
                  href={invoicePath(registration.id, invoice)}
                  download
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-200 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {kindLabel(invoice.kind, locale)} <bdi dir="ltr">{invoice.number}</bdi>
                </a>
              </li>
            ))}
          </ul>
        )
      }
      intro={paid ? m.space_invoice_intro({}, { locale }) : m.space_proforma_intro({}, { locale })}
      submit={
        paid ? m.space_invoice_submit({}, { locale }) : m.space_proforma_submit({}, { locale })
      }
      write={write}
      request={request}
      onSent={onSent}
    >
      <Field
        label={m.space_invoice_buyer_name({}, { locale })}
        required
        error={write.error("buyer.name")}
      >
        <Input {...bind("name")} autoComplete="organization" />
      </Field>
      <Field
        label={m.space_invoice_buyer_tax_id({}, { locale })}
        error={write.error("buyer.taxId")}
      >
        <Input {...bind("taxId")} dir="ltr" autoComplete="off" />
      </Field>
      <Field
        className="sm:col-span-2"
        label={m.space_invoice_buyer_address({}, { locale })}
        required
        error={write.error("buyer.address")}
      >
        <Input {...bind("address")} autoComplete="street-address" />
      </Field>
    </SpaceRequestSection>
  );
}
