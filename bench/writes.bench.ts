/**
 * Issue 12, item 4: the public write path under 256 concurrent connections, the product beside
 * two bare node:http + better-sqlite3 servers (bench/lib/bare-write-server.ts): issue #12's
 * baseline, which stores the form in one row of a table of its own, and the same-job baseline,
 * which does the product's own database work by hand (the row in the product's schema with its
 * indexes and search index, the duplicate lookup, the two outbox rows, group commit). The first
 * ratio is the issue's target; the second shows what the framework costs apart from what the
 * features store. Each run starts the three servers afresh, warms them up, then loads each in
 * turn (rotating who goes first); each figure is the median of the runs. The product's mails are rendered and written by
 * its delivery worker once the writes pause (decision 0017): their cost is measured apart, on the
 * warm-up's mails, and reported beside the request path.
 */
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type LoadResult, placeholder, runLoad } from "./lib/http-load.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, type RunningServer } from "./lib/server-process.ts";
import {
  bodyTemplate,
  csrfHeaders,
  startBaseline,
  startProduct,
  startSameJobBaseline,
  WRITE_PATHS,
  type WriteEndpoint,
} from "./lib/write-targets.ts";

const CONNECTIONS = 256;
const TIMEOUT_SECONDS = 10;
const WARMUP_CONCURRENCY = 32;

type RunFigures = { load: LoadResult; cpuMsPerRequest: number };
type Side = { server: RunningServer; headers: Record<string, string> };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** `count` writes, a few at a time: compiled code paths and caches, outside the measured runs. */
async function warmUp(side: Side, endpoint: WriteEndpoint, label: string, count: number) {
  const template = bodyTemplate(endpoint, label);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const body = template.replaceAll(placeholder, String(next++));
      const response = await fetch(`${side.server.url}${WRITE_PATHS[endpoint]}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...side.headers },
        body,
      });
      if (response.status !== 201) throw new Error(`warm-up answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: WARMUP_CONCURRENCY }, worker));
}

/** Waits until the product's worker has rendered and copied every queued mail (SMTP is off). */
async function outboxDrained(server: RunningServer): Promise<number> {
  const db = new SQLite(join(server.dataDir, "congres.sqlite"), { readonly: true });
  try {
    const count = (where: string) =>
      (db.prepare(`select count(*) as n from outbox where ${where}`).get() as { n: number }).n;
    const deadline = Date.now() + 300_000;
    while (count("status = 'queued' and eml_file is null") > 0) {
      if (Date.now() > deadline) throw new Error("the product's outbox did not drain in 5 min");
      await new Promise((wake) => setTimeout(wake, 100));
    }
    return count("eml_file is not null");
  } finally {
    db.close();
  }
}

async function loadOnce(side: Side, endpoint: WriteEndpoint, label: string, seconds: number) {
  const before = cpuMs(side.server.pid);
  const load = await runLoad({
    url: side.server.url,
    path: WRITE_PATHS[endpoint],
    bodyTemplate: bodyTemplate(endpoint, label),
    headers: side.headers,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  return { load, cpuMsPerRequest: (cpuMs(side.server.pid) - before) / Math.max(load.ok, 1) };
}

type EndpointFigures = {
  product: RunFigures[];
  baseline: RunFigures[];
  sameJob: RunFigures[];
  mailCpuMs: number[];
};

const medianOf = (runs: RunFigures[], pick: (run: RunFigures) => number) => median(runs.map(pick));

/** Requests/s, CPU per request and p99 of the product beside one baseline's, with #12's targets. */
function ratioRows(
  path: string,
  product: RunFigures[],
  baseline: RunFigures[],
  { beside, note }: { beside: string; note: string },
): BenchRow[] {
  const measures = [
    {
      name: `requests/s (2xx), ${CONNECTIONS} connections`,
      pick: (run: RunFigures) => run.load.requestsPerSecond,
      unit: "req/s",
      target: "ratio ≥ 0.8",
      meets: (ours: number, theirs: number) => ours >= 0.8 * theirs,
    },
    {
      name: "server CPU per request",
      pick: (run: RunFigures) => run.cpuMsPerRequest,
      unit: "ms",
      target: "ratio ≤ 1.3",
      meets: (ours: number, theirs: number) => ours <= 1.3 * theirs,
      extra: "; user + system of the server process (/proc) during the load",
    },
    {
      name: "p99 latency",
      pick: (run: RunFigures) => run.load.p99Ms,
      unit: "ms",
      target: "ratio ≤ 1.2",
      meets: (ours: number, theirs: number) => ours <= 1.2 * theirs,
    },
  ];
  return measures.map(({ name, pick, unit, target, meets, extra = "" }) => {
    const ours = medianOf(product, pick);
    const theirs = medianOf(baseline, pick);
    return {
      measure: `${path}: ${name}${beside}`,
      product: ours,
      baseline: theirs,
      unit,
      target,
      pass: meets(ours, theirs),
      note: `${note}${extra}`,
    };
  });
}

function rows(endpoint: WriteEndpoint, figures: EndpointFigures): BenchRow[] {
  const { product, baseline } = figures;
  const runs = `median of ${product.length} run${product.length > 1 ? "s" : ""}, ${product[0]?.load.tool}`;
  const timeouts = medianOf(product, (r) => r.load.timeouts);
  const baseTimeouts = medianOf(baseline, (r) => r.load.timeouts);
  const failed = Math.max(...product.map((r) => r.load.notOk + r.load.errors));
  const path = `POST ${WRITE_PATHS[endpoint]}`;
  return [
    ...ratioRows(path, product, baseline, { beside: "", note: runs }),
    {
      measure: `${path}: requests timed out (> ${TIMEOUT_SECONDS} s)`,
      product: timeouts,
      baseline: baseTimeouts,
      unit: "",
      target: "≤ baseline",
      pass: timeouts <= baseTimeouts && failed === 0,
      note: `${runs}; worst product run: ${failed} answers not 2xx or socket errors (must be 0)`,
    },
    ...ratioRows(path, product, figures.sameJob, {
      beside: " beside the same-job baseline",
      note: `${runs}; baseline: the product's own database work by hand (same schema, rows and group commit)`,
    }),
    {
      measure: `${path}: its two mails rendered and written (.eml) by the worker, CPU per write`,
      product: median(figures.mailCpuMs),
      unit: "ms",
      target: "reported (the baseline sends no mail)",
      pass: true,
      note: "after the writes pause (decision 0017); measured on the warm-up's mails",
    },
  ];
}

async function measureEndpoint(
  root: string,
  endpoint: WriteEndpoint,
  options: { runs: number; seconds: number; warmupWrites: number; log: (line: string) => void },
): Promise<EndpointFigures> {
  const figures: EndpointFigures = { product: [], baseline: [], sameJob: [], mailCpuMs: [] };
  for (let run = 1; run <= options.runs; run++) {
    // Fresh servers each run: the product's mails of one run are never delivered during the next.
    const [productServer, baselineServer, sameJobServer] = await Promise.all([
      startProduct(root),
      startBaseline(root),
      startSameJobBaseline(root),
    ]);
    try {
      const product: Side = {
        server: productServer,
        headers: await csrfHeaders(productServer.url),
      };
      const baseline: Side = { server: baselineServer, headers: {} };
      const sameJob: Side = { server: sameJobServer, headers: {} };
      await warmUp(product, endpoint, `warm${run}`, options.warmupWrites);
      const beforeMail = cpuMs(productServer.pid);
      const copied = await outboxDrained(productServer);
      figures.mailCpuMs.push(((cpuMs(productServer.pid) - beforeMail) * 2) / copied);
      await warmUp(baseline, endpoint, `warm${run}`, options.warmupWrites);
      await warmUp(sameJob, endpoint, `warm${run}`, options.warmupWrites);

      const sides = { product, baseline, sameJob };
      const names = ["product", "baseline", "sameJob"] as const;
      const order = names.map((_, index) => names[(index + run) % names.length] ?? "product");
      for (const name of order) {
        const side = sides[name];
        const figure = await loadOnce(side, endpoint, `run${run}`, options.seconds);
        figures[name].push(figure);
        options.log(
          `${endpoint} run ${run} ${name}: ${figure.load.requestsPerSecond.toFixed(0)} req/s, ${figure.cpuMsPerRequest.toFixed(3)} CPU ms/req, p99 ${figure.load.p99Ms.toFixed(0)} ms, ${figure.load.timeouts} timeouts, ${figure.load.notOk} not 2xx`,
        );
      }
    } finally {
      await Promise.all([productServer.stop(), baselineServer.stop(), sameJobServer.stop()]);
    }
  }
  return figures;
}

const suite: BenchSuite = {
  name: "writes",
  title:
    "Public writes under 256 concurrent connections (product vs bare node:http + better-sqlite3: one row, and the same job)",
  async run({ root, quick, log }) {
    const options = quick
      ? { runs: 1, seconds: 3, warmupWrites: 100, log }
      : { runs: 5, seconds: 10, warmupWrites: 300, log };
    const result: BenchRow[] = [];
    for (const endpoint of ["registration", "contact"] as const) {
      result.push(...rows(endpoint, await measureEndpoint(root, endpoint, options)));
    }
    return result;
  },
};

export default suite;
