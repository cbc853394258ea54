/**
 * Admin search at 100 000 and 1 000 000 submissions, on SQLite and on PostgreSQL (embedded, as
 * the tests run it): page 1 + total for a rare name, a common word and the unfiltered list,
 * through the product's `listPage`, beside the old LIKE scan on the same rows.
 *
 * Each database is seeded at the schema before migration 2025-10-01 (as the old application
 * wrote it), the old search is measured, then the migration indexes the existing rows and the
 * product is measured. Nothing is kept: databases live in temporary folders.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Migrator } from "kysely";
import pg from "pg";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrations } from "../apps/server/src/db/migrate.ts";
import { listPage } from "../apps/server/src/services/lists/admin-list.ts";
import { startEmbeddedPostgres } from "../apps/server/src/testing/embedded-postgres.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { likeScanPage } from "./lib/search-baseline.ts";
import { COMMON_WORD, RARE_LAST_NAME, seedPostgres, seedSqlite } from "./lib/seed-search.ts";

const BEFORE_INDEX = "2025-09-01-login-attempts-reservation";
const QUERIES = [
  { label: "rare name", q: "gbedji" },
  { label: "common word", q: COMMON_WORD },
  { label: "unfiltered list", q: "" },
] as const;

type Engine = "SQLite" | "PostgreSQL";
type Prepared = {
  db: Db;
  seed: (count: number) => Promise<void>;
  /** After the migration rewrote the table: what autovacuum would do, before measuring. */
  settle: () => Promise<void>;
  drop: () => Promise<void>;
};

const format = (n: number) => n.toLocaleString("fr-FR").replace(/\u202f/g, " ");
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Timings in ms: three warm-up runs (a server's pooled connections are warm), then `samples`
 * runs or as many as fit in `budgetMs` (at least 5).
 */
async function timings(run: () => Promise<unknown>, samples: number, budgetMs: number) {
  for (let warmUp = 0; warmUp < 3; warmUp++) await run();
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (times.length < samples && (times.length < 5 || performance.now() < deadline)) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function prepareSqlite(): Promise<Prepared> {
  const dir = mkdtempSync(join(tmpdir(), "congres-search-bench-"));
  const file = join(dir, "bench.sqlite");
  const db = openDatabase({ kind: "sqlite", file });
  return {
    db,
    seed: async (count) => {
      const sqlite = new SQLite(file);
      sqlite.pragma("synchronous = NORMAL");
      seedSqlite(sqlite, 0, count, { applicationSearchText: true });
      sqlite.close();
    },
    settle: async () => {},
    drop: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function preparePostgres(adminUrl: string, name: string): Promise<Prepared> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: "postgres", connectionString: url.toString() });
  const vacuum = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query("vacuum analyze submissions");
    await client.end();
  };
  return {
    db,
    seed: async (count) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await seedPostgres(client, 0, count, { applicationSearchText: true });
      await client.end();
      await vacuum();
    },
    settle: vacuum,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

async function measureSize(
  engine: Engine,
  prepared: Prepared,
  size: number,
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const { db } = prepared;
  const where = `${format(size)} submissions (${engine})`;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const migrated = await migrator.migrateTo(BEFORE_INDEX);
  if (migrated.error) throw migrated.error;

  let start = performance.now();
  await prepared.seed(size);
  const seedSeconds = (performance.now() - start) / 1000;
  log(`${where}: seeded in ${seedSeconds.toFixed(1)} s`);

  const budget = quick ? 3_000 : 30_000;
  const baseline = new Map<string, { times: number[]; ids: number[]; total: number }>();
  for (const { label, q } of QUERIES) {
    const result = await likeScanPage(db, q);
    const times = await timings(() => likeScanPage(db, q), 20, budget);
    baseline.set(label, { times, ...result });
    log(`${where}: old LIKE, ${label}: p95 ${percentile(times, 95).toFixed(1)} ms`);
  }

  start = performance.now();
  const latest = await migrator.migrateToLatest();
  if (latest.error) throw latest.error;
  const migrationSeconds = (performance.now() - start) / 1000;
  log(`${where}: migration indexed the rows in ${migrationSeconds.toFixed(1)} s`);
  await prepared.settle();

  const target = size >= 1_000_000 ? 20 : 5;
  const rows: BenchRow[] = [
    {
      measure: `seed ${where}, plain SQL batches`,
      product: seedSeconds,
      unit: "s",
      target: "minutes at most (≤ 600 s)",
      pass: seedSeconds <= 600,
    },
    {
      measure: `migration 2025-10-01 indexing ${where}`,
      product: migrationSeconds,
      unit: "s",
      target: "≤ 600 s",
      pass: migrationSeconds <= 600,
    },
  ];
  for (const { label, q } of QUERIES) {
    const query = { page: 1, per_page: 10, q };
    const page = await listPage(db, "submissions", query);
    const old = baseline.get(label);
    if (!old) throw new Error(`no baseline for ${label}`);
    const ids = page.rows.map((row) => row.id);
    // The index must change nothing that the old search showed: same page, same exact total.
    if (ids.join() !== old.ids.join()) {
      throw new Error(`${where}, ${label}: page ${ids.join()} differs from ${old.ids.join()}`);
    }
    if (!page.estimated && page.total !== old.total) {
      throw new Error(`${where}, ${label}: total ${page.total} differs from ${old.total}`);
    }
    const times = await timings(() => listPage(db, "submissions", query), 50, budget);
    const p95 = percentile(times, 95);
    const error = ((page.total - old.total) / old.total) * 100;
    rows.push({
      measure: `search p95, ${label}, ${where}`,
      product: p95,
      baseline: percentile(old.times, 95),
      unit: "ms",
      target: `≤ ${target} ms`,
      pass: p95 <= target,
      note: [
        `p50 ${percentile(times, 50).toFixed(2)} vs ${percentile(old.times, 50).toFixed(1)} ms`,
        page.estimated
          ? `total ≈ ${format(page.total)} (exact ${format(old.total)}, ${error >= 0 ? "+" : ""}${error.toFixed(1)} %)`
          : `total ${format(page.total)}`,
        `${times.length}/${old.times.length} runs`,
      ].join("; "),
    });
  }
  return rows;
}

const suite: BenchSuite = {
  name: "search",
  title: `Admin search, page 1 + total: product (trigram index) vs the old LIKE scan (rare name "${RARE_LAST_NAME}" searched as "gbedji", common word "${COMMON_WORD}")`,
  async run({ quick, log }) {
    const sizes = quick ? [20_000] : [100_000, 1_000_000];
    const postgres = await startEmbeddedPostgres();
    const rows: BenchRow[] = [];
    try {
      for (const engine of ["SQLite", "PostgreSQL"] as const) {
        for (const size of sizes) {
          const prepared =
            engine === "SQLite"
              ? await prepareSqlite()
              : await preparePostgres(postgres.adminUrl, `search_bench_${size}`);
          try {
            rows.push(...(await measureSize(engine, prepared, size, quick, log)));
          } finally {
            await prepared.drop();
          }
        }
      }
    } finally {
      await postgres.stop();
    }
    return rows;
  },
};

export default suite;
