/**
 * Issue 27, part 1: the public writes on two servers sharing one PostgreSQL beside one server on
 * the same PostgreSQL, in the same run. Both sides run the product (`dist/main.js`) behind a
 * trusted proxy (TRUST_PROXY) with its limits kept in the database: raised far above the load,
 * but still counted (two upserts per write). Two kinds of traffic: visitors from 10 000
 * addresses (what nginx passes on in `X-Forwarded-For`), and every write from one address (a
 * room behind one NAT address: every write counts on the same two rows). The two-server side is
 * loaded by two load generators at once, half the connections each (no proxy is measured: nginx's
 * round robin would do the same); its requests/s is their sum, its p99 the worse of the two. Each
 * run uses fresh databases and alternates which side goes first; each figure is the median.
 */
import pg from "pg";
import { startEmbeddedPostgres } from "../apps/server/src/testing/embedded-postgres.ts";
import { type LoadResult, runLoad } from "./lib/http-load.ts";
import { median } from "./lib/lighthouse-audit.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import type { RunningServer } from "./lib/server-process.ts";
import { bodyTemplate, csrfHeaders, startProduct, WRITE_PATHS } from "./lib/write-targets.ts";

const CONNECTIONS = 64;
const TIMEOUT_SECONDS = 10;
const ENDPOINT = "contact";
const TRAFFIC = [
  { name: "visitors from 10 000 addresses", clientAddresses: 10_000 },
  { name: "every write from one address", clientAddresses: undefined },
] as const;

type Traffic = (typeof TRAFFIC)[number];
type Side = {
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
  /** What failed: answers not 2xx, socket errors, timeouts, per load generator. */
  failures: string;
  tool: string;
};

/** The servers, each loaded at once with its share of the connections, for `seconds`. */
async function load(servers: RunningServer[], traffic: Traffic, label: string, seconds: number) {
  const results: LoadResult[] = await Promise.all(
    servers.map(async (server, index) =>
      runLoad({
        url: server.url,
        path: WRITE_PATHS[ENDPOINT],
        bodyTemplate: bodyTemplate(ENDPOINT, `${label}-${index}`),
        headers: await csrfHeaders(server.url),
        ...(traffic.clientAddresses ? { clientAddresses: traffic.clientAddresses } : {}),
        connections: CONNECTIONS / servers.length,
        durationSeconds: seconds,
        timeoutSeconds: TIMEOUT_SECONDS,
      }),
    ),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    failed: results.reduce(
      (sum, result) => sum + result.notOk + result.errors + result.timeouts,
      0,
    ),
    failures: results
      .map(
        (result) => `${result.notOk} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      )
      .join(" / "),
    tool: results[0]?.tool ?? "",
  } satisfies Side;
}

async function withDatabase<T>(adminUrl: string, name: string, use: (url: string) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

/** Starts `count` servers on the database at `url` (the first migrates it), loads them, stops them. */
async function measureSide(
  url: string,
  count: number,
  run: { root: string; traffic: Traffic; label: string; seconds: number },
) {
  const env = { DATABASE_URL: url, TRUST_PROXY: "127.0.0.1" };
  const servers = [await startProduct(run.root, { env })];
  try {
    for (let n = 1; n < count; n++) servers.push(await startProduct(run.root, { env }));
    await load(servers, run.traffic, `${run.label}-warm`, 2);
    return await load(servers, run.traffic, run.label, run.seconds);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function rows(traffic: Traffic, one: Side[], two: Side[], runs: number): BenchRow[] {
  const note = `median of ${runs} run(s), ${one[0]?.tool}, ${CONNECTIONS} connections in all, POST ${WRITE_PATHS[ENDPOINT]}; the load generators, PostgreSQL and the servers share the machine's cores`;
  const failed = Math.max(...[...one, ...two].map((side) => side.failed));
  const throughput = {
    two: median(two.map((side) => side.requestsPerSecond)),
    one: median(one.map((side) => side.requestsPerSecond)),
  };
  const p99 = {
    two: median(two.map((side) => side.p99Ms)),
    one: median(one.map((side) => side.p99Ms)),
  };
  return [
    {
      measure: `public writes, ${traffic.name}: requests/s (2xx), two servers vs one on one PostgreSQL`,
      product: throughput.two,
      baseline: throughput.one,
      unit: "req/s",
      target: "ratio ≥ 1.6",
      pass: throughput.two >= 1.6 * throughput.one && failed === 0,
      note: `${note}; worst run: ${failed} answers not 2xx, timeouts or socket errors`,
    },
    {
      measure: `public writes, ${traffic.name}: p99 latency, two servers vs one on one PostgreSQL`,
      product: p99.two,
      baseline: p99.one,
      unit: "ms",
      target: "ratio ≤ 1 (the same p99)",
      pass: p99.two <= p99.one,
      note: `${note}; two servers: the worse p99 of the two load generators`,
    },
  ];
}

const suite: BenchSuite = {
  name: "servers",
  title: "Public writes with two servers on one PostgreSQL vs one server (issue #27)",
  async run({ root, quick, log }) {
    const runs = quick ? 1 : 5;
    const seconds = quick ? 3 : 10;
    const postgres = await startEmbeddedPostgres();
    const result: BenchRow[] = [];
    try {
      for (const [index, traffic] of TRAFFIC.entries()) {
        const sides = { 1: [] as Side[], 2: [] as Side[] };
        for (let run = 1; run <= runs; run++) {
          for (const count of run % 2 === 1 ? [1, 2] : [2, 1]) {
            const label = `t${index}s${count}r${run}`;
            const side = await withDatabase(postgres.adminUrl, `servers_${label}`, (url) =>
              measureSide(url, count, { root, traffic, label, seconds }),
            );
            (count === 1 ? sides[1] : sides[2]).push(side);
            log(
              `${traffic.name}, run ${run}, ${count} server(s): ${side.requestsPerSecond.toFixed(0)} req/s, p99 ${side.p99Ms.toFixed(0)} ms (${side.failures})`,
            );
          }
        }
        result.push(...rows(traffic, sides[1], sides[2], runs));
      }
    } finally {
      await postgres.stop();
    }
    return result;
  },
};

export default suite;
