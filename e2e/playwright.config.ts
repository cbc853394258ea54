import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { ADMIN } from "./support/admin-account.ts";
import { BROWSER_ARGS } from "./support/browser-args.ts";

// Chosen once by the runner; its workers inherit these variables and so reach the same server.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "congres-e2e-"));
  // Removed after the run by support/data-dir-teardown.ts.
  process.env.E2E_DATA_DIR_CREATED = process.env.E2E_DATA_DIR;
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "specs",
  // Finds (or installs) the browser once and sets CHROMIUM_PATH for the workers.
  globalSetup: "./support/chromium-setup.ts",
  globalTeardown: "./support/data-dir-teardown.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Each worker's journey waits on its browser, the server and the network in turn: with two,
  // the 2-core machine stayed about half idle (≥ 438 CPU s of browser, server and runner for a
  // run of ~400 s on 2 cores); a third fills more of it (same commit, whole suite, both green on
  // the shared machine at load 7–13: 9.7 → 8.7 min). To be confirmed on a clean clone.
  workers: 3,
  // A flaky spec is a failing spec: find the race, never retry it away.
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // A spec that changes a setting for the whole site (how every reviewer signs in…) runs once all
  // the others are over: while they run, it would change what their own journeys meet.
  projects: [
    { name: "shared site", testIgnore: /site-wide-.*\.spec\.ts$/ },
    {
      name: "site-wide settings",
      testMatch: /site-wide-.*\.spec\.ts$/,
      dependencies: ["shared site"],
    },
  ],
  use: {
    baseURL,
    browserName: "chromium",
    locale: "fr-FR",
    timezoneId: "Africa/Casablanca",
    viewport: { width: 1280, height: 800 },
    // Like a visitor who asks for less motion: dialogs, toasts and entrance animations settle at
    // once (app.css honours it), so no test waits on them or spends the 2 cores drawing them.
    // public-first-paint.spec.ts, which checks the entrance animations themselves, opts out.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [...BROWSER_ARGS],
    },
  },
  webServer: {
    // The production server as `npm start` runs it (built by `npm run build`, which `npm test`
    // runs first) on the built site and a fresh SQLite database of its own.
    command: "node ../apps/server/dist/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The specs read the SQLite file; a DATABASE_URL from a developer .env must not apply.
      DATABASE_URL: "",
      // Mails stay queued with their .eml copies in DATA_DIR/mail, whatever a .env says.
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      WEB_ROOT: process.env.WEB_ROOT ?? "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The specs sign in from 127.0.0.1 in parallel, far above a person's 30 a minute.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: "100000",
      // The verification page is opened by every journey from 127.0.0.1 (decision 0070).
      RATE_LIMIT_VERIFICATIONS_PER_MINUTE: "100000",
      // The webhooks journey's receiver listens in the test process, on loopback (decision 0079).
      WEBHOOK_ALLOWED_ADDRESSES: "127.0.0.1",
    },
  },
});
