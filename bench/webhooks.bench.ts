import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { queueEvent } from "../apps/server/src/modules/webhooks/webhook-events.ts";
import { placeholder } from "./lib/http-load.ts";
import { adminClient, p95 } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import { PUBLIC_PAGES, p95Of, publicTraffic, type TrafficSample } from "./lib/public-traffic.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";
import { until } from "./lib/wait-until.ts";
import { bodyTemplate, csrfHeaders, LIFTED_RATE_LIMITS } from "./lib/write-targets.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const LATENCY_TARGET_MS = 2_000;
const RATIO_TARGET = 1.2;
const QUEUED = 1_000;
/** The receiver answers after this long: the 1 000 deliveries last through the busy window. */
const RECEIVER_DELAY_MS = 40;

/** A receiver in this process on loopback (WEBHOOK_ALLOWED_ADDRESSES): when each event arrived. */
async function startReceiver() {
  const arrivals: { at: number; body: { type: string; created_at: string } }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      arrivals.push({ at: Date.now(), body: JSON.parse(body) });
      setTimeout(() => response.writeHead(200).end(), RECEIVER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    count: (type: string) => arrivals.filter((arrival) => arrival.body.type === type).length,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Issue #41 item 3, through the built server, its webhook worker polling as in production:
 * 1. From a registration's event (its `created_at`, written in the registration's transaction)
 *    to its arrival at a receiver on loopback, one registration every 250 ms.
 * 2. The public pages' p95 under the same steady traffic, idle and while a backlog of `QUEUED`
 *    events queued at once drains at the server's pace (WEBHOOK_DELIVERIES_PER_SECOND, 20), in
 *    alternating windows (as the mailings' bench); the rest of each backlog is deleted after.
 */
async function measure(
  root: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const receiver = await startReceiver();
  const server = await startServer({
    root,
    env: { ...env, ...LIFTED_RATE_LIMITS, WEBHOOK_ALLOWED_ADDRESSES: "127.0.0.1" },
  });
  try {
    const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
    const subscribe = async (events: string[]) => {
      const created = await admin.post("/api/admin/webhooks", { url: receiver.url, events });
      if (created.status !== 201) throw new Error(`webhook: HTTP ${created.status}`);
      return ((await created.json()) as { id: number }).id;
    };

    // 1. Latency of registration.created.
    await subscribe(["registration.created"]);
    const headers = {
      "content-type": "application/json",
      ...(await csrfHeaders(server.url)),
    };
    const template = bodyTemplate("registration", `webhooks-${engine}`);
    const count = quick ? 20 : 60;
    for (let n = 0; n < count; n++) {
      const body = template.replaceAll(placeholder, String(n));
      const answer = await fetch(`${server.url}/api/registration`, {
        method: "POST",
        headers,
        body,
      });
      if (answer.status !== 201) throw new Error(`registration: HTTP ${answer.status}`);
      await wait(250);
    }
    await until(() => receiver.count("registration.created") >= count, 30_000, "the events");
    const latencies = receiver.arrivals
      .filter((arrival) => arrival.body.type === "registration.created")
      .map((arrival) => arrival.at - Date.parse(arrival.body.created_at));
    const latencyP95 = p95(latencies);
    log(`${engine}: event → receiver p95 ${latencyP95.toFixed(0)} ms over ${latencies.length}`);

    // 2. Public pages idle and while 1 000 events are delivered (the traffic's own
    // registrations are no events: the first webhook only listened to them).
    const hooks = await db.selectFrom("webhooks").select("id").execute();
    await db.updateTable("webhooks").set({ disabled_at: new Date().toISOString() }).execute();
    const loadHook = await subscribe(["payment.recorded"]);
    const window = {
      url: server.url,
      durationMs: quick ? 3_000 : 4_000,
      roundMs: 100,
      writeEvery: 5,
    };
    await publicTraffic({ ...window, label: `warm-${engine}`, durationMs: 2_000 });
    const idle: TrafficSample = { pages: [], writes: [] };
    const busy: TrafficSample = { pages: [], writes: [] };
    let deliveredWhileMeasured = 0;
    const segments = quick ? 1 : 4;
    for (let segment = 0; segment < segments; segment++) {
      const quiet = await publicTraffic({ ...window, label: `idle${segment}-${engine}` });
      idle.pages.push(...quiet.pages);
      idle.writes.push(...quiet.writes);
      const before = receiver.count("payment.recorded");
      await db.transaction().execute(async (trx) => {
        const at = new Date();
        for (let n = 0; n < QUEUED; n++) {
          await queueEvent(trx, "payment.recorded", { segment, n }, [loadHook], at);
        }
      });
      await until(() => receiver.count("payment.recorded") > before, 10_000, "the first delivery");
      const started = receiver.count("payment.recorded");
      const loaded = await publicTraffic({ ...window, label: `busy${segment}-${engine}` });
      deliveredWhileMeasured += receiver.count("payment.recorded") - started;
      busy.pages.push(...loaded.pages);
      busy.writes.push(...loaded.writes);
      // What is left of the backlog goes (as the mailings' bench cancels), so that the next idle
      // window is idle: the deliveries in flight end within a round.
      await db.deleteFrom("webhook_deliveries").where("status", "=", "queued").execute();
      await wait(1_000);
    }
    const [idleP95, busyP95] = [p95Of(idle), p95Of(busy)];
    log(
      `${engine}: pages p95 ${idleP95.pages.toFixed(2)} → ${busyP95.pages.toFixed(2)} ms; ${deliveredWhileMeasured} deliveries while measured`,
    );
    return [
      {
        measure: `webhook delivered after its event, p95 (${engine})`,
        product: latencyP95,
        unit: "ms",
        target: `≤ ${LATENCY_TARGET_MS} ms`,
        pass: latencyP95 <= LATENCY_TARGET_MS && latencies.length === count,
        note: `${latencies.length} registration.created events, one every 250 ms, from the event's created_at to its arrival at a receiver on loopback; the worker polls every second (max ${Math.max(...latencies).toFixed(0)} ms)`,
      },
      {
        measure: `public pages (${PUBLIC_PAGES.join(", ")}) p95 while ${QUEUED} queued events are delivered, beside idle (${engine})`,
        product: busyP95.pages,
        baseline: idleP95.pages,
        unit: "ms",
        target: `ratio ≤ ${RATIO_TARGET}`,
        pass: deliveredWhileMeasured > 0 && busyP95.pages <= RATIO_TARGET * idleP95.pages,
        note: `${busy.pages.length} answers during deliveries, ${idle.pages.length} idle, ${segments} alternating windows of ${window.durationMs / 1000} s; ${deliveredWhileMeasured} deliveries reached the receiver (${RECEIVER_DELAY_MS} ms answers) while measured; ${hooks.length} earlier webhook turned off first`,
      },
    ];
  } finally {
    await server.stop();
    await receiver.stop();
  }
}

const suite: BenchSuite = {
  name: "webhooks",
  title:
    "Webhooks: an event's delivery delay, and the public pages while 1 000 queued events are delivered (SQLite and PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const result: BenchRow[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-webhooks-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      result.push(...(await measure(root, "SQLite", { DATA_DIR: dataDir }, sqlite, quick, log)));
    } finally {
      await sqlite.destroy();
    }
    await withPostgresDatabase("webhooks_bench", async (db, url) => {
      result.push(...(await measure(root, "PostgreSQL", { DATABASE_URL: url }, db, quick, log)));
    });
    return result;
  },
};

export default suite;
