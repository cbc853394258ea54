import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { actionActorsQuery, auditActors } from "../../services/audit/audit-repository.ts";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";

const BEFORE = "2025-11-19-programme";
const INDEX = "audit_log_action_actor_index";

/**
 * A log where the secretariat's few lines sit among many lines it may not read (sign-ins, a
 * reviewer's submits): the actors it reads are found by seeks, not by reading those lines.
 */
describe.each(DATABASE_ENGINES)(
  "the 2025-11-23 audit action-actor index on $engine",
  ({ create }) => {
    const harness = migrationHarness(create);

    const plan = async () => {
      const db = harness.database.db;
      if (!isPostgres(db)) {
        const { rows } = await sql<{ detail: string }>`
        explain query plan ${actionActorsQuery}`.execute(db);
        return rows.map((row) => row.detail);
      }
      const { rows } = await sql<{ "QUERY PLAN": string }>`
      explain (analyze, costs off) ${actionActorsQuery}`.execute(db);
      return rows.map((row) => row["QUERY PLAN"]);
    };

    it("lists the actors of the lines a role reads by seeks in the index", async () => {
      const db = harness.database.db as unknown as Kysely<any>;
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const line = (action: string, actor_email: string, actor_id: number | null) => ({
        created_at: "2025-10-07T08:00:00.000Z",
        actor_id,
        actor_email,
        action,
        entity_type: "registration",
        entity_reference: "",
      });
      await db
        .insertInto("audit_log")
        .values([
          line("registration.payment.mark_paid", "secretariat@example.ma", 2),
          line("submission.review.submit", "relectrice@example.ma", 3),
          line("auth.sign_in", "admin@example.ma", 1),
          line("auth.sign_in_failed", "intrus@example.com", null),
          {
            ...line("setting.update", "admin@example.ma", 1),
            entity_reference: "registrations_close_at",
          },
        ])
        .execute();
      expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
      if (isPostgres(harness.database.db)) {
        // PostgreSQL plans by its statistics: give it a log worth an index.
        await sql`insert into audit_log (created_at, actor_id, actor_email, action, entity_type)
        select '2025-10-08T08:00:00.000Z', 3, 'relectrice@example.ma', 'auth.sign_in', 'user'
        from generate_series(1, 20000)`.execute(db);
        await sql`analyze audit_log`.execute(db);
      }
      expect(await auditActors(harness.database.db, "secretariat")).toEqual([
        "admin@example.ma",
        "secretariat@example.ma",
      ]);
      expect(await auditActors(harness.database.db, "admin")).toEqual([
        "admin@example.ma",
        "relectrice@example.ma",
        "secretariat@example.ma",
      ]);

      const steps = await plan();
      if (isPostgres(harness.database.db)) {
        expect(
          steps.filter((step) => step.includes(`Index Only Scan using ${INDEX}`)),
        ).toHaveLength(6);
        expect(steps.filter((step) => step.includes("Seq Scan"))).toEqual([]);
      } else {
        expect(steps).toContain(
          `SEARCH audit_log USING INDEX ${INDEX} (action=? AND actor_email>?)`,
        );
        expect(steps).toContain(`SEARCH audit_log USING INDEX ${INDEX} (action>?)`);
        expect(steps.filter((step) => /^SCAN audit_log(?! USING)/.test(step))).toEqual([]);
      }
    });

    it("goes down again: no index, every line kept", async () => {
      const db = harness.database.db;
      const lines = async () => (await db.selectFrom("audit_log").select("id").execute()).length;
      const kept = await lines();
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const { rows } = isPostgres(db)
        ? await sql`select 1 from pg_indexes where indexname = ${INDEX}`.execute(db)
        : await sql`select 1 from sqlite_master where name = ${INDEX}`.execute(db);
      expect(rows).toEqual([]);
      expect(await lines()).toBe(kept);
    });
  },
);
