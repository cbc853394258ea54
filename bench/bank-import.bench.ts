import {
  bankStatement,
  seedReferencedRegistrations,
  statementUploader,
} from "./lib/bank-statement.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, startServer } from "./lib/server-process.ts";

const MAPPING = new URLSearchParams({ date: "Date opération", amount: "Crédit", label: "Libellé" });
const TARGET_MS = 2_000;

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

/**
 * Issue #9 item 3: a 2 MB statement of 10 000 lines proposed against the registrations of a
 * large congress, by the built server on SQLite (upload, decoding, csv-parse, matching in the
 * database, the JSON answer). Beside it, `analyse` of the same file (decoding and parsing only,
 * no database) shows what the matching adds.
 */
const suite: BenchSuite = {
  name: "bank-import",
  title: "Bank statement import: proposals for a whole statement (SQLite)",
  run: async ({ root, quick, log }) => {
    const registrations = quick ? 300 : 3_000;
    const lines = quick ? 1_000 : 10_000;
    const runs = quick ? 2 : 7;
    log(`seeding ${registrations} registrations`);
    const dataDir = await seedReferencedRegistrations(registrations);
    const server = await startServer({ root, env: { DATA_DIR: dataDir } });
    try {
      const upload = await statementUploader(
        server.url,
        "bench@congres.local",
        "bench-password-123",
      );
      const statement = bankStatement(lines, registrations);
      const megabytes = statement.length / 2 ** 20;
      log(`statement: ${lines} lines, ${megabytes.toFixed(2)} MB`);
      const call = async (path: string) => {
        const cpuBefore = cpuMs(server.pid);
        const started = performance.now();
        const response = await upload(path, statement);
        const body = (await response.json()) as { lines?: { status: string }[] };
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
        const elapsed = performance.now() - started;
        return { elapsed, cpu: cpuMs(server.pid) - cpuBefore, body };
      };
      const proposals: number[] = [];
      const proposalsCpu: number[] = [];
      const analyses: number[] = [];
      let statuses = "";
      // One warm-up round, then the measured ones, the two calls interleaved.
      for (let round = -1; round < runs; round++) {
        const proposed = await call(`/api/admin/bank-import/proposals?${MAPPING}`);
        const analysed = await call("/api/admin/bank-import/analyse");
        if (round >= 0) {
          proposals.push(proposed.elapsed);
          proposalsCpu.push(proposed.cpu);
          analyses.push(analysed.elapsed);
          continue;
        }
        const counts = new Map<string, number>();
        for (const { status } of proposed.body.lines ?? []) {
          counts.set(status, (counts.get(status) ?? 0) + 1);
        }
        statuses = [...counts].map(([status, n]) => `${status} ${n}`).join(", ");
      }
      const product = median(proposals);
      const slowest = Math.max(...proposals);
      log(`proposals median ${product.toFixed(0)} ms (max ${slowest.toFixed(0)}); ${statuses}`);
      const row: BenchRow = {
        measure: `proposals for a ${megabytes.toFixed(1)} MB statement of ${lines} lines, ${registrations} registrations (median)`,
        product,
        baseline: median(analyses),
        unit: "ms",
        target: `< ${TARGET_MS} ms`,
        pass: product < TARGET_MS,
        note: `${runs} runs after a warm-up, max ${slowest.toFixed(0)} ms; baseline = analyse (decode + csv-parse, no database); ${statuses}`,
      };
      // On a loaded machine the wall time is mostly waiting for a core; the server's CPU is not.
      const cpu = median(proposalsCpu);
      log(`proposals server CPU median ${cpu.toFixed(0)} ms`);
      return [
        row,
        {
          measure: `server CPU for those proposals (median, /proc)`,
          product: cpu,
          unit: "ms",
          target: `< ${TARGET_MS} ms`,
          pass: cpu < TARGET_MS,
          note: "what the wall time would be on an idle core",
        },
      ];
    } finally {
      await server.stop();
    }
  },
};

export default suite;
