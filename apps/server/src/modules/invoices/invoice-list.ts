import {
  choiceLabelIn,
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  type InvoiceKind,
  isLocale,
  zonedDateTimeToUtc,
} from "@congres/shared";
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";
import type { InvoiceData } from "../../services/pdf/pdf-data.ts";
import { type InvoiceRow, invoiceLines } from "./invoice-repository.ts";

/** `GET /api/admin/invoices`: the accountant's filters (kind, issue days, a number or a name). */
export const invoiceListQuerySchema = z.object({
  page: z.coerce.number({ error: "Page invalide" }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Taille de page invalide" }).int().min(1).max(100).default(25),
  kind: z.enum(INVOICE_KINDS, { error: "Type de document inconnu" }).optional(),
  from: z.iso.date({ error: "Date de début invalide (AAAA-MM-JJ)" }).optional(),
  to: z.iso.date({ error: "Date de fin invalide (AAAA-MM-JJ)" }).optional(),
  q: z.string().trim().max(100, { error: "Recherche trop longue" }).optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** One listed document, as the list answers it and the admin shows it. */
export const invoiceViewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  registration_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  reference: z.string(),
  buyer_name: z.string(),
  buyer_tax_id: z.string(),
  /** In the edition's currency (dirhams), as the issue's contract names it. */
  amount: z.number(),
  amount_centimes: z.number().int(),
  received_centimes: z.number().int(),
  issued_at: z.string(),
  language: z.string(),
});
export type InvoiceView = z.output<typeof invoiceViewSchema>;

export const invoiceView = (row: InvoiceRow): InvoiceView => ({
  id: row.id,
  number: row.number,
  kind: row.kind as InvoiceKind,
  registration_id: row.registration_id,
  group_id: row.group_id,
  reference: row.reference,
  buyer_name: row.buyer_name,
  buyer_tax_id: row.buyer_tax_id,
  amount: row.amount_centimes / 100,
  amount_centimes: row.amount_centimes,
  received_centimes: row.received_centimes,
  issued_at: row.issued_at,
  language: row.language,
});

/** Casablanca's day `date` at 00:00, as the instant the stored ISO strings compare with. */
const dayStart = (date: string, timeZone: string) =>
  (zonedDateTimeToUtc(`${date}T00:00`, timeZone) ?? new Date(`${date}T00:00:00Z`)).toISOString();

function filtered(db: Db, query: Omit<InvoiceListQuery, "page" | "per_page">, timeZone: string) {
  let select = db.selectFrom("invoices");
  if (query.kind) select = select.where("kind", "=", query.kind);
  if (query.from) select = select.where("issued_at", ">=", dayStart(query.from, timeZone));
  if (query.to) {
    const next = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    select = select.where("issued_at", "<", dayStart(next, timeZone));
  }
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or(
        ["number", "reference", "buyer_name", "buyer_tax_id"].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
        ),
      ),
    );
  }
  return select;
}

/** A page of documents, newest number first, and how many the filters find. */
export async function invoicePage(db: Db, query: InvoiceListQuery, timeZone: string) {
  const [rows, count] = await Promise.all([
    filtered(db, query, timeZone)
      .selectAll()
      .orderBy("issued_at", "desc")
      .orderBy("id", "desc")
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered(db, query, timeZone)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(invoiceView), total: Number(count.total) };
}

const EXPORT_PAGE = 500;

/** Every document the filters find, oldest first, a page at a time (for the exports). */
export async function* invoicePages(
  db: Db,
  query: Omit<InvoiceListQuery, "page" | "per_page">,
  timeZone: string,
) {
  for (let after = 0; ; ) {
    const rows = await filtered(db, query, timeZone)
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(EXPORT_PAGE)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows.at(-1)?.id ?? after;
  }
}

/** The accountant's columns (French, as the admin). */
export const INVOICE_EXPORT_COLUMNS: ExportColumn<InvoiceRow>[] = [
  fieldColumn("Numéro", "text", "number"),
  { header: "Type", kind: "text", value: (row) => INVOICE_KIND_LABELS[row.kind as InvoiceKind] },
  fieldColumn("Émis le", "instant", "issued_at"),
  fieldColumn("Référence", "text", "reference"),
  fieldColumn("Acheteur", "text", "buyer_name"),
  fieldColumn("Adresse", "text", "buyer_address"),
  fieldColumn("ICE / IF", "text", "buyer_tax_id"),
  fieldColumn("Montant", "centimes", "amount_centimes"),
  fieldColumn("Reçu", "centimes", "received_centimes"),
  {
    header: "Reste à payer",
    kind: "centimes",
    value: (row) =>
      row.kind === "credit_note" ? 0 : Math.max(row.amount_centimes - row.received_centimes, 0),
  },
  fieldColumn("Remboursé le", "date", "refunded_on"),
  { header: "Compte remboursé", kind: "text", value: (row) => row.refund_account ?? "" },
];

/** What the PDF is rendered from: the row as issued, its lines' participation in its language. */
export function invoiceData(
  row: InvoiceRow,
  issuer: InvoiceData["issuer"],
  credits: string | null,
): InvoiceData {
  const language = isLocale(row.language) ? row.language : "fr";
  return {
    number: row.number,
    kind: row.kind as InvoiceKind,
    language,
    reference: row.reference,
    buyer: { name: row.buyer_name, address: row.buyer_address, taxId: row.buyer_tax_id },
    lines: invoiceLines(row).map((line) => ({
      reference: line.reference,
      name: line.name,
      participation: choiceLabelIn(language, "participationTypes", line.participation_type),
      amountCentimes: line.amount_centimes,
    })),
    amountCentimes: row.amount_centimes,
    receivedCentimes: row.received_centimes,
    credits,
    refundedOn: row.refunded_on,
    refundAccount: row.refund_account,
    issuedAt: row.issued_at,
    issuer,
  };
}
