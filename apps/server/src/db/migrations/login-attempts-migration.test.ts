import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { migrations } from "../migrate.ts";

describe.each(DATABASE_ENGINES)(
  "the login attempts reservation migration on $engine",
  ({ create }) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await create();
    });
    afterAll(() => database.drop());

    it("keeps the recent failures, numbered in order and with their e-mail split off, both ways", async () => {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
      });
      await migrator.migrateTo("2025-08-01-references-and-outbox");
      const before = database.db as unknown as Kysely<any>;
      const failures = [
        { throttle_key: "a@example.ma|10.0.0.1", attempted_at: "2025-09-01T10:00:00.000Z" },
        { throttle_key: "a|b@example.ma|::1", attempted_at: "2025-09-01T10:01:00.000Z" },
      ];
      await before.insertInto("login_attempts").values(failures).execute();

      // Up to this migration only: later ones add columns of their own (2025-11-14: `device`).
      expect(
        (await migrator.migrateTo("2025-09-01-login-attempts-reservation")).error,
      ).toBeUndefined();
      const rows = await database.db
        .selectFrom("login_attempts")
        .selectAll()
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: expect.any(Number), ...failures[0], account_key: "a@example.ma" },
        { id: expect.any(Number), ...failures[1], account_key: "a|b@example.ma" },
      ]);
      expect(rows[1]?.id).toBeGreaterThan(rows[0]?.id ?? Number.POSITIVE_INFINITY);

      // Back to before this migration.
      expect((await migrator.migrateTo("2025-08-01-references-and-outbox")).error).toBeUndefined();
      expect(await before.selectFrom("login_attempts").selectAll().execute()).toEqual(failures);
    });
  },
);
