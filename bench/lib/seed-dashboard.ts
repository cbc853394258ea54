import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/connection.ts";
import { isPostgres } from "../../apps/server/src/db/connection.ts";

/** Twelve countries, five participation types, seven categories, two types: the charts' spread. */
const COUNTRIES = [
  "Maroc",
  "Sénégal",
  "Algérie",
  "Tunisie",
  "Égypte",
  "Mali",
  "Bénin",
  "Togo",
  "Gabon",
  "Niger",
  "Cameroun",
  "Tchad",
];
const TYPES = ["professionnel", "sexologue", "etudiant", "chercheur", "autre"];
const CATEGORIES = [
  "innovations",
  "formation",
  "sante-femmes",
  "recherche-politiques",
  "prevention",
  "violences",
  "adolescents",
];
const STATUSES = ["en_attente", "payee", "exoneree", "annulee"];

const pick = (list: string[], index: string) =>
  sql.raw(
    `(case ${list.map((value, n) => `when ${index} % ${list.length} = ${n} then '${value}'`).join(" ")} end)`,
  );

/**
 * `count` registrations and submissions written by one SQL statement each (the app's path would
 * take hours at a million), one every 10 seconds from 1 July 2025, through the real migrations'
 * triggers and indexes.
 */
export async function seedDashboardRows(db: Db, count: number): Promise<void> {
  const postgres = isPostgres(db);
  const numbers = postgres
    ? sql`select i from generate_series(1, ${count}) as i`
    : sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) select i from n`;
  const createdAt = postgres
    ? sql`to_char(timestamp '2025-07-01' + i * interval '10 seconds', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%S.000Z', 1751328000 + i * 10, 'unixepoch')`;
  await sql`
    insert into registrations (reference, first_name, last_name, email, phone, title, specialty,
      institution, address, city, country, participation_type, accommodation_needed,
      dietary_restrictions, emergency_contact, emergency_phone, terms_accepted, created_at,
      amount_due_centimes, payment_status, amount_received_centimes)
    select 'CPSS-D' || i, 'Prénom' || i, 'Nom', 'd' || i || '@example.ma', '+212 600', 'dr',
      'Sexologie', 'CHU', '1 rue', 'Rabat', ${pick(COUNTRIES, "i")}, ${pick(TYPES, "i")}, 0, '',
      'Contact', '+212 601', 1, ${createdAt}, 100000, ${pick(STATUSES, "(i / 7)")},
      case when i % 3 = 0 then 100000 else 0 end
    from (${numbers}) as numbers`.execute(db);
  await sql`
    insert into submissions (reference, first_name, last_name, email, phone, institution,
      department, country, submission_type, category, title, abstract, keywords,
      has_conflict_of_interest, conflict_description, accepts_terms, accepts_review, created_at)
    select 'ABS-D' || i, 'Prénom' || i, 'Nom', 'a' || i || '@example.ma', '+212 600', 'CHU',
      'Sexologie', ${pick(COUNTRIES, "i")}, case when i % 3 = 0 then 'poster' else 'oral' end,
      ${pick(CATEGORIES, "i")}, 'Titre ' || i, 'Résumé', 'mots', 0, '', 1, 1, ${createdAt}
    from (${numbers}) as numbers`.execute(db);
  await sql`analyze`.execute(db);
}
