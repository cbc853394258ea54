import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { migrations } from "../migrate.ts";

const submission = (n: number) => ({
  reference: `ABS-T${String(n).padStart(4, "2")}`,
  first_name: `Prénom${n}`,
  last_name: "Nom",
  email: `s${n}@example.sn`,
  phone: "+221 77 000 00 00",
  institution: "UCAD",
  department: "",
  country: "Sénégal",
  submission_type: "oral",
  category: "prevention",
  title: `Titre ${n}`,
  abstract: "Résumé",
  keywords: "",
  has_conflict_of_interest: 0,
  conflict_description: "",
  accepts_terms: 1,
  accepts_review: 1,
  created_at: new Date().toISOString(),
});

describe.each(DATABASE_ENGINES)("the submission decisions migration on $engine", ({ create }) => {
  let database: TestDatabase;
  let migrator: Migrator;
  beforeAll(async () => {
    database = await create();
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
  });
  afterAll(() => database.drop());

  it("marks every existing submission as submitted, without note or message", async () => {
    await migrator.migrateTo("2025-10-20-audit-search");
    const before = database.db as unknown as Kysely<any>;
    for (const n of [1, 2, 3])
      await before.insertInto("submissions").values(submission(n)).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await database.db
      .selectFrom("submissions")
      .select(["reference", "status", "committee_note", "author_message"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual(
      [1, 2, 3].map((n) => ({
        reference: submission(n).reference,
        status: "soumise",
        committee_note: "",
        author_message: "",
      })),
    );
  });

  it("goes down and up again", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { count } = await database.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "soumise")
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });
});
