import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-19-programme";
const MIGRATION = "2025-11-25-review-revision";

describe.each(DATABASE_ENGINES)(
  "the 2025-11-25 review-revision migration on $engine",
  ({ create }) => {
    const harness = migrationHarness(create);
    const raw = () => harness.database.db as unknown as Kysely<any>;

    it("gives the drafts already saved revision 0, their contents kept, and goes down again", async () => {
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const { id: reviewerId } = await raw()
        .insertInto("users")
        .values({
          name: "Relectrice",
          email: "relectrice@example.ma",
          password_hash: "x",
          created_at: "2025-11-01T00:00:00.000Z",
          role: "reviewer",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { id: submissionId } = await raw()
        .insertInto("submissions")
        .values({
          reference: "ABS-REV01",
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
      const draft = {
        submission_id: submissionId,
        reviewer_id: reviewerId,
        assigned_at: "2025-11-16T00:00:00.000Z",
        status: "brouillon",
        scores: '{"originalite":4}',
        comment_to_authors: "Clair.",
      };
      await raw().insertInto("review_assignments").values(draft).execute();

      expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(
        await raw()
          .selectFrom("review_assignments")
          .select(["status", "scores", "comment_to_authors", "revision"])
          .execute(),
      ).toEqual([
        {
          status: "brouillon",
          scores: '{"originalite":4}',
          comment_to_authors: "Clair.",
          revision: 0,
        },
      ]);

      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const [row] = await raw().selectFrom("review_assignments").selectAll().execute();
      expect(row).toMatchObject({ status: "brouillon", comment_to_authors: "Clair." });
      expect(row).not.toHaveProperty("revision");
    });
  },
);
