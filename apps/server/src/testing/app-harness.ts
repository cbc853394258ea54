import { afterAll, beforeAll } from "vitest";
import { type TestApp, testApp } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

/**
 * A migrated database of `create`'s engine and the API on it, opened before the tests of the
 * `describe` it is called in and closed after them. `options` as `testApp` takes them (a clock
 * read at each call, a key).
 */
export function appHarness(
  create: () => Promise<TestDatabase>,
  options: Parameters<typeof testApp>[1] = {},
) {
  const harness = {} as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    harness.database = await migratedDatabase(create);
    harness.app = await testApp(harness.database.db, options);
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.drop();
  });
  return harness;
}
