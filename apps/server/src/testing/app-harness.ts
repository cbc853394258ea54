import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app.ts";
import { type TestApp, testApp } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

/** What `testApp` takes beside the database; a function when it is known only once earlier hooks ran. */
type HarnessOptions = Partial<AppOptions> | (() => Partial<AppOptions>);

/**
 * A migrated database of `create`'s engine, opened before the tests of the `describe` it is called
 * in and dropped after them: for tests that start their own apps.
 */
export function databaseHarness(create: () => Promise<TestDatabase>) {
  const harness = {} as { database: TestDatabase };
  beforeAll(async () => {
    harness.database = await migratedDatabase(create);
  });
  afterAll(() => harness.database.drop());
  return harness;
}

/**
 * A migrated database of `create`'s engine and the API on it (with `options`), opened before the
 * tests of the `describe` it is called in and closed after them.
 */
export function appHarness(create: () => Promise<TestDatabase>, options: HarnessOptions = {}) {
  const harness = databaseHarness(create) as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    const appOptions = typeof options === "function" ? options() : options;
    harness.app = await testApp(harness.database.db, appOptions);
  });
  afterAll(() => harness.app.close());
  return harness;
}
