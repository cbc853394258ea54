import type { Insertable } from "kysely";
import type { Db } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";

/** Rows of the admin lists as a bulk SQL import writes them, for tests and benchmarks. */

type Row<T extends keyof Database> = Insertable<Database[T]>;

const ISO = (n: number) => new Date(Date.UTC(2025, 8, 1) + n * 60_000).toISOString();

export const submissionRow = (n: number, row: Partial<Row<"submissions">> = {}) =>
  ({
    reference: `ABS-${String(n).padStart(7, "0")}`,
    first_name: `Prénom${n}`,
    last_name: `Nom${n}`,
    email: `auteur${n}@example.ma`,
    phone: "+212 600 000 000",
    institution: "CHU Ibn Rochd",
    department: "Sexologie",
    country: "Maroc",
    submission_type: "oral",
    category: "prevention",
    title: `Étude ${n}`,
    abstract: "Introduction. Méthodes. Résultats; conclusion.\nDeuxième ligne.",
    keywords: "prévention, santé",
    has_conflict_of_interest: 0,
    conflict_description: "",
    accepts_terms: 1,
    accepts_review: 1,
    created_at: ISO(n),
    ...row,
  }) satisfies Row<"submissions">;

export const registrationRow = (n: number, row: Partial<Row<"registrations">> = {}) =>
  ({
    reference: `CPSS-${String(n).padStart(7, "0")}`,
    first_name: `Prénom${n}`,
    last_name: `Nom${n}`,
    email: `delegue${n}@example.ma`,
    phone: "+212 600 000 000",
    title: "dr",
    specialty: "Sexologie",
    institution: "CHU",
    address: "1 rue",
    city: "Rabat",
    country: "Maroc",
    participation_type: "professionnel",
    accommodation_needed: 0,
    dietary_restrictions: "",
    emergency_contact: "Contact",
    emergency_phone: "+212 600 000 001",
    terms_accepted: 1,
    amount_due_centimes: 100_000,
    // Every column given: a multi-row INSERT writes NULL, not the default, where one row omits it.
    payment_status: "en_attente",
    amount_received_centimes: 0,
    paid_at: null,
    bank_label: "",
    staff_note: "",
    language: "fr",
    latin_name: "",
    created_at: ISO(n),
    ...row,
  }) satisfies Row<"registrations">;

export const contactRow = (n: number, row: Partial<Row<"contact_messages">> = {}) =>
  ({
    first_name: `Prénom${n}`,
    last_name: `Nom${n}`,
    email: `contact${n}@example.ma`,
    phone: "",
    institution: "",
    subject: `Question ${n}`,
    message: "Bonjour",
    created_at: ISO(n),
    ...row,
  }) satisfies Row<"contact_messages">;

/** Inserts rows by plain SQL INSERTs in batches (the database derives the search text). */
export async function insertRows<T extends "submissions" | "registrations" | "contact_messages">(
  db: Db,
  table: T,
  rows: Row<T>[],
  batch = 200,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batch) as never)
      .execute();
  }
}
