import { invoiceNumber } from "@congres/shared";
import { expect } from "vitest";
import type { Db } from "../db/connection.ts";

/**
 * The invoices of series F after `count` were asked for at once: numbered 1 to `count` without a
 * gap or a duplicate, each under the number its year and sequence make. Answers them in order.
 */
export async function gaplessInvoices(db: Db, count: number) {
  const rows = await db
    .selectFrom("invoices")
    .select(["year", "sequence", "number", "registration_id"])
    .where("series", "=", "F")
    .orderBy("sequence")
    .execute();
  expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect(rows.map((row) => row.number)).toEqual(
    rows.map((row) => invoiceNumber("invoice", row.year, row.sequence)),
  );
  return rows;
}
