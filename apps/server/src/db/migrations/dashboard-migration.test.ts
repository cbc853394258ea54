import { type Kysely, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";
import { migrations } from "../migrate.ts";

const CHART_INDEXES = [
  "registrations_country_index",
  "registrations_created_hour_index",
  "registrations_participation_type_index",
  "registrations_payment_totals_index",
  "submissions_category_index",
  "submissions_submission_type_index",
];

describe.each(DATABASE_ENGINES)("the 2025-11-06 dashboard migration on $engine", ({ create }) => {
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

  const chartIndexes = async () => {
    const { rows } = isPostgres(database.db)
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where indexname like '%\_index'`.execute(
          database.db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
          database.db,
        );
    return rows
      .map((row) => row.name)
      .filter((name) => CHART_INDEXES.includes(name))
      .sort();
  };

  it("indexes the charted columns and gives existing admins an empty last sign-in", async () => {
    await migrator.migrateTo("2025-10-20-audit-search");
    const before = database.db as unknown as Kysely<any>;
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

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await chartIndexes()).toEqual(CHART_INDEXES);
    const users = await database.db
      .selectFrom("users")
      .select(["email", "last_sign_in_at"])
      .execute();
    expect(users).toEqual([{ email: "ancien@example.ma", last_sign_in_at: null }]);
  });

  it("goes down again: no chart index, no column, the admin kept", async () => {
    expect((await migrator.migrateTo("2025-10-20-audit-search")).error).toBeUndefined();
    expect(await chartIndexes()).toEqual([]);
    const rows = await (database.db as unknown as Kysely<any>)
      .selectFrom("users")
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty("last_sign_in_at");
  });
});
