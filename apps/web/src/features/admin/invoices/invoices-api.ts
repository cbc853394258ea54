import { INVOICE_KIND_LABELS, type InvoiceKind } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminWrite } from "../core/admin-api.ts";
import type { ListFilter } from "../core/list-url-state.ts";

/** « Factures » (issue #40 item 5, decision 0076): invoices, credit notes and pro-formas. */
export const INVOICES_ENDPOINT = "/api/admin/invoices";

export type InvoiceRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  registration_id: number | null;
  group_id: number | null;
  reference: string;
  buyer_name: string;
  buyer_tax_id: string;
  amount: number;
  amount_centimes: number;
  received_centimes: number;
  issued_at: string;
  language: string;
};

const KIND_OPTIONS = (Object.keys(INVOICE_KIND_LABELS) as InvoiceKind[]).map((value) => ({
  value,
  label: INVOICE_KIND_LABELS[value],
}));

export const INVOICE_FILTERS: readonly ListFilter[] = [
  { param: "kind", label: "Type", allLabel: "Tous", options: KIND_OPTIONS },
  { param: "from", label: "Émis du", kind: "day", notAfter: "to" },
  { param: "to", label: "Au", kind: "day", notBefore: "from" },
];

export type InvoiceRequestInput = {
  reference: string;
  kind: "invoice" | "proforma";
  buyer: { name: string; address: string; taxId: string };
};

export const requestInvoice = (input: InvoiceRequestInput) =>
  adminWrite<InvoiceRow>("POST", INVOICES_ENDPOINT, input);

export function useInvoicesChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [INVOICES_ENDPOINT] });
}
