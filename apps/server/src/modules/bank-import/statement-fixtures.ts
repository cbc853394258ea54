import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RegistrationSeed } from "../../testing/registration-rows.ts";

/**
 * The fixture statements of the tests (`fixtures/`): one month of the same operations as three
 * banks export them — Attijariwafa-like (UTF-8 with BOM, `;`, `1 000,00`, a preamble and separate
 * debit and credit columns), BMCE-like (Windows-1252, `;`, `1.000,00`, signed amounts, a payer
 * column, CRLF) and CIH-like (UTF-8, `,`, `"1,000.00"`, ISO dates).
 */
export const STATEMENT_FIXTURES = {
  attijari: {
    file: "attijari-utf8-bom-semicolon.csv",
    format: { encoding: "UTF-8", separator: ";", header_line: 5 },
    // The file's line of each operation below, in order.
    lines: [6, 7, 8, 9, 10, 11, 12, 13, 15],
    payers: false,
  },
  bmce: {
    file: "bmce-windows1252-semicolon.csv",
    format: { encoding: "Windows-1252", separator: ";", header_line: 4 },
    lines: [5, 6, 7, 8, 9, 10, 11, 12, 14],
    payers: true,
  },
  cih: {
    file: "cih-utf8-comma-iso.csv",
    format: { encoding: "UTF-8", separator: ",", header_line: 1 },
    lines: [2, 3, 4, 5, 6, 7, 8, 9, 11],
    payers: false,
  },
} as const;

export type FixtureName = keyof typeof STATEMENT_FIXTURES;

export const readFixture = (name: FixtureName): Buffer =>
  readFileSync(
    fileURLToPath(new URL(`fixtures/${STATEMENT_FIXTURES[name].file}`, import.meta.url)),
  );

/** The registrations the fixtures' labels name (and one they never name). */
export const FIXTURE_REGISTRATIONS = [
  { reference: "CPSS-7KQ2M", first_name: "Karim", last_name: "Alami" },
  {
    reference: "CPSS-H4TZ9",
    first_name: "Hélène",
    last_name: "Bennani",
    participation_type: "etudiant",
  },
  { reference: "CPSS-B8WX3", first_name: "Omar", last_name: "Tazi" },
  { reference: "CPSS-M5NP6", first_name: "Amal", last_name: "Idrissi" },
  { reference: "CPSS-R2SE7", first_name: "Youssef", last_name: "Amrani" },
  { reference: "CPSS-Y9GD4", first_name: "Nadia", last_name: "Fassi", payment_status: "exoneree" },
  { reference: "CPSS-F3KA8", first_name: "Leila", last_name: "Chraibi" },
  { reference: "CPSS-W6PQ5", first_name: "Sara", last_name: "Berrada" },
] as const satisfies readonly RegistrationSeed[];

export const FORMULA_LABEL = '=HYPERLINK("http://evil.example/";"CPSS-F3KA8")';

/** The operations of every fixture, in file order (the 8th repeats the 1st). */
export const FIXTURE_OPERATIONS = [
  {
    date: "2025-10-01",
    amount_centimes: 100_000,
    label: "VIR RECU CPSS-7KQ2M DR ALAMI",
    payer: "ALAMI KARIM",
  },
  {
    date: "2025-10-02",
    amount_centimes: 50_000,
    label: "Virement cpss h4tz9 étudiante Hélène",
    payer: "BENNANI HÉLÈNE",
  },
  {
    date: "2025-10-03",
    amount_centimes: 50_000,
    label: "VIR CPSS.B8WX3 ACOMPTE",
    payer: "TAZI OMAR",
  },
  {
    date: "2025-10-04",
    amount_centimes: 200_000,
    label: "CPSS-M5NP6 ET CPSS-R2SE7 DEUX INSCRIPTIONS",
    payer: "CLINIQUE AL AMAL",
  },
  { date: "2025-10-05", amount_centimes: 100_000, label: "VIR CPSS-Y9GD4", payer: "FASSI NADIA" },
  {
    date: "2025-10-06",
    amount_centimes: 120_000,
    label: "VIREMENT SALAIRE OCTOBRE",
    payer: "SOCIÉTÉ GÉNÉRALE",
  },
  { date: "2025-10-07", amount_centimes: 100_000, label: "CPSS-ZZZZZ", payer: "INCONNU" },
  {
    date: "2025-10-01",
    amount_centimes: 100_000,
    label: "VIR RECU CPSS-7KQ2M DR ALAMI",
    payer: "ALAMI KARIM",
  },
  { date: "2025-10-09", amount_centimes: 100_000, label: FORMULA_LABEL, payer: "" },
] as const;
