import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { adminClient, insertRegistrations, registrationRows } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const RECIPIENTS = 5_000;
const TARGET_SECONDS = 10;

/**
 * Issue #26: a mailing to every one of `RECIPIENTS` registrations, composed then sent through
 * the API of the built server. `POST /send` freezes the set and queues one outbox row per
 * person in its transaction: timed from the request to its answer, then the rows counted.
 */
async function measure(
  root: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  log: (line: string) => void,
): Promise<BenchRow> {
  const server = await startServer({ root, env });
  try {
    const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
    const created = await admin.post("/api/admin/mailings", {
      audience: { kind: "registrations" },
      subject: { fr: "Informations pratiques, {{prenom}}" },
      body: { fr: "Bonjour {{prenom}} {{nom}},\n\nVotre référence : **{{reference}}**." },
    });
    if (created.status !== 201) throw new Error(`create: HTTP ${created.status}`);
    const { id, recipients } = (await created.json()) as { id: number; recipients: number };
    const started = performance.now();
    const sent = await admin.post(`/api/admin/mailings/${id}/send`, {});
    const seconds = (performance.now() - started) / 1000;
    if (sent.status !== 200) throw new Error(`send: HTTP ${sent.status}`);
    const queued = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("mailing_id", "=", id)
      .executeTakeFirstOrThrow();
    const rows = Number(queued.count);
    log(`${engine}: ${rows} mails queued (audience ${recipients}) in ${seconds.toFixed(2)} s`);
    return {
      measure: `${RECIPIENTS} recipients queued by POST /send (${engine})`,
      product: seconds,
      unit: "s",
      target: `≤ ${TARGET_SECONDS} s`,
      pass: seconds <= TARGET_SECONDS && rows === RECIPIENTS && recipients === RECIPIENTS,
      note: `${rows} outbox rows for ${recipients} people; the worker then delivers them at MAIL_RATE_PER_MINUTE`,
    };
  } finally {
    await server.stop();
  }
}

const suite: BenchSuite = {
  name: "mailings",
  title: "Mailings: 5 000 recipients queued at send (SQLite and PostgreSQL)",
  run: async ({ root, log }) => {
    const rows = registrationRows(RECIPIENTS);
    const result: BenchRow[] = [];

    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-mailings-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      await insertRegistrations(sqlite, rows);
      result.push(await measure(root, "SQLite", { DATA_DIR: dataDir }, sqlite, log));
    } finally {
      await sqlite.destroy();
    }

    await withPostgresDatabase("mailings_bench", async (db, url) => {
      await insertRegistrations(db, rows);
      result.push(await measure(root, "PostgreSQL", { DATABASE_URL: url }, db, log));
    });
    return result;
  },
};

export default suite;
