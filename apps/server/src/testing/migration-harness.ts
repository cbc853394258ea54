import { Migrator } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type MigrationKeys, migrationsWith } from "../db/migrate.ts";
import type { TestDatabase } from "./test-databases.ts";

/**
 * An empty database and a migrator over every migration, for a migration's spec to go to the
 * migration before it, write rows as they were, then migrate on. Call inside a `describe`.
 * `keys`: what serve.ts hands the migrations that need the key (the webhooks' secrets').
 */
export function migrationHarness(create: () => Promise<TestDatabase>, keys: MigrationKeys = {}) {
  const harness = {} as { database: TestDatabase; migrator: Migrator };
  beforeAll(async () => {
    harness.database = await create();
    harness.migrator = new Migrator({
      db: harness.database.db,
      provider: { getMigrations: async () => migrationsWith(keys) },
    });
  });
  afterAll(() => harness.database.drop());
  return harness;
}
