import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { contactRow, insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** Submissions 1…6 (ids in order): what sets each apart from `submissionRow`'s. */
const SUBMISSIONS = [
  { submission_type: "oral", category: "prevention", country: "Maroc", last_name: "Zerouali" },
  { submission_type: "poster", category: "prevention", country: "Sénégal", last_name: "Amrani" },
  { submission_type: "oral", category: "violences", country: "Sénégal", last_name: "Bennis" },
  { submission_type: "poster", category: "violences", country: "Maroc", last_name: "Amrani" },
  {
    submission_type: "oral",
    category: "prevention",
    country: "France",
    last_name: "Chraibi",
    first_name: "Élodie",
  },
  { submission_type: "poster", category: "formation", country: "Maroc", last_name: "Diallo" },
];

/** Registration n: participation type, country, payment status, amount due (centimes). */
const REGISTRATIONS = [
  ["professionnel", "Maroc", "en_attente", 100_000],
  ["etudiant", "Maroc", "payee", 50_000],
  ["etudiant", "Tunisie", "en_attente", 50_000],
  ["chercheur", "Tunisie", "annulee", 100_000],
] as const;

/** Contacts around the end of October 2025, when Casablanca is at UTC+1. */
const CONTACT_TIMES = [
  "2025-10-29T12:00:00.000Z", // 29/10 13:00 in Casablanca
  "2025-10-30T22:59:00.000Z", // 30/10 23:59
  "2025-10-30T23:30:00.000Z", // 31/10 00:30: the 31st there, the 30th in UTC
  "2025-11-02T10:00:00.000Z", // 02/11 11:00
];

describe.each(DATABASE_ENGINES)(
  "admin list filters, sorts and page sizes on $engine",
  ({ create }) => {
    const harness = appHarness(create);
    let session: string;
    const ids = async (url: string) => {
      const response = await asAdmin(harness.app, session, "GET", url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { id: number }[]; total: number };
      return { ids: body.data.map((row) => row.id), total: body.total };
    };
    const refused = async (url: string) => {
      const response = await asAdmin(harness.app, session, "GET", url);
      expect(response.statusCode).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };

    beforeAll(async () => {
      await createAdmin(harness.database.db, "filtres@example.ma");
      session = await signIn(harness.app, "filtres@example.ma");
      await insertRows(
        harness.database.db,
        "submissions",
        SUBMISSIONS.map((row, i) => submissionRow(i + 1, row)),
      );
      await insertRows(
        harness.database.db,
        "registrations",
        REGISTRATIONS.map(([participation_type, country, payment_status, amount_due_centimes], i) =>
          registrationRow(i + 1, {
            participation_type,
            country,
            payment_status,
            amount_due_centimes,
          }),
        ),
      );
      await insertRows(
        harness.database.db,
        "contact_messages",
        CONTACT_TIMES.map((created_at, i) => contactRow(i + 1, { created_at })),
      );
    });

    it("filters submissions by type, category and country, alone and together", async () => {
      const list = "/api/admin/submissions";
      expect(await ids(`${list}?submission_type=poster`)).toEqual({ ids: [6, 4, 2], total: 3 });
      expect(await ids(`${list}?category=violences`)).toEqual({ ids: [4, 3], total: 2 });
      expect(await ids(`${list}?country=S%C3%A9n%C3%A9gal`)).toEqual({ ids: [3, 2], total: 2 });
      expect(await ids(`${list}?submission_type=oral&country=S%C3%A9n%C3%A9gal`)).toEqual({
        ids: [3],
        total: 1,
      });
      expect(await ids(`${list}?category=formation&country=France`)).toEqual({ ids: [], total: 0 });
    });

    it("combines the filters with the indexed search", async () => {
      const list = "/api/admin/submissions";
      expect(await ids(`${list}?q=amrani&submission_type=poster`)).toEqual({
        ids: [4, 2],
        total: 2,
      });
      expect(await ids(`${list}?q=amrani&country=Maroc`)).toEqual({ ids: [4], total: 1 });
      // "el" is shorter than a trigram: checked on the rows, not looked up in the index.
      expect(await ids(`${list}?q=elodie&country=France`)).toEqual({ ids: [5], total: 1 });
      expect(await ids(`${list}?q=el&country=France`)).toEqual({ ids: [5], total: 1 });
    });

    it("sorts by a whitelisted column, ties broken by id in the same direction", async () => {
      const list = "/api/admin/submissions";
      expect((await ids(`${list}?sort=last_name`)).ids).toEqual([2, 4, 3, 5, 6, 1]);
      expect((await ids(`${list}?sort=last_name&order=desc`)).ids).toEqual([1, 6, 5, 3, 4, 2]);
      expect((await ids(`${list}?sort=created_at&order=asc`)).ids).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await ids(`${list}?sort=country`)).ids).toEqual([5, 1, 4, 6, 2, 3]);
      // With a search and a filter: the harness.database sorts the matches; the total stays exact.
      expect(await ids(`${list}?q=prenom&submission_type=oral&sort=last_name`)).toEqual({
        ids: [3, 1],
        total: 2,
      });
      // "nom" is in every "Prénom" but Élodie's (5): Zerouali 1, Diallo 6 | Bennis 3, Amrani 4…
      expect(await ids(`${list}?q=nom&sort=last_name&order=desc&per_page=2&page=2`)).toEqual({
        ids: [3, 4],
        total: 5,
      });
    });

    it("pages by the chosen page size, in any order", async () => {
      const list = "/api/admin/submissions";
      expect(await ids(`${list}?per_page=2&page=2&sort=last_name`)).toEqual({
        ids: [3, 5],
        total: 6,
      });
      expect(await ids(`${list}?per_page=4&page=2`)).toEqual({ ids: [2, 1], total: 6 });
      for (const size of [10, 25, 50, 100]) {
        expect((await ids(`${list}?per_page=${size}`)).ids).toHaveLength(6);
      }
    });

    it("filters registrations by participation type, country and payment status", async () => {
      const list = "/api/admin/registrations";
      expect(await ids(`${list}?participation_type=etudiant`)).toEqual({ ids: [3, 2], total: 2 });
      expect(await ids(`${list}?country=Tunisie`)).toEqual({ ids: [4, 3], total: 2 });
      expect(await ids(`${list}?country=Tunisie&payment_status=en_attente`)).toEqual({
        ids: [3],
        total: 1,
      });
      expect((await ids(`${list}?sort=amount_due_centimes`)).ids).toEqual([2, 3, 1, 4]);
      expect((await ids(`${list}?sort=payment_status&order=desc`)).ids).toEqual([2, 3, 1, 4]);
      const totals = await asAdmin(harness.app, session, "GET", `${list}/totals?country=Maroc`);
      expect(totals.json()).toMatchObject({ count: 2, expected_centimes: 150_000 });
    });

    it("filters contacts by a date range, days counted in Casablanca's time", async () => {
      const list = "/api/admin/contacts";
      expect((await ids(`${list}?created_from=2025-10-31`)).ids).toEqual([4, 3]);
      expect((await ids(`${list}?created_to=2025-10-30`)).ids).toEqual([2, 1]);
      expect(await ids(`${list}?created_from=2025-10-30&created_to=2025-10-31`)).toEqual({
        ids: [3, 2],
        total: 2,
      });
      expect((await ids(`${list}?created_from=2025-10-30&sort=last_name&order=desc`)).ids).toEqual([
        4, 3, 2,
      ]);
    });

    it("refuses unknown filters, sorts and page sizes with French messages", async () => {
      expect((await refused("/api/admin/submissions?country=Atlantide")).country).toEqual([
        "Pays inconnu",
      ]);
      expect((await refused("/api/admin/submissions?category=autre")).category).toEqual([
        "Catégorie inconnue",
      ]);
      expect((await refused("/api/admin/submissions?sort=email")).sort).toEqual(["Tri inconnu"]);
      expect((await refused("/api/admin/submissions?sort=title;drop")).sort).toEqual([
        "Tri inconnu",
      ]);
      expect((await refused("/api/admin/registrations?order=up")).order).toEqual([
        "Ordre de tri inconnu (asc ou desc)",
      ]);
      expect(
        (await refused("/api/admin/contacts?created_from=31%2F10%2F2025")).created_from,
      ).toEqual(["La date de début doit être une date (AAAA-MM-JJ)"]);
      expect((await refused("/api/admin/contacts?created_to=2025-13-45")).created_to).toEqual([
        "La date de fin doit être une date (AAAA-MM-JJ)",
      ]);
      expect((await refused("/api/admin/contacts?per_page=101")).per_page?.[0]).toMatch(
        /^Le nombre de lignes/,
      );
    });
  },
);
