import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

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
  const harness = migrationHarness(create);

  it("marks every existing submission as submitted, without note or message", async () => {
    await harness.migrator.migrateTo("2025-10-20-audit-search");
    const before = harness.database.db as unknown as Kysely<any>;
    for (const n of [1, 2, 3])
      await before.insertInto("submissions").values(submission(n)).execute();
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await harness.database.db
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
    expect((await harness.migrator.migrateDown()).error).toBeUndefined();
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    const { count } = await harness.database.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "soumise")
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });
});
