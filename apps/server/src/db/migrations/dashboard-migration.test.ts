import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";

const CHART_INDEXES = [
  "registrations_country_index",
  "registrations_created_hour_index",
  "registrations_participation_type_index",
  "registrations_payment_totals_index",
  "submissions_category_index",
  "submissions_submission_type_index",
];

describe.each(DATABASE_ENGINES)("the 2025-11-06 dashboard migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  const chartIndexes = async () => {
    const { rows } = isPostgres(harness.database.db)
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where indexname like '%\_index'`.execute(
          harness.database.db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
          harness.database.db,
        );
    return rows
      .map((row) => row.name)
      .filter((name) => CHART_INDEXES.includes(name))
      .sort();
  };

  it("indexes the charted columns and gives existing admins an empty last sign-in", async () => {
    await harness.migrator.migrateTo("2025-10-20-audit-search");
    const before = harness.database.db as unknown as Kysely<any>;
    await before
      .insertInto("users")
      .values({
        name: "Ancien",
        email: "ancien@example.ma",
        password_hash: "x",
        created_at: "2025-10-01T00:00:00.000Z",
      })
      .execute();
    expect(await chartIndexes()).toEqual([]);

    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await chartIndexes()).toEqual(CHART_INDEXES);
    const users = await harness.database.db
      .selectFrom("users")
      .select(["email", "last_sign_in_at"])
      .execute();
    expect(users).toEqual([{ email: "ancien@example.ma", last_sign_in_at: null }]);
  });

  it("goes down again: no chart index, no column, the admin kept", async () => {
    expect((await harness.migrator.migrateTo("2025-10-20-audit-search")).error).toBeUndefined();
    expect(await chartIndexes()).toEqual([]);
    const rows = await (harness.database.db as unknown as Kysely<any>)
      .selectFrom("users")
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty("last_sign_in_at");
  });
});
