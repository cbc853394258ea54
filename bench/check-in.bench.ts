import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@congres/shared";
import pg from "pg";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { startEmbeddedPostgres } from "../apps/server/src/testing/embedded-postgres.ts";
import {
  adminClient,
  insertRegistrations,
  p95,
  registrationRows,
} from "./lib/payments-fixtures.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const DESKS = 10;
const DESK_PASSWORD = "bench-accueil-mot-de-passe";

type Client = Awaited<ReturnType<typeof adminClient>>;
type Scan = { reference: string; scanId: string };
type Answer = { ms: number; status: number; firstTime: boolean; scanId: string };

/**
 * Issue #25's first morning: `DESKS` desks scanning at once, each its share of the delegates,
 * one scan after another; some people are scanned again at another desk (the "already in"
 * answer, racing the first), and some scans are sent twice with the same scan id (a retry, the
 * offline queue). Afterwards the database must hold exactly one check-in per delegate.
 */
function plan(references: string[], quick: boolean): Scan[][] {
  const desks: Scan[][] = Array.from({ length: DESKS }, () => []);
  let scanNumber = 0;
  const scan = (reference: string) => ({
    reference,
    scanId: `bench-${String(++scanNumber).padStart(6, "0")}`,
  });
  for (const [index, reference] of references.entries()) {
    const first = scan(reference);
    const desk = desks[index % DESKS] as Scan[];
    desk.push(first);
    // One in ten also scanned at the next desk; one in twenty sent twice by its own desk.
    if (index % 10 === 0) (desks[(index + 1) % DESKS] as Scan[]).push(scan(reference));
    if (index % 20 === 0) desk.push(first);
  }
  // A quick run keeps the shape with fewer scans.
  return quick ? desks.map((desk) => desk.slice(0, 40)) : desks;
}

async function runDesk(client: Client, scans: Scan[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const scan of scans) {
    const started = performance.now();
    const response = await client.post("/api/admin/check-in", scan);
    const body = (await response.json()) as { first_time?: boolean };
    answers.push({
      ms: performance.now() - started,
      status: response.status,
      firstTime: body.first_time === true,
      scanId: scan.scanId,
    });
  }
  return answers;
}

async function measure(
  root: string,
  warmUp: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  references: string[],
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const server = await startServer({ root, env });
  try {
    const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
    const desks: Client[] = [];
    for (let n = 0; n < DESKS; n++) {
      const email = `accueil${n}@congres.local`;
      const created = await admin.post("/api/admin/users", {
        name: `Accueil ${n}`,
        email,
        password: DESK_PASSWORD,
        role: "desk",
      });
      if (created.status !== 201) throw new Error(`desk account: HTTP ${created.status}`);
      desks.push(await adminClient(server.url, email, DESK_PASSWORD));
    }
    const scans = plan(references, quick);
    const wanted = new Set(scans.flat().map((scan) => scan.reference));
    // Warm-up on someone outside the measured set, then every desk at once.
    await runDesk(desks[0] as Client, [{ reference: warmUp, scanId: "bench-warm-up" }]);
    const started = performance.now();
    const answers = (
      await Promise.all(desks.map((desk, n) => runDesk(desk, scans[n] ?? [])))
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const failed = answers.filter((answer) => answer.status !== 200).length;
    const statuses = [...new Set(answers.map((answer) => answer.status))].join(", ");
    const firstScans = new Set(answers.filter((a) => a.firstTime).map((a) => a.scanId)).size;

    const stored = await db
      .selectFrom("check_ins as c")
      .innerJoin("registrations as r", "r.id", "c.registration_id")
      .select(["r.reference", "c.undone_at"])
      .execute();
    const byReference = new Map<string, number>();
    for (const row of stored)
      byReference.set(row.reference, (byReference.get(row.reference) ?? 0) + 1);
    const duplicates = [...byReference.values()].filter((count) => count > 1).length;
    const lost = [...wanted].filter((reference) => !byReference.has(reference)).length;
    const latency = p95(answers.map((answer) => answer.ms));
    log(
      `${engine}: ${answers.length} scans by ${DESKS} desks in ${seconds.toFixed(1)} s, p95 ${latency.toFixed(1)} ms, ` +
        `${failed} failed (statuses ${statuses}), ${wanted.size} people, ${stored.length} check-ins, ${duplicates} duplicates, ${lost} lost, ${firstScans} first scans`,
    );
    const people = `${wanted.size} people, ${references.length} registrations`;
    return [
      {
        measure: `check-in p95, ${DESKS} desks at once, ${people} (${engine})`,
        product: latency,
        unit: "ms",
        target: "≤ 50 ms",
        pass: latency <= 50 && failed === 0,
        note: `${answers.length} scans (a tenth again at another desk, a twentieth sent twice) in ${seconds.toFixed(1)} s; ${failed} not 200`,
      },
      {
        measure: `people checked in twice or lost (${engine})`,
        product: duplicates + lost,
        unit: "people",
        target: "0 duplicates, 0 lost",
        pass:
          duplicates === 0 &&
          lost === 0 &&
          stored.length === wanted.size &&
          firstScans === wanted.size,
        note: `${stored.length} check-ins stored for ${wanted.size} people; ${duplicates} duplicates, ${lost} lost; ${firstScans} scans answered "first time"`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** The `n`th well-formed reference: its code is `n` written in the references' alphabet. */
function codeOf(n: number): string {
  let code = "";
  for (let rest = n, digit = 0; digit < REFERENCE_LENGTH; digit++) {
    code = (REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] ?? "") + code;
    rest = Math.floor(rest / REFERENCE_ALPHABET.length);
  }
  return formatReference("CPSS", code);
}

const suite: BenchSuite = {
  name: "check-in",
  title: "Check-in desk: 10 desks scanning at once (SQLite and PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const count = 2_000;
    // Everyone paid (the desk's happy path: unpaid people are answered the same way), each with
    // a well-formed reference, as the desk reads them: the seed's own are not (CPSS-B000001).
    const rows = registrationRows(count + 1).map((row, n) => ({
      ...row,
      reference: codeOf(n),
      payment_status: "payee" as const,
    }));
    const warmUp = rows.pop()?.reference ?? "";
    const references = rows.map((row) => row.reference);
    const result: BenchRow[] = [];

    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-check-in-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      await insertRegistrations(sqlite, rows);
      result.push(
        ...(await measure(
          root,
          warmUp,
          "SQLite",
          { DATA_DIR: dataDir },
          sqlite,
          references,
          quick,
          log,
        )),
      );
    } finally {
      await sqlite.destroy();
    }

    const postgres = await startEmbeddedPostgres();
    try {
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      await admin.query("create database check_in_bench");
      await admin.end();
      const url = new URL(postgres.adminUrl);
      url.pathname = "/check_in_bench";
      const db = openDatabase({ kind: "postgres", connectionString: url.toString() });
      try {
        await migrateToLatest(db);
        await insertRegistrations(db, rows);
        result.push(
          ...(await measure(
            root,
            warmUp,
            "PostgreSQL",
            { DATABASE_URL: url.toString() },
            db,
            references,
            quick,
            log,
          )),
        );
      } finally {
        await db.destroy();
      }
    } finally {
      await postgres.stop();
    }
    return result;
  },
};

export default suite;
