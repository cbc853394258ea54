import { type BankImportConfirmation, bankImportMessages } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { asAdmin } from "../../testing/admin-session.ts";
import {
  bankImportHarness,
  FIRST_PROPOSALS,
  R1,
  R2,
  R3,
  R4,
  R5,
  R6,
  R7,
  summary,
} from "../../testing/bank-import-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  type FixtureName,
  FORMULA_LABEL,
  readFixture,
  STATEMENT_FIXTURES,
} from "./statement-fixtures.ts";

/** Confirming the chosen lines: all in one transaction or none, each line once. */
describe.each(DATABASE_ENGINES)("bank statement confirmation on $engine", ({ create }) => {
  const harness = bankImportHarness(create);
  const { upload, propose, writes, registrations, confirmation, ids } = harness;

  it("rolls back a whole confirmation when one line is refused", async () => {
    const proposals = await propose("attijari");
    const before = await writes();
    const response = await asAdmin(
      harness.app,
      harness.session,
      "POST",
      "/api/admin/bank-import/confirm",
      confirmation(proposals, [
        [0, R1],
        [4, R6],
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      bankImportMessages.refused(
        10,
        R6,
        "Cette inscription est exonérée : revenez d'abord à l'état précédent pour enregistrer un paiement.",
      ),
    );
    expect(await writes()).toEqual(before);
  });

  it("confirms the chosen lines in one transaction, then a re-import changes nothing", async () => {
    const proposals = await propose("attijari");
    const chosen = confirmation(proposals, [
      [0, R1],
      [1, R2],
      [2, R3],
      [8, R7],
      // Matched by hand: the line without a reference.
      [5, R5],
    ]);
    const response = await asAdmin(
      harness.app,
      harness.session,
      "POST",
      "/api/admin/bank-import/confirm",
      chosen,
    );
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
    const audit = await harness.database.db
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
        ...(reference === R3 ? [] : [line("registration.receipt.issue", reference)]),
        line("registration.payment.mark_paid", reference),
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
    expect(await countRows(harness.database.db, "bank_import_lines")).toBe(5);
    expect(
      await harness.database.db
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
      await storedRows(harness.database.db, "outbox", { kind: "payment_receipt" }, [
        "kind",
        "entity_id",
      ]),
    ).toEqual(
      [R1, R2, R7, R5].map((reference) => ({
        kind: "payment_receipt",
        entity_id: ids.get(reference),
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
        imported(R1),
        imported(R2),
        imported(R3),
        first[3],
        first[4],
        imported(R5),
        first[6],
        imported(R1),
        imported(R7),
      ]);
    }
    const twice = await asAdmin(
      harness.app,
      harness.session,
      "POST",
      "/api/admin/bank-import/confirm",
      chosen,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(bankImportMessages.alreadyImported(6));
    expect(await writes()).toEqual(after);
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
      [1, 2].map(() =>
        asAdmin(harness.app, harness.session, "POST", "/api/admin/bank-import/confirm", body),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedRow(
      harness.database.db,
      "registrations",
      { reference: "CPSS-W6PQ5" },
      ["payment_status", "amount_received_centimes"],
    );
    expect(stored).toEqual({ payment_status: "payee", amount_received_centimes: 100_000 });
    const lines = await storedRows(
      harness.database.db,
      "bank_import_lines",
      { label: "VIR CPSS-W6PQ5 BERRADA" },
      ["registration_reference"],
    );
    expect(lines).toEqual([{ registration_reference: "CPSS-W6PQ5" }]);
  });
});
