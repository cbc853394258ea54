import type { StatementProposals } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { asAdmin } from "../../testing/admin-session.ts";
import {
  bankImportHarness,
  FIRST_PROPOSALS,
  R1,
  R2,
  summary,
} from "../../testing/bank-import-harness.ts";
import { insertRows, registrationRow } from "../../testing/list-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  FIXTURE_OPERATIONS,
  type FixtureName,
  readFixture,
  STATEMENT_FIXTURES,
} from "./statement-fixtures.ts";

/** Reading a statement and proposing its matches: nothing is written until staff confirm. */
describe.each(DATABASE_ENGINES)("bank statement proposals on $engine", ({ create }) => {
  const harness = bankImportHarness(create);
  const { upload, propose, writes, ids } = harness;

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
          id: ids.get(R2),
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

  it("proposes the registration whose name in Latin letters is the payer's, and finds it by hand", async () => {
    await insertRows(harness.database.db, "registrations", [
      registrationRow(90, {
        reference: "CPSS-Q7RT2",
        first_name: "فاطمة",
        last_name: "بنعلي",
        latin_name: "Fatima Benali",
        email: "f.b@example.ma",
      }),
      // Same family name, another person: the payer's whole name must match.
      registrationRow(91, { reference: "CPSS-Q7RT3", first_name: "Karima", last_name: "Benali" }),
    ]);
    const statement = [
      "Date;Libellé;Donneur d'ordre;Montant",
      "10/10/2025;VIREMENT INSCRIPTION CONGRES;BENALI FATIMA;1000,00",
      "11/10/2025;VIREMENT;BENALI;1000,00",
    ].join("\r\n");
    const mapping = { date: "Date", amount: "Montant", label: "Libellé", payer: "Donneur d'ordre" };
    const response = await upload("proposals", statement, `?${new URLSearchParams(mapping)}`);
    expect(response.statusCode, response.body).toBe(200);
    const [named, unnamed] = (response.json() as StatementProposals).lines;
    expect(named).toMatchObject({
      status: "no_reference",
      reason:
        "Aucune référence d'inscription dans le libellé ; le donneur d'ordre porte le nom de CPSS-Q7RT2",
      candidates: [{ reference: "CPSS-Q7RT2", name: "فاطمة بنعلي (Fatima Benali)" }],
    });
    expect(unnamed).toMatchObject({ status: "no_reference", candidates: [] });
    const found = await asAdmin(
      harness.app,
      harness.session,
      "GET",
      `/api/admin/bank-import/registrations?${new URLSearchParams({ q: "BENALI FATIMA" })}`,
    );
    expect((found.json().data as { reference: string }[]).map((c) => c.reference)).toEqual([
      "CPSS-Q7RT2",
    ]);
  });

  it("finds a registration to match by hand, by reference in any spelling or by name", async () => {
    const found = async (q: string) => {
      const response = await asAdmin(
        harness.app,
        harness.session,
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
});
