import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app.ts";
import { type TestApp, testApp } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

/** What `testApp` takes beside the database; a function when it is known only once earlier hooks ran. */
type HarnessOptions = Partial<AppOptions> | (() => Partial<AppOptions>);

/**
 * A migrated database of `create`'s engine and the API on it (with `options`), opened before the
 * tests of the `describe` it is called in and closed after them.
 */
export function appHarness(create: () => Promise<TestDatabase>, options: HarnessOptions = {}) {
  const harness = {} as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    harness.database = await migratedDatabase(create);
    const appOptions = typeof options === "function" ? options() : options;
    harness.app = await testApp(harness.database.db, appOptions);
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.drop();
  });
  return harness;
}
