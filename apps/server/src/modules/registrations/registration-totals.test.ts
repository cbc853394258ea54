import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

type Row = { id: number; last_name: string; payment_status: string };

describe.each(DATABASE_ENGINES)("registration filters and totals on $engine", ({ create }) => {
  let session: string;
  const get = async (url: string) => (await asAdmin(harness.app, session, "GET", url)).json();
  const names = (list: { data: Row[] }) => list.data.map((row) => row.last_name).sort();

  const harness = appHarness(create);
  beforeAll(async () => {
    await createAdmin(harness.database.db, "totaux@example.ma");
    session = await signIn(harness.app, "totaux@example.ma");
    // name, participation type, then the payment actions staff take.
    const people: [string, string, [string, unknown?][]][] = [
      ["Alaoui", "professionnel", []],
      ["Bennani", "professionnel", [["mark-paid", { paidAt: "2025-10-01", amount: "1000" }]]],
      ["Chraibi", "etudiant", [["mark-paid", { paidAt: "2025-10-01", amount: "200" }]]],
      ["Daoudi", "etudiant", [["mark-paid", { paidAt: "2025-10-01", amount: "700" }]]],
      ["Essaïdi", "chercheur", [["waive", WAIVER]]],
      ["Fassi", "sexologue", [["mark-paid", { paidAt: "2025-10-01", amount: "300" }], ["cancel"]]],
      ["Ghali", "autre", [["cancel"]]],
    ];
    for (const [lastName, participationType, actions] of people) {
      const response = await postJson(harness.app, "/api/registration", {
        ...validRegistration(),
        lastName,
        participationType,
      });
      const { id } = response.json();
      for (const [action, body] of actions) {
        const answer = await asAdmin(
          harness.app,
          session,
          "POST",
          `/api/admin/registrations/${id}/payment/${action}`,
          body,
        );
        expect(answer.statusCode, `${lastName} ${action}`).toBe(200);
      }
    }
  });

  it("filters the list by payment status and participation type, with the search", async () => {
    expect(names(await get("/api/admin/registrations?payment_status=en_attente"))).toEqual([
      "Alaoui",
      "Chraibi",
    ]);
    expect(names(await get("/api/admin/registrations?payment_status=payee"))).toEqual([
      "Bennani",
      "Daoudi",
    ]);
    const students = await get("/api/admin/registrations?participation_type=etudiant");
    expect(students.total).toBe(2);
    expect(names(students)).toEqual(["Chraibi", "Daoudi"]);
    const both = await get(
      "/api/admin/registrations?participation_type=etudiant&payment_status=payee",
    );
    expect(both).toMatchObject({ total: 1, data: [{ last_name: "Daoudi" }] });
    const searched = await get("/api/admin/registrations?q=ghali&payment_status=annulee");
    expect(names(searched)).toEqual(["Ghali"]);
    expect((await get("/api/admin/registrations?q=ghali&payment_status=payee")).total).toBe(0);
  });

  it("lists the reference, amount due and payment status of every row", async () => {
    const list = await get("/api/admin/registrations?q=chraibi");
    expect(list.data[0]).toMatchObject({
      reference: expect.stringMatching(/^CPSS-/),
      amount_due_centimes: 50_000,
      amount_received_centimes: 20_000,
      payment_status: "en_attente",
    });
  });

  it("totals expected (without cancelled or waived), received and outstanding", async () => {
    expect(await get("/api/admin/registrations/totals")).toEqual({
      count: 7,
      // Alaoui 1 000 + Bennani 1 000 + Chraibi 500 + Daoudi 500.
      expected_centimes: 300_000,
      // Bennani 1 000 + Chraibi 200 + Daoudi 700 + Fassi 300 (cancelled since).
      received_centimes: 220_000,
      // Alaoui 1 000 + Chraibi 300.
      outstanding_centimes: 130_000,
    });
  });

  it("totals exactly the rows the filters and the search keep", async () => {
    // The query, then the count and the expected, received and outstanding centimes.
    const cases: [string, number, number, number, number][] = [
      ["participation_type=etudiant", 2, 100_000, 90_000, 30_000],
      ["payment_status=annulee", 2, 0, 30_000, 0],
      ["q=alaoui", 1, 100_000, 0, 100_000],
      ["q=personne", 0, 0, 0, 0],
    ];
    for (const [query, count, expected, received, outstanding] of cases) {
      expect(await get(`/api/admin/registrations/totals?${query}`), query).toEqual({
        count,
        expected_centimes: expected,
        received_centimes: received,
        outstanding_centimes: outstanding,
      });
    }
  });

  it("totals the same rows as the list for a search typed without accents or case", async () => {
    // Stored "Essaïdi": each word through the search index, a short one checked on its rows.
    for (const q of ["ESSAIDI", "essaïdï", "ÏDI amina", "id ss", "essaidi alaoui"]) {
      const list = await get(`/api/admin/registrations?q=${encodeURIComponent(q)}`);
      const totals = await get(`/api/admin/registrations/totals?q=${encodeURIComponent(q)}`);
      expect(totals.count, q).toBe(list.total);
    }
    expect(names(await get("/api/admin/registrations?q=essa%C3%AFd%C3%AF"))).toEqual(["Essaïdi"]);
    expect(await get("/api/admin/registrations/totals?q=ESSAIDI")).toEqual({
      count: 1,
      expected_centimes: 0,
      received_centimes: 0,
      outstanding_centimes: 0,
    });
    expect((await get("/api/admin/registrations/totals?q=essaidi%20alaoui")).count).toBe(0);
  });

  it("refuses unknown filter values in French", async () => {
    for (const url of [
      "/api/admin/registrations?payment_status=rembourse",
      "/api/admin/registrations/totals?payment_status=rembourse",
    ]) {
      const response = await asAdmin(harness.app, session, "GET", url);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ payment_status: ["Statut de paiement inconnu"] });
    }
    const type = await asAdmin(
      harness.app,
      session,
      "GET",
      "/api/admin/registrations?participation_type=vip",
    );
    expect(type.json().errors).toEqual({ participation_type: ["Type de participation inconnu"] });
  });
});
