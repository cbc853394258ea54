import type { Edition } from "@congres/shared";
import type { InvoiceIssuer } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { renderInvoicePdf } from "../../services/pdf/render-pdf.ts";
import { invoiceData } from "./invoice-list.ts";
import { findInvoice, type InvoiceRow } from "./invoice-repository.ts";

/** A document's PDF, rendered from the row as issued (a credit note names its invoice). */
export async function invoicePdf(
  db: Db,
  invoice: InvoiceRow,
  issuer: InvoiceIssuer,
  edition: Edition,
) {
  const credited = invoice.credits_invoice_id
    ? await findInvoice(db, invoice.credits_invoice_id)
    : undefined;
  return renderInvoicePdf(invoiceData(invoice, issuer, credited?.number ?? null), edition);
}
