import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-15-two-factor";
const MIGRATION = "2025-11-16-peer-review";

describe.each(DATABASE_ENGINES)("the 2025-11-16 peer-review migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;

  it("gives existing accounts no expertise, no institution and French; reviews keep their states", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await raw()
      .insertInto("users")
      .values({
        name: "Ancien",
        email: "ancien@example.ma",
        password_hash: "x",
        created_at: "2025-11-01T00:00:00.000Z",
      })
      .execute();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const user = await harness.database.db
      .selectFrom("users")
      .select(["id", "expertise", "institution", "language"])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ expertise: "[]", institution: "", language: "fr" });
    await expect(raw().updateTable("users").set({ language: "ar" }).execute()).rejects.toThrow();
    const { id: submissionId } = await raw()
      .insertInto("submissions")
      .values({
        reference: "ABS-MIGR1",
        first_name: "A",
        last_name: "B",
        email: "a@example.ma",
        phone: "",
        institution: "",
        department: "",
        country: "Maroc",
        submission_type: "oral",
        category: "prevention",
        title: "T",
        abstract: "R",
        keywords: "k",
        has_conflict_of_interest: 0,
        conflict_description: "",
        accepts_terms: 1,
        accepts_review: 1,
        created_at: "2025-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const assignment = {
      submission_id: submissionId,
      reviewer_id: user.id,
      assigned_at: "2025-11-16T00:00:00.000Z",
    };
    await raw().insertInto("review_assignments").values(assignment).execute();
    const stored = await harness.database.db
      .selectFrom("review_assignments")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "a_faire", scores: "{}", score_hundredths: null });
    // One reviewer once per abstract; a state outside the three refused.
    await expect(
      raw().insertInto("review_assignments").values(assignment).execute(),
    ).rejects.toThrow();
    await expect(
      raw().updateTable("review_assignments").set({ status: "perdue" }).execute(),
    ).rejects.toThrow();
    // Erasing the abstract takes its reviews with it.
    await raw().deleteFrom("submissions").where("id", "=", submissionId).execute();
    expect(await raw().selectFrom("review_assignments").selectAll().execute()).toEqual([]);
  });

  it("goes down again: the account kept, the new columns and tables gone", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const users = await raw().selectFrom("users").selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).not.toHaveProperty("expertise");
    for (const table of ["review_assignments", "review_conflicts", "review_reminders"]) {
      await expect(raw().selectFrom(table).selectAll().execute()).rejects.toThrow();
    }
  });
});
