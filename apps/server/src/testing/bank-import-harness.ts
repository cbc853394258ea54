import {
  type BankImportConfirmation,
  type BankLineProposal,
  formatCentimes,
  type StatementProposals,
} from "@congres/shared";
import { beforeAll, expect } from "vitest";
import {
  FIXTURE_REGISTRATIONS,
  type FixtureName,
  readFixture,
} from "../modules/bank-import/statement-fixtures.ts";
import { asAdmin, createAdmin, signIn } from "./admin-session.ts";
import { appHarness } from "./app-harness.ts";
import { insertRegistrationRows } from "./registration-rows.ts";
import { countRows, type TestDatabase } from "./test-databases.ts";

export const BANK_IMPORT_NOW = new Date("2025-10-12T09:30:00.000Z");
export const TREASURER = "tresorerie@example.ma";
const REFS = FIXTURE_REGISTRATIONS.map((r) => r.reference);
/** The fixtures' registrations R1…R7, in the order of FIXTURE_REGISTRATIONS. */
export const [R1, R2, R3, R4, R5, R6, R7] = REFS as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** What each operation of the fixtures proposes before anything is imported. */
export const FIRST_PROPOSALS = (lines: readonly number[]) => [
  { status: "matched", reason: "Montant attendu", references: [R1] },
  { status: "matched", reason: "Montant attendu", references: [R2] },
  {
    status: "amount_differs",
    reason: `Attendu ${formatCentimes(100_000)} (paiement partiel)`,
    references: [R3],
  },
  { status: "ambiguous", reason: `Plusieurs références : ${R4}, ${R5}`, references: [R4, R5] },
  { status: "ambiguous", reason: "Inscription exonérée", references: [R6] },
  {
    status: "no_reference",
    reason: "Aucune référence d'inscription dans le libellé",
    references: [],
  },
  { status: "no_reference", reason: "Référence inconnue : CPSS-ZZZZZ", references: [] },
  {
    status: "already_imported",
    reason: `Même date, même montant et même libellé que la ligne ${lines[0]} : ligne en double`,
    references: [],
  },
  { status: "matched", reason: "Montant attendu", references: [R7] },
];

/** A proposal as the assertions compare it: status, reason and the candidates' references. */
export const summary = (lines: BankLineProposal[]) =>
  lines.map(({ status, reason, candidates }) => ({
    status,
    reason,
    references: candidates.map((c) => c.reference),
  }));

/** The columns of each fixture, as staff map them. */
export const mappingQuery = (name: FixtureName) => {
  const mapping: Record<string, string> = {
    attijari: { date: "Date opération", amount: "Crédit", label: "Libellé" },
    bmce: { date: "Date", amount: "Montant", label: "Libellé", payer: "Donneur d'ordre" },
    cih: { date: "Booking date", amount: "Amount", label: "Description" },
  }[name];
  return `?${new URLSearchParams(mapping)}`;
};

/**
 * A database holding the fixtures' registrations, the API on a fixed clock and a signed-in
 * treasurer, for the bank import specs. Call inside a `describe`; each file gets its own database.
 */
export function bankImportHarness(create: () => Promise<TestDatabase>) {
  const h = Object.assign(appHarness(create, { clock: () => BANK_IMPORT_NOW }), { session: "" });
  const ids = new Map<string, number>();

  beforeAll(async () => {
    await createAdmin(h.database.db, TREASURER);
    h.session = await signIn(h.app, TREASURER);
    const inserted = await insertRegistrationRows(h.database.db, [...FIXTURE_REGISTRATIONS]);
    for (const [index, id] of inserted.entries()) ids.set(REFS[index] as string, id);
  });

  const upload = (path: string, body: Buffer | string, query = "") =>
    asAdmin(h.app, h.session, "POST", `/api/admin/bank-import/${path}${query}`, body, {
      "content-type": "application/octet-stream",
    });
  const registrations = () =>
    h.database.db
      .selectFrom("registrations")
      .select(["reference", "payment_status", "amount_received_centimes", "paid_at", "bank_label"])
      .orderBy("id")
      .execute();

  return Object.assign(h, {
    /** The registrations' ids by reference. */
    ids,
    upload,
    registrations,
    /** The proposals for a fixture, with its columns mapped. */
    propose: async (name: FixtureName) => {
      const response = await upload("proposals", readFixture(name), mappingQuery(name));
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as StatementProposals;
    },
    /** Every table an import could write to. */
    writes: async () => ({
      imports: await countRows(h.database.db, "bank_imports"),
      lines: await countRows(h.database.db, "bank_import_lines"),
      audit: await countRows(h.database.db, "audit_log"),
      settings: await countRows(h.database.db, "settings"),
      // A line that makes a registration paid issues its receipt and queues the receipt's mail.
      receipts: await countRows(h.database.db, "receipts"),
      outbox: await countRows(h.database.db, "outbox"),
      registrations: await registrations(),
    }),
    /** The confirmation of the proposals' lines `index`, each matched to `reference`. */
    confirmation: (
      proposals: StatementProposals,
      chosen: [index: number, reference: string][],
    ): BankImportConfirmation => ({
      file_name: "releve-octobre.csv",
      mapping: proposals.mapping,
      lines: chosen.map(([index, reference]) => {
        const { line, date, amount_centimes, label, payer } = proposals.lines[
          index
        ] as BankLineProposal;
        return {
          line,
          date,
          amount_centimes,
          label,
          payer,
          registration_id: ids.get(reference) ?? 0,
        };
      }),
    }),
  });
}
