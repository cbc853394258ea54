import { type InvoiceKind, invoiceNumber } from "@congres/shared";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { InvoiceTable } from "../../db/schema.ts";

export type InvoiceRow = Selectable<InvoiceTable>;

/** One delegate on an invoice, as issued. */
export type InvoiceLine = {
  reference: string;
  name: string;
  participation_type: string;
  amount_centimes: number;
  received_centimes: number;
};

/**
 * The next number of `kind` in `year`, from its counter row, incremented in the caller's
 * transaction: the upsert locks the row on PostgreSQL until that transaction ends (SQLite
 * serialises every write), so concurrent issues take consecutive numbers on any number of
 * servers, and a transaction that rolls back gives its number back (decision 0076, as the
 * receipts' 0021).
 */
export async function nextInvoiceNumber(trx: Db, kind: InvoiceKind, year: number) {
  const series = invoiceNumber(kind, year, 0).split("-")[0] as string;
  const row = await trx
    .insertInto("invoice_counters")
    .values({ series, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["series", "year"])
        .doUpdateSet((eb) => ({ last_number: eb("invoice_counters.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last_number);
  return { series, year, sequence, number: invoiceNumber(kind, year, sequence) };
}

export const insertInvoice = (trx: Db, values: Insertable<InvoiceTable>) =>
  trx.insertInto("invoices").values(values).returningAll().executeTakeFirstOrThrow();

export const findInvoice = (db: Db, id: number) =>
  db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();

/** What an invoice is for: one registration, or a group order. */
export type InvoiceTarget = { registrationId: number } | { groupId: number };

/** The invoice or pro-forma of a registration or a group, if issued. */
export const invoiceOf = (db: Db, owner: InvoiceTarget, kind: "invoice" | "proforma") =>
  db
    .selectFrom("invoices")
    .selectAll()
    .where("kind", "=", kind)
    .where(
      "registrationId" in owner ? "registration_id" : "group_id",
      "=",
      "registrationId" in owner ? owner.registrationId : owner.groupId,
    )
    .executeTakeFirst();

/** Every document issued for one registration (not its group's), oldest first. */
export const invoicesOfRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom("invoices")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();

/** The group invoice that has a line for `reference` (a JSON string in `lines`). */
export const groupInvoiceWithLine = (db: Db, reference: string) =>
  db
    .selectFrom("invoices")
    .selectAll()
    .where("kind", "=", "invoice")
    .where("group_id", "is not", null)
    .where("lines", "like", `%"reference":${JSON.stringify(reference)}%`)
    .orderBy("id")
    .executeTakeFirst();

/** The credit notes already issued against an invoice, summed. */
export async function creditedCentimes(db: Db, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom("invoices")
    .select((eb) => eb.fn.sum<number>("amount_centimes").as("total"))
    .where("credits_invoice_id", "=", invoiceId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export const invoiceLines = (row: InvoiceRow) => JSON.parse(row.lines) as InvoiceLine[];
