import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { auditActors, auditActorsQuery } from "../../services/audit/audit-repository.ts";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";

const BEFORE = "2025-11-07-languages";
const INDEX = "audit_log_actor_index";

/** Lines as an earlier deployment wrote them: admins' actions and failed sign-ins (no actor id). */
const LINES = [
  { actor_id: 2, actor_email: "brahim@example.ma" },
  { actor_id: 1, actor_email: "amina@example.ma" },
  { actor_id: null, actor_email: "intrus@example.com" },
  { actor_id: 2, actor_email: "brahim@example.ma" },
  // An admin deleted since: the log keeps their lines, the filter keeps offering them.
  { actor_id: 9, actor_email: "ancienne@example.ma" },
];

describe.each(DATABASE_ENGINES)("the 2025-11-08 audit actor index on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  const hasIndex = async () => {
    const { rows } = isPostgres(harness.database.db)
      ? await sql`select 1 from pg_indexes where indexname = ${INDEX}`.execute(harness.database.db)
      : await sql`select 1 from sqlite_master where name = ${INDEX}`.execute(harness.database.db);
    return rows.length === 1;
  };

  /** The plan of the actors' query, one line per step (PostgreSQL's as run, to show its subplans). */
  const plan = async () => {
    const db = harness.database.db;
    if (!isPostgres(db)) {
      const { rows } = await sql<{
        detail: string;
      }>`explain query plan ${auditActorsQuery}`.execute(db);
      return rows.map((row) => row.detail);
    }
    const { rows } = await sql<{
      "QUERY PLAN": string;
    }>`explain (analyze, costs off) ${auditActorsQuery}`.execute(db);
    return rows.map((row) => row["QUERY PLAN"]);
  };

  it("indexes the admins' lines, and the actors' query seeks in it instead of reading the log", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await (harness.database.db as unknown as Kysely<any>)
      .insertInto("audit_log")
      .values(
        LINES.map((line) => ({
          ...line,
          created_at: "2025-10-07T08:00:00.000Z",
          action: "auth.login",
          entity_type: "user",
        })),
      )
      .execute();
    expect(await hasIndex()).toBe(false);

    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await hasIndex()).toBe(true);
    if (isPostgres(harness.database.db)) {
      // PostgreSQL plans by its statistics: give it a log worth an index (SQLite plans by shape).
      await sql`insert into audit_log (created_at, actor_id, actor_email, action, entity_type)
        select '2025-10-08T08:00:00.000Z', 1, 'amina@example.ma', 'registration.update',
          'registration' from generate_series(1, 20000)`.execute(harness.database.db);
      await sql`analyze audit_log`.execute(harness.database.db);
    }
    expect(await auditActors(harness.database.db, "admin")).toEqual([
      "amina@example.ma",
      "ancienne@example.ma",
      "brahim@example.ma",
    ]);

    // Each step seeks the next admin in the index; nothing reads the log itself.
    const steps = await plan();
    if (isPostgres(harness.database.db)) {
      expect(steps).toContainEqual(
        expect.stringContaining(`Index Only Scan using ${INDEX} on audit_log audit_log_1`),
      );
      expect(steps).toContainEqual(
        expect.stringContaining("Index Cond: (actor_email > actor_1.email)"),
      );
      expect(steps.filter((step) => step.includes("Seq Scan"))).toEqual([]);
    } else {
      expect(steps).toContain(`SEARCH audit_log USING COVERING INDEX ${INDEX} (actor_email>?)`);
      expect(steps.filter((step) => /^SCAN audit_log(?! USING)/.test(step))).toEqual([]);
    }
  });

  it("goes down again: no index, every line kept", async () => {
    const lines = async () =>
      (await harness.database.db.selectFrom("audit_log").select("id").execute()).length;
    const kept = await lines();
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await hasIndex()).toBe(false);
    expect(await lines()).toBe(kept);
  });
});
