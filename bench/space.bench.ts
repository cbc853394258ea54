/**
 * « Mon espace » (issue #38): `GET /api/space` for a signed-in delegate among 100 000
 * registrations, on SQLite and on PostgreSQL, through the built server over HTTP. The delegate's
 * rows are found by `lower(email)`: the plan must use `registrations_email_index` (and
 * `submissions_email_index`, 20 000 submissions beside), whatever the case of the address.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { type Db, isPostgres, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { DELEGATE_COOKIE } from "../apps/server/src/modules/space/delegate-session.ts";
import { createDelegateSession } from "../apps/server/src/modules/space/delegate-session-store.ts";
import { insertRegistrations, p95, registrationRows, timeCalls } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";

const DELEGATE = "amina.benali@example.ma";
const TARGET_MS = 20;
const SUBMISSIONS = 20_000;

/** 100 000 registrations; three are the delegate's, her address typed in three ways. */
function rows(count: number) {
  const all = registrationRows(count);
  for (const [index, email] of [
    [11, "Amina.Benali@Example.ma"],
    [50_011, " amina.benali@example.ma"],
    [count - 7, "AMINA.BENALI@EXAMPLE.MA"],
  ] as const) {
    const row = all[Math.min(index, count - 1)];
    if (row) row.email = email.trim();
  }
  return all;
}

/** `count` submissions, two of them hers (each with two authors), as the table stores them. */
async function insertSubmissions(db: Db, count: number): Promise<void> {
  const hers = new Set([17, count - 3]);
  const rows = Array.from({ length: count }, (_, n) => ({
    reference: `ABS-B${String(n).padStart(6, "0")}`,
    first_name: `Prénom${n}`,
    last_name: `Nom${n}`,
    email: hers.has(n) ? "Amina.Benali@example.MA" : `auteur${n}@example.sn`,
    phone: "+221 77 000 00 00",
    institution: "UCAD",
    department: "Santé publique",
    country: "Sénégal",
    submission_type: "oral",
    category: "sante-femmes",
    title: `Résumé ${n}`,
    abstract: "Introduction. Méthodes. Résultats.",
    keywords: "santé",
    has_conflict_of_interest: 0,
    conflict_description: "",
    accepts_terms: 1,
    accepts_review: 1,
    created_at: new Date(Date.UTC(2025, 5, 1) + n * 60_000).toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto("submissions")
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const theirs = await trx
      .selectFrom("submissions")
      .select("id")
      .where("email", "=", "Amina.Benali@example.MA")
      .execute();
    for (const { id } of theirs) {
      await trx
        .insertInto("submission_authors")
        .values(
          ["Amina", "Karim"].map((first, position) => ({
            submission_id: id,
            position,
            first_name: first,
            last_name: "Benali",
            email: "",
            affiliation: "CHU Ibn Rochd",
            is_presenting: position === 0 ? 1 : 0,
          })),
        )
        .execute();
    }
  });
}

/** How the database finds her registrations and submissions: the names of the indexes it uses. */
async function indexesUsed(db: Db): Promise<string> {
  const plans: string[] = [];
  for (const table of ["registrations", "submissions"]) {
    const query = sql`select id from ${sql.table(table)} where lower(email) = ${DELEGATE}`;
    const explained = isPostgres(db)
      ? await sql<Record<string, string>>`explain ${query}`.execute(db)
      : await sql<Record<string, string>>`explain query plan ${query}`.execute(db);
    const text = explained.rows.map((row) => Object.values(row).join(" ")).join(" | ");
    const index = /(registrations|submissions)_email_index/.exec(text)?.[0];
    plans.push(index ?? `${table}: no index (${text})`);
  }
  return plans.join(", ");
}

async function measure(
  root: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  count: number,
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const indexes = await indexesUsed(db);
  const session = await createDelegateSession(db, DELEGATE, new Date());
  const server = await startServer({ root, env });
  try {
    const get = () =>
      fetch(`${server.url}/api/space`, { headers: { cookie: `${DELEGATE_COOKIE}=${session}` } });
    const answer = (await (await get()).json()) as {
      registrations: unknown[];
      submissions: unknown[];
    };
    const [times = []] = await timeCalls(quick ? 50 : 300, get);
    const latency = p95(times);
    const median = [...times].sort((a, b) => a - b)[times.length >> 1] ?? Number.NaN;
    log(
      `${engine}: GET /api/space p95 ${latency.toFixed(1)} ms, ${answer.registrations.length} registrations of hers, ${indexes}`,
    );
    const usesIndexes = !indexes.includes("no index");
    return [
      {
        measure: `GET /api/space p95, a delegate among ${count.toLocaleString("en")} registrations (${engine})`,
        product: latency,
        unit: "ms",
        target: `≤ ${TARGET_MS} ms, by the lower(email) indexes`,
        pass:
          latency <= TARGET_MS &&
          usesIndexes &&
          answer.registrations.length === 3 &&
          answer.submissions.length === 2,
        note: `median ${median.toFixed(1)} ms over ${times.length} calls over HTTP to the built server; her 3 registrations (e-mail in three cases) and 2 submissions among ${SUBMISSIONS.toLocaleString("en")} found; plan: ${indexes}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

const suite: BenchSuite = {
  name: "space",
  title: "« Mon espace »: GET /api/space at 100 000 registrations (SQLite and PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const count = quick ? 10_000 : 100_000;
    const seeded = rows(count);
    const result: BenchRow[] = [];

    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-space-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      await insertRegistrations(sqlite, seeded);
      await insertSubmissions(sqlite, SUBMISSIONS);
      await sql`analyze`.execute(sqlite);
      result.push(
        ...(await measure(root, "SQLite", { DATA_DIR: dataDir }, sqlite, count, quick, log)),
      );
    } finally {
      await sqlite.destroy();
    }

    result.push(
      ...(await withPostgresDatabase("space_bench", async (db, url) => {
        await insertRegistrations(db, seeded);
        await insertSubmissions(db, SUBMISSIONS);
        await sql`analyze`.execute(db);
        return measure(root, "PostgreSQL", { DATABASE_URL: url }, db, count, quick, log);
      })),
    );
    return result;
  },
};

export default suite;
