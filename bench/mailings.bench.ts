import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { startSmtpTestServer } from "../apps/server/src/testing/smtp-test-server.ts";
import { adminClient, insertRegistrations, registrationRows } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import { PUBLIC_PAGES, p95Of, publicTraffic, type TrafficSample } from "./lib/public-traffic.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, startServer } from "./lib/server-process.ts";
import { until } from "./lib/wait-until.ts";
import { LIFTED_RATE_LIMITS } from "./lib/write-targets.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const RECIPIENTS = 5_000;
const TARGET_SECONDS = 10;
/**
 * Five mails a second (the default is one): the worker is delivering through every busy window.
 * Under this traffic it reaches about two a second (an SMTP connection per mail, decision 0048).
 */
const RATE_PER_MINUTE = 300;
const TARGET_RATIO = 1.5;
const SUBJECT = "Informations pratiques";

/**
 * Three pages every 100 ms, a registration every 500 ms: 30 reads and 2 writes a second, in
 * `SEGMENTS` idle windows alternating with as many windows during a delivery, so that the other
 * work of a shared machine weighs on both sides alike.
 */
const traffic = (quick: boolean) => ({
  durationMs: quick ? 4_000 : 8_000,
  roundMs: 100,
  writeEvery: 5,
});
const SEGMENTS = (quick: boolean) => (quick ? 1 : 6);

type Admin = Awaited<ReturnType<typeof adminClient>>;

/** Composes and sends the mailing to every seeded registration: its id and the send's time. */
async function sendMailing(admin: Admin, db: Db) {
  const created = await admin.post("/api/admin/mailings", {
    // The seeded registrations only (June 2025), not those of the traffic.
    audience: { kind: "registrations", registeredTo: "2025-12-31" },
    subject: { fr: `${SUBJECT}, {{prenom}}` },
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
  return { id, recipients, rows: Number(queued.count), seconds };
}

/**
 * Issue #26, §5, through the API of the built server, which delivers through a real SMTP server
 * in this process:
 * 1. `POST /send` freezes the set of `RECIPIENTS` registrations and queues one outbox row per
 *    person in its transaction: timed from the request to its answer, then the rows counted.
 * 2. The public pages' and writes' p95 under the same steady traffic, idle (only the
 *    registrations' own mails to deliver) and while a mailing leaves at `RATE_PER_MINUTE`, in
 *    alternating windows: each busy window sends a new mailing, waits for its first mail at the
 *    SMTP server, measures, then cancels what has not left and waits for the last mail in flight.
 */
async function measure(
  root: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const smtp = await startSmtpTestServer();
  const server = await startServer({
    root,
    env: {
      ...env,
      ...LIFTED_RATE_LIMITS,
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_MINUTE: String(RATE_PER_MINUTE),
    },
  });
  const ours = () => smtp.received.filter((mail) => mail.subject?.startsWith(SUBJECT)).length;
  try {
    const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
    const window = { url: server.url, ...traffic(quick) };
    // Warm-up: the pages read once from disk, the registration route's code compiled.
    await publicTraffic({ ...window, label: `warm-${engine}`, durationMs: 2_000 });
    const idle: TrafficSample = { pages: [], writes: [] };
    const busy: TrafficSample = { pages: [], writes: [] };
    const sends: Awaited<ReturnType<typeof sendMailing>>[] = [];
    /** Mailing mails that reached the SMTP server during the busy windows. */
    let mailed = 0;
    let withdrawn = 0;
    /** Seconds measured and the server's CPU time (ms) in them, idle and during deliveries. */
    const spent = { idle: { seconds: 0, cpu: 0 }, busy: { seconds: 0, cpu: 0 } };
    const timed = async (side: keyof typeof spent, run: () => Promise<TrafficSample>) => {
      const [started, cpu] = [performance.now(), cpuMs(server.pid)];
      const sample = await run();
      spent[side].seconds += (performance.now() - started) / 1000;
      spent[side].cpu += cpuMs(server.pid) - cpu;
      const into = side === "idle" ? idle : busy;
      into.pages.push(...sample.pages);
      into.writes.push(...sample.writes);
    };
    for (let segment = 0; segment < SEGMENTS(quick); segment++) {
      await timed("idle", () => publicTraffic({ ...window, label: `idle${segment}-${engine}` }));

      const send = await sendMailing(admin, db);
      sends.push(send);
      log(
        `${engine}: ${send.rows} mails queued (audience ${send.recipients}) in ${send.seconds.toFixed(2)} s`,
      );
      const earlier = ours();
      await until(() => ours() > earlier, 30_000, "the mailing's first mail");
      const before = ours();
      await timed("busy", () => publicTraffic({ ...window, label: `busy${segment}-${engine}` }));
      mailed += ours() - before;
      const cancelled = await admin.post(`/api/admin/mailings/${send.id}/cancel`, {});
      withdrawn += ((await cancelled.json()) as { withdrawn: number }).withdrawn;
      // The mail a worker held when "Annuler" came still leaves: the next idle window waits for it.
      await until(
        async () =>
          (
            (await (await admin.get(`/api/admin/mailings/${send.id}`)).json()) as {
              progress: { waiting: number };
            }
          ).progress.waiting === 0,
        30_000,
        "the last mail in flight",
      );
    }

    const idleP95 = p95Of(idle);
    const busyP95 = p95Of(busy);
    log(
      `${engine}: pages p95 ${idleP95.pages.toFixed(2)} → ${busyP95.pages.toFixed(2)} ms, writes p95 ${idleP95.writes.toFixed(2)} → ${busyP95.writes.toFixed(2)} ms; ${mailed} mails delivered while measured, ${withdrawn} withdrawn`,
    );
    const ratioRow = (what: "pages" | "writes", label: string): BenchRow => ({
      measure: `${label} p95 while a ${RECIPIENTS}-recipient mailing is delivered, beside idle (${engine})`,
      product: busyP95[what],
      baseline: idleP95[what],
      unit: "ms",
      target: `ratio ≤ ${TARGET_RATIO}`,
      pass: mailed > 0 && busyP95[what] <= TARGET_RATIO * idleP95[what],
      note: `${busy[what].length} answers during deliveries, ${idle[what].length} idle, one at a time at a steady pace, ${SEGMENTS(quick)} windows of ${window.durationMs / 1000} s each, alternating`,
    });
    const [idleCpu, busyCpu] = [spent.idle, spent.busy].map((side) => side.cpu / side.seconds) as [
      number,
      number,
    ];
    const slowest = Math.max(...sends.map((send) => send.seconds));
    return [
      {
        measure: `${RECIPIENTS} recipients queued by POST /send (${engine})`,
        product: slowest,
        unit: "s",
        target: `≤ ${TARGET_SECONDS} s`,
        pass:
          slowest <= TARGET_SECONDS &&
          sends.every((send) => send.rows === RECIPIENTS && send.recipients === RECIPIENTS),
        note: `the slowest of ${sends.length} sends (${sends.map((send) => send.seconds.toFixed(2)).join(", ")} s), each ${RECIPIENTS} outbox rows`,
      },
      ratioRow("pages", `public pages (${PUBLIC_PAGES.join(", ")})`),
      ratioRow("writes", "public registration POST"),
      {
        measure: `mailing mails delivered while measured, per second (${engine})`,
        product: mailed / spent.busy.seconds,
        unit: "mails/s",
        target: `reported (the pace allows ${RATE_PER_MINUTE / 60}/s)`,
        pass: mailed > 0,
        note: `${mailed} mails reached the SMTP server in ${spent.busy.seconds.toFixed(0)} s of measure, besides the registrations' own; ${withdrawn} withdrawn by "Annuler" after each window`,
      },
      {
        measure: `server CPU per second while a mailing is delivered, beside idle (${engine})`,
        product: busyCpu,
        baseline: idleCpu,
        unit: "ms/s",
        target: "reported",
        pass: true,
        note: `user + system of the server process (/proc), same traffic on both sides: about ${(((busyCpu - idleCpu) * spent.busy.seconds) / Math.max(mailed, 1)).toFixed(1)} ms of CPU per mailing mail${engine === "PostgreSQL" ? ", PostgreSQL's own processes not counted" : ""}`,
      },
    ];
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

const suite: BenchSuite = {
  name: "mailings",
  title:
    "Mailings: 5 000 recipients queued at send, and the public pages and writes while they are delivered (SQLite and PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const rows = registrationRows(RECIPIENTS);
    const result: BenchRow[] = [];

    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-mailings-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      await insertRegistrations(sqlite, rows);
      result.push(...(await measure(root, "SQLite", { DATA_DIR: dataDir }, sqlite, quick, log)));
    } finally {
      await sqlite.destroy();
    }

    await withPostgresDatabase("mailings_bench", async (db, url) => {
      await insertRegistrations(db, rows);
      result.push(...(await measure(root, "PostgreSQL", { DATABASE_URL: url }, db, quick, log)));
    });
    return result;
  },
};

export default suite;
