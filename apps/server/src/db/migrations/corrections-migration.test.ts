import { validContact } from "@congres/shared/testing";
import { type Kysely, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";
import { migrations } from "../migrate.ts";

describe.each(DATABASE_ENGINES)("the corrections migration on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.drop());

  it("gives every existing row version 1 and, on SQLite, search indexes that forget at once", async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    await migrator.migrateTo("2025-10-20-audit-search");
    const before = database.db as unknown as Kysely<any>;
    const { firstName, lastName, email, phone, institution, subject, message } = validContact();
    await before
      .insertInto("contact_messages")
      .values({
        first_name: firstName,
        last_name: lastName,
        email,
        phone,
        institution,
        subject,
        message,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await database.db.selectFrom("contact_messages").select("version").execute();
    expect(rows).toEqual([{ version: 1 }]);
    if (isPostgres(database.db)) return;
    const { rows: config } = await sql<{ k: string; v: number }>`
      select k, v from registrations_search_config where k = 'secure-delete'`.execute(database.db);
    expect(config).toEqual([{ k: "secure-delete", v: 1 }]);
  });
});
