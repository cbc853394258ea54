import { describe, expect, it } from "vitest";
import { asAdmin } from "../../testing/admin-session.ts";
import {
  bankImportHarness,
  FIRST_PROPOSALS,
  R1,
  R2,
  summary,
} from "../../testing/bank-import-harness.ts";
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
