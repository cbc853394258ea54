import {
  type BankImportConfirmation,
  type BankLineProposal,
  bankImportMessages,
  formatCentimes,
  type StatementProposals,
} from "@congres/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { insertRegistrationRows } from "../../testing/registration-rows.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import {
  FIXTURE_OPERATIONS,
  FIXTURE_REGISTRATIONS,
  type FixtureName,
  FORMULA_LABEL,
  readFixture,
  STATEMENT_FIXTURES,
} from "./statement-fixtures.ts";

const NOW = new Date("2025-10-12T09:30:00.000Z");
const REFS = FIXTURE_REGISTRATIONS.map((r) => r.reference);
const [R1, R2, R3, R4, R5, R6, R7] = REFS;

/** What each operation of the fixtures proposes before anything is imported. */
const FIRST_PROPOSALS = (lines: readonly number[]) => [
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

const summary = (lines: BankLineProposal[]) =>
  lines.map(({ status, reason, candidates }) => ({
    status,
    reason,
    references: candidates.map((c) => c.reference),
  }));

describe.each(DATABASE_ENGINES)("bank statement import on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  const ids = new Map<string, number>();

  const upload = (path: string, body: Buffer | string, query = "") =>
    asAdmin(app, session, "POST", `/api/admin/bank-import/${path}${query}`, body, {
      "content-type": "application/octet-stream",
    });
  const mappingQuery = (name: FixtureName) => {
    const mapping: Record<string, string> = {
      attijari: { date: "Date opération", amount: "Crédit", label: "Libellé" },
      bmce: { date: "Date", amount: "Montant", label: "Libellé", payer: "Donneur d'ordre" },
      cih: { date: "Booking date", amount: "Amount", label: "Description" },
    }[name];
    return `?${new URLSearchParams(mapping)}`;
  };
  const propose = async (name: FixtureName) => {
    const response = await upload("proposals", readFixture(name), mappingQuery(name));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StatementProposals;
  };
  const registrations = () =>
    database.db
      .selectFrom("registrations")
      .select(["reference", "payment_status", "amount_received_centimes", "paid_at", "bank_label"])
      .orderBy("id")
      .execute();
  /** Every table an import could write to. */
  const writes = async () => ({
    imports: await countRows(database.db, "bank_imports"),
    lines: await countRows(database.db, "bank_import_lines"),
    audit: await countRows(database.db, "audit_log"),
    settings: await countRows(database.db, "settings"),
    // A line that makes a registration paid issues its receipt and queues the receipt's mail.
    receipts: await countRows(database.db, "receipts"),
    outbox: await countRows(database.db, "outbox"),
    registrations: await registrations(),
  });
  const confirmation = (
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
  });

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { clock: () => NOW });
    await createAdmin(database.db, "tresorerie@example.ma");
    session = await signIn(app, "tresorerie@example.ma");
    const inserted = await insertRegistrationRows(database.db, [...FIXTURE_REGISTRATIONS]);
    for (const [index, id] of inserted.entries()) ids.set(REFS[index] as string, id);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(Object.keys(STATEMENT_FIXTURES) as FixtureName[])(
    "reads the %s statement and proposes exactly the expected matches, writing nothing",
    async (name) => {
      const fixture = STATEMENT_FIXTURES[name];
      const before = await writes();

      const analysis = await upload("analyse", readFixture(name));
      expect(analysis.statusCode, analysis.body).toBe(200);
      expect(analysis.json()).toMatchObject({ format: fixture.format, mapping_remembered: false });

      const proposals = await propose(name);
      expect(proposals.format).toEqual(fixture.format);
      expect(summary(proposals.lines)).toEqual(FIRST_PROPOSALS(fixture.lines));
      expect(
        proposals.lines.map(({ line, date, amount_centimes, label, payer }) => ({
          line,
          date,
          amount_centimes,
          label,
          payer,
        })),
      ).toEqual(
        FIXTURE_OPERATIONS.map((operation, index) => ({
          ...operation,
          line: fixture.lines[index],
          payer: fixture.payers ? operation.payer : "",
        })),
      );
      expect(proposals.lines[1]?.candidates).toEqual([
        {
          id: ids.get(R2 as string),
          reference: R2,
          name: "Hélène Bennani",
          payment_status: "en_attente",
          amount_due_centimes: 50_000,
          remaining_centimes: 50_000,
        },
      ]);
      expect(await writes()).toEqual(before);
    },
  );

  it("guesses the columns of a statement from their names", async () => {
    const analysis = (await upload("analyse", readFixture("bmce"))).json();
    expect(analysis).toMatchObject({
      columns: ["Date", "Libellé", "Donneur d'ordre", "Montant", "Devise"],
      mapping: { date: "Date", amount: "Montant", label: "Libellé", payer: "Donneur d'ordre" },
    });
    expect(analysis.sample).toHaveLength(5);
    expect(analysis.sample[0]).toEqual([
      "01/10/2025",
      "VIR RECU CPSS-7KQ2M DR ALAMI",
      "ALAMI KARIM",
      "1.000,00",
      "MAD",
    ]);
  });

  it("finds a registration to match by hand, by reference in any spelling or by name", async () => {
    const found = async (q: string) => {
      const response = await asAdmin(
        app,
        session,
        "GET",
        `/api/admin/bank-import/registrations?${new URLSearchParams({ q })}`,
      );
      expect(response.statusCode).toBe(200);
      return (response.json().data as { reference: string }[]).map((c) => c.reference);
    };
    expect(await found("cpss 7kq2m")).toEqual([R1]);
    expect(await found("7KQ2M")).toEqual([R1]);
    expect(await found("bennani")).toEqual([R2]);
    expect(await found("Personne Inconnue")).toEqual([]);
  });

  it("rolls back a whole confirmation when one line is refused", async () => {
    const proposals = await propose("attijari");
    const before = await writes();
    const response = await asAdmin(
      app,
      session,
      "POST",
      "/api/admin/bank-import/confirm",
      confirmation(proposals, [
        [0, R1 as string],
        [4, R6 as string],
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      bankImportMessages.refused(
        10,
        R6 as string,
        "Cette inscription est exonérée : revenez d'abord à l'état précédent pour enregistrer un paiement.",
      ),
    );
    expect(await writes()).toEqual(before);
  });

  it("confirms the chosen lines in one transaction, then a re-import changes nothing", async () => {
    const proposals = await propose("attijari");
    const chosen = confirmation(proposals, [
      [0, R1 as string],
      [1, R2 as string],
      [2, R3 as string],
      [8, R7 as string],
      // Matched by hand: the line without a reference.
      [5, R5 as string],
    ]);
    const response = await asAdmin(app, session, "POST", "/api/admin/bank-import/confirm", chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lines: 5, paid: 4, partial: 1 });

    const state = (
      payment_status: string,
      received: number,
      paid_at: string | null,
      label: string,
    ) => ({
      payment_status,
      amount_received_centimes: received,
      paid_at,
      bank_label: label,
    });
    expect(await registrations()).toEqual([
      { reference: R1, ...state("payee", 100_000, "2025-10-01", "VIR RECU CPSS-7KQ2M DR ALAMI") },
      {
        reference: R2,
        ...state("payee", 50_000, "2025-10-02", "Virement cpss h4tz9 étudiante Hélène"),
      },
      { reference: R3, ...state("en_attente", 50_000, "2025-10-03", "VIR CPSS.B8WX3 ACOMPTE") },
      { reference: R4, ...state("en_attente", 0, null, "") },
      { reference: R5, ...state("payee", 120_000, "2025-10-06", "VIREMENT SALAIRE OCTOBRE") },
      { reference: R6, ...state("exoneree", 0, null, "") },
      // The formula is kept as the bank's text: a string, never evaluated.
      { reference: R7, ...state("payee", 100_000, "2025-10-09", FORMULA_LABEL) },
      { reference: "CPSS-W6PQ5", ...state("en_attente", 0, null, "") },
    ]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "entity_reference", "actor_email"])
      .orderBy("id")
      .execute();
    const line = (action: string, entity_reference: string) => ({
      action,
      entity_reference,
      actor_email: "tresorerie@example.ma",
    });
    expect(audit).toEqual([
      line("auth.sign_in", "tresorerie@example.ma"),
      // Each line follows the path of "Marquer payée": the receipt of a registration it makes
      // paid first, then the payment; the partial payment of R3 issues no receipt.
      ...[R1, R2, R3, R7, R5].flatMap((reference) => [
        ...(reference === R3 ? [] : [line("registration.receipt.issue", reference as string)]),
        line("registration.payment.mark_paid", reference as string),
      ]),
      {
        action: "setting.update",
        entity_reference: "bank_import_mapping",
        actor_email: "tresorerie@example.ma",
      },
      {
        action: "bank_import.confirm",
        entity_reference: "releve-octobre.csv",
        actor_email: "tresorerie@example.ma",
      },
    ]);
    expect(await countRows(database.db, "bank_import_lines")).toBe(5);
    expect(
      await database.db
        .selectFrom("receipts")
        .select(["reference", "amount_centimes", "paid_on"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { reference: R1, amount_centimes: 100_000, paid_on: "2025-10-01" },
      { reference: R2, amount_centimes: 50_000, paid_on: "2025-10-02" },
      { reference: R7, amount_centimes: 100_000, paid_on: "2025-10-09" },
      { reference: R5, amount_centimes: 120_000, paid_on: "2025-10-06" },
    ]);
    expect(
      await database.db
        .selectFrom("outbox")
        .select(["kind", "entity_id"])
        .where("kind", "=", "payment_receipt")
        .orderBy("id")
        .execute(),
    ).toEqual(
      [R1, R2, R7, R5].map((reference) => ({
        kind: "payment_receipt",
        entity_id: ids.get(reference as string),
      })),
    );

    // The columns are remembered for the next statement of this bank.
    const analysis = (await upload("analyse", readFixture("attijari"))).json();
    expect(analysis).toMatchObject({
      mapping: { date: "Date opération", amount: "Crédit", label: "Libellé", payer: null },
      mapping_remembered: true,
    });

    // The same operations, from any of the three exports, are now recognised.
    const after = await writes();
    for (const name of Object.keys(STATEMENT_FIXTURES) as FixtureName[]) {
      const again = await propose(name);
      const imported = (reference: string) => ({
        status: "already_imported",
        reason: `Déjà enregistrée le 12/10/2025 pour ${reference}`,
        references: [],
      });
      const first = FIRST_PROPOSALS(STATEMENT_FIXTURES[name].lines);
      expect(summary(again.lines)).toEqual([
        imported(R1 as string),
        imported(R2 as string),
        imported(R3 as string),
        first[3],
        first[4],
        imported(R5 as string),
        first[6],
        imported(R1 as string),
        imported(R7 as string),
      ]);
    }
    const twice = await asAdmin(app, session, "POST", "/api/admin/bank-import/confirm", chosen);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(bankImportMessages.alreadyImported(6));
    expect(await writes()).toEqual(after);
  });

  it("refuses bad files with a French message and writes nothing", async () => {
    const before = await writes();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
    const cases: [string, Buffer | string, number, string][] = [
      ["empty", "", 422, bankImportMessages.empty],
      ["blank lines", "\n\n  \n", 422, bankImportMessages.empty],
      ["PDF", "%PDF-1.7\n1 0 obj\n", 422, bankImportMessages.pdf],
      ["xlsx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 422, bankImportMessages.spreadsheet],
      ["binary", png, 422, bankImportMessages.notCsv],
      ["prose", "Bonjour,\nceci n'est pas un relevé.\nMerci", 422, bankImportMessages.notCsv],
      ["20 MB", Buffer.alloc(20 * 1024 * 1024, "a;b;c\n"), 413, bankImportMessages.tooLarge],
    ];
    for (const [what, body, status, message] of cases) {
      for (const path of ["analyse", "proposals"]) {
        const response = await upload(path, body, mappingQuery("attijari"));
        expect({ what, path, status: response.statusCode, body: response.json() }).toEqual({
          what,
          path,
          status,
          body: { message },
        });
      }
    }
    expect(await writes()).toEqual(before);
  });

  it("refuses an upload or a confirmation without the CSRF token", async () => {
    const before = await writes();
    for (const [url, payload, type] of [
      ["/api/admin/bank-import/analyse", readFixture("attijari"), "application/octet-stream"],
      ["/api/admin/bank-import/confirm", JSON.stringify({}), "application/json"],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": type },
        cookies: { [SESSION_COOKIE]: session },
      });
      expect(response.statusCode).toBe(419);
    }
    expect(await writes()).toEqual(before);
  });

  it("refuses columns the statement does not have and a mapping without credits", async () => {
    const unknown = await upload(
      "proposals",
      readFixture("attijari"),
      `?${new URLSearchParams({ date: "Date", amount: "Crédit", label: "Libellé" })}`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: bankImportMessages.unknownColumn });
    const swapped = await upload(
      "proposals",
      readFixture("attijari"),
      `?${new URLSearchParams({ date: "Libellé", amount: "Crédit", label: "Date opération" })}`,
    );
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json()).toEqual({ message: bankImportMessages.noUsableLine });
  });

  it("records a line once when two staff confirm it at the same moment", async () => {
    const body: BankImportConfirmation = {
      file_name: "releve-novembre.csv",
      mapping: { date: "Date", amount: "Crédit", label: "Libellé", payer: null },
      lines: [
        {
          line: 7,
          date: "2025-11-03",
          amount_centimes: 100_000,
          label: "VIR CPSS-W6PQ5 BERRADA",
          payer: "",
          registration_id: ids.get("CPSS-W6PQ5") ?? 0,
        },
      ],
    };
    const answers = await Promise.all(
      [1, 2].map(() => asAdmin(app, session, "POST", "/api/admin/bank-import/confirm", body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = await database.db
      .selectFrom("registrations")
      .select(["payment_status", "amount_received_centimes"])
      .where("reference", "=", "CPSS-W6PQ5")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ payment_status: "payee", amount_received_centimes: 100_000 });
    const lines = await database.db
      .selectFrom("bank_import_lines")
      .select("registration_reference")
      .where("label", "=", "VIR CPSS-W6PQ5 BERRADA")
      .execute();
    expect(lines).toEqual([{ registration_reference: "CPSS-W6PQ5" }]);
  });
});
