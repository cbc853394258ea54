import {
  GROUP_INVOICE_TEXTS,
  type InvoiceRequest,
  type Locale,
  utcToZonedDateTime,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { findGroup, groupOf, memberIds } from "../groups/group-repository.ts";
import { titledName } from "../registrations/delegate-data.ts";
import {
  type InvoicedRegistration,
  invoicedRegistrations,
} from "../registrations/registration-invoicing.ts";
import {
  type InvoiceLine,
  type InvoiceRow,
  type InvoiceTarget,
  insertInvoice,
  invoiceOf,
  nextInvoiceNumber,
} from "./invoice-repository.ts";

export type InvoiceOutcome =
  | { kind: "issued"; invoice: InvoiceRow }
  | { kind: "existing"; invoice: InvoiceRow }
  | { kind: "not_found" }
  | { kind: "refused"; message: string };

/** Cancelled or waived: nothing was sold, nothing is invoiced. */
const NOT_INVOICED = new Set(["annulee", "exoneree"]);

const lineOf = (row: InvoicedRegistration): InvoiceLine => ({
  reference: row.reference,
  name: titledName(row),
  participation_type: row.participation_type,
  amount_centimes: row.amount_due_centimes,
  received_centimes: row.amount_received_centimes,
});

/** Who is invoiced, or why not (in `locale`). */
async function invoicedOf(
  db: Db,
  target: InvoiceTarget,
  kind: InvoiceRequest["kind"],
  locale: Locale,
): Promise<
  | { kind: "refused"; message: string }
  | { kind: "not_found" }
  | { kind: "ok"; reference: string; rows: InvoicedRegistration[]; language: string }
> {
  const texts = GROUP_INVOICE_TEXTS[locale];
  if ("registrationId" in target) {
    const [row] = await invoicedRegistrations(db, [target.registrationId]);
    if (!row) return { kind: "not_found" };
    const group = await groupOf(db, row.id);
    if (group && (await invoiceOf(db, { groupId: group.id }, kind))) {
      return { kind: "refused", message: texts.invoicedWithGroup(group.reference) };
    }
    if (NOT_INVOICED.has(row.payment_status))
      return { kind: "refused", message: texts.notInvoiced };
    return { kind: "ok", reference: row.reference, rows: [row], language: row.language };
  }
  const group = await findGroup(db, target.groupId);
  if (!group) return { kind: "not_found" };
  const rows = (await invoicedRegistrations(db, await memberIds(db, group.id))).filter(
    (row) => !NOT_INVOICED.has(row.payment_status),
  );
  if (rows.length === 0) return { kind: "refused", message: texts.notInvoiced };
  return { kind: "ok", reference: group.reference, rows, language: group.language };
}

/**
 * An invoice (or a pro-forma) on request, for a registration or a group order (issue #40 item
 * 5, decision 0076): asked again, the same one; an invoice only once everything is paid (a
 * pro-forma before). Numbered in its transaction from the series' counter row, which that
 * transaction locks until it commits: consecutive numbers on every server, no gap. Two requests
 * for the same registration at once: the second meets the unique index, rolls back (giving its
 * number back) and answers the first one's invoice.
 */
export async function requestInvoice(
  db: Db,
  input: {
    target: InvoiceTarget;
    request: InvoiceRequest;
    /** The language of the refusals, and of the document when `language` is not given. */
    locale: Locale;
    /** The buyer's language for the PDF; by default the registration's or the group's. */
    language?: Locale;
    actor: Actor;
    at: Date;
    timeZone: string;
  },
): Promise<InvoiceOutcome> {
  const { target, request, actor, at } = input;
  const existing = await invoiceOf(db, target, request.kind);
  if (existing) return { kind: "existing", invoice: existing };
  try {
    return await db.transaction().execute(async (trx): Promise<InvoiceOutcome> => {
      const invoiced = await invoicedOf(trx, target, request.kind, input.locale);
      if (invoiced.kind !== "ok") return invoiced;
      const { rows } = invoiced;
      if (request.kind === "invoice" && rows.some((row) => row.payment_status !== "payee")) {
        return { kind: "refused", message: GROUP_INVOICE_TEXTS[input.locale].unpaid };
      }
      const lines = rows.map(lineOf);
      const year = Number(utcToZonedDateTime(at, input.timeZone).slice(0, 4));
      const numbered = await nextInvoiceNumber(trx, request.kind, year);
      const invoice = await insertInvoice(trx, {
        ...numbered,
        kind: request.kind,
        registration_id: "registrationId" in target ? target.registrationId : null,
        group_id: "groupId" in target ? target.groupId : null,
        credits_invoice_id: null,
        reference: invoiced.reference,
        buyer_name: request.buyer.name,
        buyer_address: request.buyer.address,
        buyer_tax_id: request.buyer.taxId,
        language: input.language ?? invoiced.language,
        lines: JSON.stringify(lines),
        amount_centimes: lines.reduce((sum, line) => sum + line.amount_centimes, 0),
        received_centimes: lines.reduce((sum, line) => sum + line.received_centimes, 0),
        refunded_on: null,
        refund_account: null,
        issued_at: at.toISOString(),
        issued_by_email: actor.email,
      });
      for (const row of rows) {
        await recordAudit(trx, {
          actor,
          action: "registration.invoice.issue",
          entity: { type: "registration", id: row.id, reference: row.reference },
          changes: { invoice_number: [null, invoice.number] },
          at,
        });
      }
      return { kind: "issued", invoice };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await invoiceOf(db, target, request.kind);
    if (!first) throw error;
    return { kind: "existing", invoice: first };
  }
}
