import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";
import { migrations } from "../migrate.ts";
import { LIST_INDEXES } from "./2025-11-04-list-filters.ts";

const expected = Object.entries(LIST_INDEXES)
  .flatMap(([table, columns]) => columns.map((column) => `${table}_${column}_id_index`))
  .sort();

const tables = sql.join(Object.keys(LIST_INDEXES).map((table) => sql`${table}`));

describe.each(DATABASE_ENGINES)("the list filters migration on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.drop());

  const listIndexes = async () => {
    const { rows } = isPostgres(database.db)
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename in (${tables}) and indexname like '%\\_id\\_index' escape '\\'`.execute(
          database.db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'
          and tbl_name in (${tables}) and name like '%\\_id\\_index' escape '\\'`.execute(
          database.db,
        );
    return rows.map(({ name }) => name).sort();
  };

  it("adds a (column, id) index per filter and sort column, and removes them going down", async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await listIndexes()).toEqual(expected);
    // Down to the migration before this one: later migrations are undone with it.
    expect((await migrator.migrateTo("2025-11-03-submission-decisions")).error).toBeUndefined();
    expect(await listIndexes()).toEqual([]);
  });
});
