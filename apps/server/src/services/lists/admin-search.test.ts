import { type RawBuilder, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { type ContactRow, expectedMatches, insertContactRows } from "../../testing/contact-rows.ts";
import { DATABASE_ENGINES, migratedDatabase } from "../../testing/test-databases.ts";
import { listPage } from "./admin-list.ts";
import { EXACT_TOTAL_LIMIT } from "./admin-search.ts";

type Listed = { data: { id: number }[]; total: number; total_estimated?: true };

const day = (n: number) => new Date(Date.UTC(2025, 5, 1) + n * 3_600_000).toISOString();

/** People and subjects as the congress receives them: accents, case, apostrophes, scripts. */
const PEOPLE: Array<[string, string, string, string]> = [
  ["Élodie", "Chérif", "elodie.cherif@example.ma", "Hébergement près du palais"],
  ["ÉLODIE", "CHERIF", "e.cherif@example.fr", "Question sur l'hébergement"],
  ["Anne-Sophie", "N'Diaye", "as.ndiaye@example.sn", "Inscription – tarif étudiant"],
  ["Jean-Baptiste", "O’Brien", "jb.obrien@example.ie", "Demande d'attestation"],
  ["Nadia", "El Amrani", "nadia.elamrani@example.ma", "Atelier de sexologie clinique"],
  ["Ce\u0301line", "D'Alembert", "celine@example.fr", "Tarif de groupe"],
  ["أمينة", "العلوي", "amina.alaoui@example.ma", "التسجيل في المؤتمر"],
  ["محمد", "بنعلي", "m.benali@example.ma", "Hébergement"],
  ["Li", "Ng", "li.ng@example.cn", "Visa"],
  ["Bo", "Ba", "bo.ba@example.sn", "Tarif"],
  ["Awa", "Sy", "awa.sy@example.sn", "Programme du 31 octobre"],
  ["Zoë", "Ñúñez", "zoe.nunez@example.es", "Poster scientifique"],
  ["Łukasz", "Øyvind", "lukasz@example.pl", "Œuvre et santé sexuelle"],
  ["Jürgen", "Straße", "j.strasse@example.de", "Müller & associés"],
  ["Fatou", "Diallo", "fatou_diallo@example.sn", "Réduction de 100% ?"],
];

const QUERIES = [
  "elodie",
  "ÉLODIE",
  "chérif",
  "CHERIF",
  "élodie chérif",
  "cherif elodie",
  "e\u0301lodie",
  "n'diaye",
  "ndiaye",
  "diaye",
  "anne-sophie",
  "sophie anne",
  "jean-bap",
  "o’brien",
  "brien",
  "d'alembert",
  "celine",
  "CÉLINE",
  "l'hebergement",
  "hebergement",
  "HÉBERGEMENT palais",
  "أمينة",
  "العلوي",
  "محمد",
  "المؤتمر",
  "li",
  "l",
  "e",
  "ba",
  "sy ba",
  "ng",
  "31",
  "zoe",
  "zoë",
  "nunez",
  "ÑÚÑEZ",
  "lukasz",
  "łukasz",
  "oyvind",
  "øyvind",
  "oeuvre",
  "œuvre",
  "strasse",
  "straße",
  "muller",
  "müller",
  "étudiant tarif",
  "tarif",
  "100%",
  "%",
  "_",
  "fatou_",
  "a b c",
  "\u0301\u0301\u0301",
  "a\u0301\u0301\u0301",
  '"""',
  "NEAR(a b)",
  "*)(",
  "   ",
  "xyz",
  "zzzzzz",
];

describe.each(DATABASE_ENGINES)("admin search through the index on $engine", ({ create }) => {
  const rows: Required<ContactRow>[] = [];
  const list = async (query: string) => {
    const response = await admin("GET", `/api/admin/contacts?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as Listed;
  };
  const search = (q: string, rest = "per_page=100") => list(`${rest}&q=${encodeURIComponent(q)}`);

  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "search@example.ma");

  it("finds what the old LIKE search found, word for word, on a varied fixture", async () => {
    PEOPLE.forEach(([first_name, last_name, email, subject], i) => {
      rows.push({ id: i + 1, first_name, last_name, email, subject, created_at: day(i) });
    });
    await insertContactRows(harness.database.db, rows);
    for (const q of QUERIES) {
      const answer = await search(q);
      const expected = expectedMatches(rows, q);
      expect(
        answer.data.map((row) => row.id),
        q,
      ).toEqual(expected);
      expect(answer.total, q).toBe(expected.length);
      expect(answer.total_estimated, q).toBeUndefined();
    }
    expect((await search("elodie")).total).toBe(2);
    expect((await search("محمد")).total).toBe(1);
    expect((await search("zzzzzz")).data).toEqual([]);
  });

  describe("with more matches than the exact total limit", () => {
    // 2 500 rows in date order, a common word in four of five, a rarer one in one of six, and a
    // rare one in three; then rows imported with low ids but the latest dates.
    const COUNT = 2500;
    /** A row imported late: a low id, one of the latest dates. */
    const late = (id: number) => ({
      id,
      first_name: "Importé",
      last_name: `Tardif${id}`,
      email: `import${id}@example.ma`,
      subject: "Question fréquente",
      created_at: day(COUNT + 100 + id),
    });
    beforeAll(async () => {
      await harness.database.db.deleteFrom("contact_messages").execute();
      rows.length = 0;
      for (let n = 0; n < COUNT; n++) {
        rows.push({
          id: 1000 + n,
          first_name: ["Amina", "Moussa", "Élodie", "Karim"][n % 4] ?? "",
          last_name: n % 833 === 5 ? "Zanmènou" : `Nom${n % 50}`,
          email: `p${n}@example.ma`,
          subject: `${n % 5 === 0 ? "" : "Question fréquente"} ${n % 6 === 0 ? "tarif réduit" : ""}`,
          created_at: day(n),
        });
      }
      for (let id = 1; id <= 20; id++) rows.push(late(id));
      await insertContactRows(harness.database.db, rows);
    });

    it("pages every kind of word exactly as the old search did", async () => {
      const queries = ["frequente", "FRÉQUENTE question", "tarif", "zanmenou", "qu", "e", "nom1"];
      for (const q of queries) {
        const expected = expectedMatches(rows, q);
        for (const page of [1, 2, 3]) {
          const answer = await search(q, `per_page=10&page=${page}`);
          expect(
            answer.data.map((row) => row.id),
            `${q} page ${page}`,
          ).toEqual(expected.slice((page - 1) * 10, page * 10));
        }
        const deep = await search(q, "per_page=100&page=16");
        expect(
          deep.data.map((row) => row.id),
          `${q} page 16`,
        ).toEqual(expected.slice(1500, 1600));
      }
    });

    it("puts the imported rows first: a later date outranks a higher id", async () => {
      const answer = await search("frequente", "per_page=20");
      expect(answer.data.map((row) => row.id)).toEqual(
        Array.from({ length: 20 }, (_, i) => 20 - i),
      );
    });

    it("gives an exact total up to the limit and a flagged estimate beyond it", async () => {
      const rare = await search("zanmenou");
      expect(rare).toMatchObject({ total: 3 });
      expect(rare.total_estimated).toBeUndefined();
      const rarer = expectedMatches(rows, "tarif").length;
      expect(rarer).toBeLessThan(EXACT_TOTAL_LIMIT);
      const middle = await search("tarif");
      expect(middle.total).toBe(rarer);
      expect(middle.total_estimated).toBeUndefined();

      const common = expectedMatches(rows, "frequente").length;
      expect(common).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      const estimated = await search("frequente");
      expect(estimated.total_estimated).toBe(true);
      expect(estimated.total).toBeGreaterThan(common * 0.7);
      expect(estimated.total).toBeLessThan(common * 1.3);

      const unfiltered = await list("per_page=10");
      expect(unfiltered).toMatchObject({ total: COUNT + 20 });
      expect(unfiltered.total_estimated).toBeUndefined();
    });

    it("still pages right when many rows are out of date order (the database sorts)", async () => {
      const more = [];
      for (let id = 21; id <= 120; id++) more.push(late(id));
      rows.push(...more);
      await insertContactRows(harness.database.db, more);
      for (const q of ["frequente", "importe", "e"]) {
        const expected = expectedMatches(rows, q);
        const answer = await search(q, "per_page=10&page=2");
        expect(
          answer.data.map((row) => row.id),
          q,
        ).toEqual(expected.slice(10, 20));
      }
    });
  });
});

describe("the search's walk on PostgreSQL", () => {
  it("is planned once per connection for words the trigram index looks up, and only then", async () => {
    const [, postgres] = DATABASE_ENGINES;
    const database = await migratedDatabase(postgres.create);
    try {
      const rows = PEOPLE.map(([first_name, last_name, email, subject], i) => ({
        id: i + 1,
        first_name,
        last_name,
        email,
        subject,
        created_at: day(i),
      }));
      await insertContactRows(database.db, rows);
      await database.db.connection().execute(async (connection) => {
        const search = (q: string, filters: RawBuilder<boolean>[] = []) =>
          listPage(connection, "contact_messages", { page: 1, per_page: 10, q }, filters);
        const statements = async () => {
          const { rows } = await sql<{ statement: string }>`
            select statement from pg_prepared_statements`.execute(connection);
          return rows.length;
        };
        // A short word, a word of punctuation, a word outside ASCII, a filter: planned each time.
        for (const q of ["li", "o’b", "محمد"]) await search(q);
        await search("elodie", [sql<boolean>`s.email like '%.ma'`]);
        expect(await statements()).toBe(0);
        // One word, then another: the same statement.
        const found = await search("elodie");
        expect(found.rows.map((row) => row.id)).toEqual(expectedMatches(rows, "elodie"));
        expect((await search("cherif")).total).toBe(expectedMatches(rows, "cherif").length);
        expect(await statements()).toBe(1);
        await search("elodie cherif");
        expect(await statements()).toBe(2);
      });
    } finally {
      await database.drop();
    }
  });
});
