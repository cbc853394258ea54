import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/scripts/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "e2e/support/**/*.test.ts",
    ],
    globalSetup: [
      "apps/server/src/testing/temporary-folder-global-setup.ts",
      "apps/server/src/testing/postgres-global-setup.ts",
    ],
    // Vitest's default leaves one core of two idle, while these tests spend much of their time
    // waiting on PostgreSQL, timers and child processes: on 2 cores, three workers keep both
    // busy (the whole run 160 → 140 s here, same machine, same commit).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // Each worker loads the server's modules once for all its files instead of once per file
    // (the whole run ~140 → ~110 s on 2 cores). The files share no state through modules: every
    // test builds its own app and database, and the tests that fake timers restore them.
    isolate: false,
    // Each answer the API tests receive is checked against the OpenAPI document (issue #41).
    setupFiles: ["apps/server/src/testing/answer-check-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
