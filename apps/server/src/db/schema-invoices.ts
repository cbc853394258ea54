import type { Generated } from "kysely";

/**
 * Group orders and invoices, as stored (2025-12-02, decision 0076); part of `Database` in
 * schema.ts. Timestamps ISO UTC, dates `YYYY-MM-DD`, amounts in centimes.
 */

/** An institution's order for several delegates, paid with its own reference. */
export type RegistrationGroupTable = {
  id: Generated<number>;
  /** `GRP-7KQ2M`: the reference the payer writes on the transfer. */
  reference: string;
  payer_name: string;
  institution: string;
  email: string;
  address: string;
  /** The institution's ICE or tax id; "" when none was given. */
  tax_id: string;
  language: string;
  created_at: string;
};

/** A delegate's registration in a group (at most one group each). */
export type RegistrationGroupMemberTable = {
  registration_id: number;
  group_id: number;
};

/** The last number given per series (`F`, `AV`, `PF`) and calendar year. */
export type InvoiceCounterTable = {
  series: string;
  year: number;
  last_number: number;
};

/** An invoice, credit note or pro-forma as issued: never changed afterwards. */
export type InvoiceTable = {
  id: Generated<number>;
  /** `F-2025-0001`, `AV-2025-0001`, `PF-2025-0001`. */
  number: string;
  /** invoice | credit_note | proforma. */
  kind: string;
  series: string;
  year: number;
  sequence: number;
  registration_id: number | null;
  group_id: number | null;
  credits_invoice_id: number | null;
  /** The registration's or the group's reference. */
  reference: string;
  buyer_name: string;
  buyer_address: string;
  buyer_tax_id: string;
  /** The buyer's language: fr | en | ar. */
  language: string;
  /** JSON: InvoiceLine[]. */
  lines: string;
  amount_centimes: number;
  received_centimes: number;
  refunded_on: string | null;
  refund_account: string | null;
  issued_at: string;
  issued_by_email: string;
};
