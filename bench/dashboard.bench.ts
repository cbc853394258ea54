import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { edition, STATS_BREAKDOWNS } from "@congres/shared";
import { sql } from "kysely";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { registrationsPerDay } from "../apps/server/src/modules/dashboard/registrations-per-day.ts";
import { allStatsBreakdowns } from "../apps/server/src/modules/dashboard/stats-breakdowns.ts";
import { registrationTotals } from "../apps/server/src/modules/registrations/registration-totals.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { seedDashboardRows } from "./lib/seed-dashboard.ts";

/** Everything `GET /api/admin/stats` asks the database, as the route runs it. */
const stats = (db: Db) =>
  Promise.all([
    registrationsPerDay(db, edition.timeZone),
    allStatsBreakdowns(db),
    registrationTotals(db, { page: 1, per_page: 10, q: "", sort: "created_at" }),
  ]);

async function median(rounds: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  await run(); // warm the caches and the prepared statements
  for (let n = 0; n < rounds; n++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/** The queries of the endpoint, as their plans are logged. */
const QUERIES = [
  ...STATS_BREAKDOWNS.map(
    ({ table, column }) =>
      sql`select ${sql.ref(column)}, count(*) from ${sql.table(table)} group by ${sql.ref(column)}`,
  ),
  sql`select substr(created_at, 1, 13) as hour, count(*) as count from registrations group by substr(created_at, 1, 13)`,
  sql`select count(*), sum(case when payment_status in ('en_attente', 'payee') then amount_due_centimes else 0 end), sum(amount_received_centimes) from registrations`,
];

/** The plans, logged so a run shows whether each query reads its index. */
async function logPlans(db: Db, engine: string, log: (line: string) => void) {
  for (const query of QUERIES) {
    const { rows } = await (engine === "SQLite"
      ? sql<Record<string, unknown>>`explain query plan ${query}`
      : sql<Record<string, unknown>>`explain ${query}`
    ).execute(db);
    const plan = rows.map((row) => String(row.detail ?? row["QUERY PLAN"])).join(" / ");
    log(`${engine}: ${plan}`);
  }
}

/** The indexes of migration 2025-11-06 removed: the baseline, the same queries without them. */
async function dropChartIndexes(db: Db) {
  const names = [
    ...STATS_BREAKDOWNS.map(({ table, column }) => `${table}_${column}_index`),
    "registrations_created_hour_index",
    "registrations_payment_totals_index",
  ];
  for (const name of names) await sql`drop index ${sql.id(name)}`.execute(db);
  await sql`analyze`.execute(db);
}

async function measure(
  engine: string,
  db: Db,
  size: number,
  quick: boolean,
  log: (line: string) => void,
) {
  log(`${engine}: seeding ${size} registrations and ${size} submissions`);
  await seedDashboardRows(db, size);
  await logPlans(db, engine, log);
  const rounds = quick ? 3 : 7;
  const parts = {
    "per day": () => registrationsPerDay(db, edition.timeZone),
    breakdowns: () => allStatsBreakdowns(db),
    payments: () => registrationTotals(db, { page: 1, per_page: 10, q: "", sort: "created_at" }),
  };
  for (const [name, run] of Object.entries(parts)) {
    log(`${engine}: ${name} ${(await median(rounds, run)).toFixed(0)} ms`);
  }
  const product = await median(rounds, () => stats(db));
  await dropChartIndexes(db);
  const baseline = await median(rounds, () => stats(db));
  log(
    `${engine}: stats ${product.toFixed(0)} ms with the indexes, ${baseline.toFixed(0)} ms without`,
  );
  const row: BenchRow = {
    measure: `GET /api/admin/stats queries, median, ${size} registrations + ${size} submissions (${engine})`,
    product,
    baseline,
    unit: "ms",
    target: "≤ 1 000 ms at 1 000 000 rows",
    pass: product <= 1_000,
    note: `baseline: the same queries without the 2025-11-06 indexes; ${rounds} rounds`,
  };
  return row;
}

const suite: BenchSuite = {
  name: "dashboard",
  title:
    "Dashboard statistics (GET /api/admin/stats): the GROUP BYs with and without their indexes",
  async run({ quick, log }) {
    const size = quick ? 20_000 : 1_000_000;
    const rows: BenchRow[] = [];
    const dir = mkdtempSync(join(tmpdir(), "congres-bench-dashboard-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      rows.push(await measure("SQLite", sqlite, size, quick, log));
    } finally {
      await sqlite.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    await withPostgresDatabase("dashboard_bench", async (db) => {
      rows.push(await measure("PostgreSQL", db, size, quick, log));
    });
    return rows;
  },
};

export default suite;
