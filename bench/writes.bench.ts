/**
 * Issue 12, item 4: the public write path under 256 concurrent connections, the product beside a
 * bare node:http + better-sqlite3 server doing the same job minimally (bench/lib/bare-write-server.ts).
 * Both run side by side in this run, each alternately loaded; each figure is the median of the
 * runs. The product's CPU counts its whole cost per write: the request, and the delivery worker
 * writing that write's two mails (`.eml` copies, SMTP being off), measured until the outbox has
 * caught up.
 */

import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type LoadResult, runLoad } from "./lib/http-load.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, type RunningServer } from "./lib/server-process.ts";
import {
  bodyTemplate,
  csrfHeaders,
  startBaseline,
  startProduct,
  WRITE_PATHS,
  type WriteEndpoint,
} from "./lib/write-targets.ts";

const CONNECTIONS = 256;
const TIMEOUT_SECONDS = 10;

type RunFigures = { load: LoadResult; cpuMsPerRequest: number };

type Side = {
  server: RunningServer;
  headers: Record<string, string>;
  /** Resolves once the server has finished the work the load left behind (its mails). */
  settle: () => Promise<void>;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** Waits until the product's worker has written a copy of every queued mail. */
function outboxDrained(server: RunningServer): () => Promise<void> {
  return async () => {
    const db = new SQLite(join(server.dataDir, "congres.sqlite"), { readonly: true });
    try {
      const pending = db.prepare(
        "select count(*) as n from outbox where status = 'queued' and eml_file is null",
      );
      const deadline = Date.now() + 180_000;
      while ((pending.get() as { n: number }).n > 0) {
        if (Date.now() > deadline) throw new Error("the product's outbox did not drain in 3 min");
        await new Promise((wake) => setTimeout(wake, 200));
      }
    } finally {
      db.close();
    }
  };
}

async function loadOnce(
  side: Side,
  endpoint: WriteEndpoint,
  runLabel: string,
  seconds: number,
): Promise<RunFigures> {
  const before = cpuMs(side.server.pid);
  const load = await runLoad({
    url: side.server.url,
    path: WRITE_PATHS[endpoint],
    bodyTemplate: bodyTemplate(endpoint, runLabel),
    headers: side.headers,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  await side.settle();
  return { load, cpuMsPerRequest: (cpuMs(side.server.pid) - before) / Math.max(load.ok, 1) };
}

function rows(endpoint: WriteEndpoint, product: RunFigures[], baseline: RunFigures[]): BenchRow[] {
  const of = (runs: RunFigures[], pick: (run: RunFigures) => number) => median(runs.map(pick));
  const runs = `median of ${product.length} run${product.length > 1 ? "s" : ""}, ${product[0]?.load.tool}`;
  const rps = [
    of(product, (r) => r.load.requestsPerSecond),
    of(baseline, (r) => r.load.requestsPerSecond),
  ] as const;
  const cpu = [
    of(product, (r) => r.cpuMsPerRequest),
    of(baseline, (r) => r.cpuMsPerRequest),
  ] as const;
  const p99 = [of(product, (r) => r.load.p99Ms), of(baseline, (r) => r.load.p99Ms)] as const;
  const timeouts = [
    of(product, (r) => r.load.timeouts),
    of(baseline, (r) => r.load.timeouts),
  ] as const;
  const refused = Math.max(...product.map((r) => r.load.notOk + r.load.errors));
  const path = WRITE_PATHS[endpoint];
  return [
    {
      measure: `POST ${path}: requests/s (2xx), ${CONNECTIONS} connections`,
      product: rps[0],
      baseline: rps[1],
      unit: "req/s",
      target: "ratio ≥ 0.8",
      pass: rps[0] >= 0.8 * rps[1],
      note: runs,
    },
    {
      measure: `POST ${path}: server CPU per request (its mails included)`,
      product: cpu[0],
      baseline: cpu[1],
      unit: "ms",
      target: "ratio ≤ 1.3",
      pass: cpu[0] <= 1.3 * cpu[1],
      note: `${runs}; /proc user+system of the server process, until its outbox is drained`,
    },
    {
      measure: `POST ${path}: p99 latency`,
      product: p99[0],
      baseline: p99[1],
      unit: "ms",
      target: "ratio ≤ 1.2",
      pass: p99[0] <= 1.2 * p99[1],
      note: runs,
    },
    {
      measure: `POST ${path}: requests timed out (> ${TIMEOUT_SECONDS} s)`,
      product: timeouts[0],
      baseline: timeouts[1],
      unit: "",
      target: "≤ baseline",
      pass: timeouts[0] <= timeouts[1],
      note: `${runs}; worst product run: ${refused} answers not 2xx or errors`,
    },
  ];
}

const suite: BenchSuite = {
  name: "writes",
  title:
    "Public writes under 256 concurrent connections (product vs bare node:http + better-sqlite3)",
  async run({ root, quick, log }) {
    const runCount = quick ? 1 : 5;
    const seconds = quick ? 3 : 10;
    const result: BenchRow[] = [];
    for (const endpoint of ["registration", "contact"] as const) {
      const productServer = await startProduct(root);
      const baselineServer = await startBaseline(root);
      try {
        const product: Side = {
          server: productServer,
          headers: await csrfHeaders(productServer.url),
          settle: outboxDrained(productServer),
        };
        const baseline: Side = { server: baselineServer, headers: {}, settle: async () => {} };
        // Warm-up: compiled code paths and caches, outside the measured runs.
        for (const side of [product, baseline])
          await loadOnce(side, endpoint, "warmup", quick ? 1 : 3);
        const figures = { product: [] as RunFigures[], baseline: [] as RunFigures[] };
        for (let run = 1; run <= runCount; run++) {
          // Alternate who goes first, so that a drift of the machine falls on both sides.
          const order =
            run % 2 === 1 ? (["product", "baseline"] as const) : (["baseline", "product"] as const);
          for (const name of order) {
            const side = name === "product" ? product : baseline;
            const figure = await loadOnce(side, endpoint, `run${run}`, seconds);
            figures[name].push(figure);
            log(
              `${endpoint} run ${run} ${name}: ${figure.load.requestsPerSecond.toFixed(0)} req/s, ${figure.cpuMsPerRequest.toFixed(3)} CPU ms/req, p99 ${figure.load.p99Ms.toFixed(0)} ms, ${figure.load.timeouts} timeouts, ${figure.load.notOk} not 2xx`,
            );
          }
        }
        result.push(...rows(endpoint, figures.product, figures.baseline));
      } finally {
        await productServer.stop();
        await baselineServer.stop();
      }
    }
    return result;
  },
};

export default suite;
