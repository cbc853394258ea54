import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../apps/server/src/testing/free-port.ts";
import {
  type SmtpTestServer,
  startSmtpTestServer,
} from "../../apps/server/src/testing/smtp-test-server.ts";
import { ADMIN } from "./admin-account.ts";
import { test as base } from "./test.ts";

const SERVER_ENTRY = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../apps/server/dist/main.js",
);

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer /api/health in time");
}

/**
 * The built server as the main e2e server runs it, but on its own database and with `SMTP_URL`
 * pointing at a real SMTP server inside the test process: the journeys that must see mails
 * arrive (decision e-mails) use it. The main e2e server keeps its no-SMTP mode.
 */
export async function startServerWithSmtp() {
  const smtp: SmtpTestServer = await startSmtpTestServer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "congres-e2e-smtp-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      WEB_ROOT: process.env.WEB_ROOT ?? "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    server.kill();
    await smtp.stop();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    smtp,
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerWithSmtp = Awaited<ReturnType<typeof startServerWithSmtp>>;

/**
 * Playwright's `test` whose pages talk to a server with SMTP (one per worker): `mailServer.smtp`
 * holds what it received.
 */
export const testWithMailServer = base.extend<Record<never, never>, { mailServer: ServerWithSmtp }>(
  {
    mailServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function destructures.
      async ({}, use) => {
        const server = await startServerWithSmtp();
        await use(server);
        await server.stop();
      },
      { scope: "worker" },
    ],
    baseURL: async ({ mailServer }, use) => use(mailServer.baseURL),
  },
);
