import { loadavg } from "node:os";
import ExcelJS from "exceljs";
import { measureDownload, seedSubmissions } from "./lib/export-fixtures.ts";
import { adminClient } from "./lib/payments-fixtures.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, rssMb, startServer } from "./lib/server-process.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const TARGET_MS = 5_000;
const TARGET_MB = 150;

/**
 * Issue #10's exports: every submission (two authors each, flattened) as CSV and as XLSX from
 * the built server on SQLite, timed to the last byte received, with the server's peak resident
 * memory sampled during each download beside its memory before (the baseline column).
 */
const suite: BenchSuite = {
  name: "exports",
  title: "List exports: CSV and XLSX of every submission (SQLite, built server)",
  run: async ({ root, quick, log }) => {
    const count = quick ? 2_000 : 100_000;
    log(`seeding ${count} submissions with 2 authors each`);
    const dataDir = await seedSubmissions(count);
    const rows: BenchRow[] = [];
    for (const format of ["csv", "xlsx"] as const) {
      // A fresh server per format: each peak is that export's alone, from the same idle start.
      const server = await startServer({ root, env: { DATA_DIR: dataDir } });
      try {
        const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
        const idle = rssMb(server.pid);
        const path = `/api/admin/submissions/export.${format}`;
        const cpuBefore = cpuMs(server.pid);
        const result = await measureDownload(admin.get, path, server.pid);
        // The server's own CPU time: what the load of a shared machine distorts least.
        const cpuS = (cpuMs(server.pid) - cpuBefore) / 1000;
        log(
          `${format}: ${(result.ms / 1000).toFixed(2)} s, server CPU ${cpuS.toFixed(2)} s, ` +
            `${(result.bytes / 1e6).toFixed(1)} MB, peak RSS ${result.peakRssMb.toFixed(0)} MB ` +
            `(idle ${idle.toFixed(0)} MB), load average ${loadavg()[0]?.toFixed(1)}`,
        );
        if (format === "csv" && result.crlf !== count + 1) {
          throw new Error(`the CSV has ${result.crlf - 1} rows, expected ${count}`);
        }
        if (format === "xlsx" && quick) {
          // A smoke run also reads the workbook back (too slow for 100 000 rows in the bench).
          const workbook = new ExcelJS.Workbook();
          const response = await admin.get(path);
          await workbook.xlsx.load(await response.arrayBuffer());
          const read = workbook.worksheets[0]?.rowCount ?? 0;
          if (read !== count + 1) throw new Error(`the XLSX has ${read - 1} rows, not ${count}`);
        }
        rows.push(
          {
            measure: `${format.toUpperCase()} export of ${count} submissions, time to last byte`,
            product: result.ms / 1000,
            unit: "s",
            target: "< 5 s",
            pass: result.ms < TARGET_MS,
            note: `${(result.bytes / 1e6).toFixed(1)} MB; load average ${loadavg()[0]?.toFixed(1)}`,
          },
          {
            measure: `${format.toUpperCase()} export of ${count} submissions, server CPU time`,
            product: cpuS,
            unit: "s",
            target: "< 5 s",
            pass: cpuS < TARGET_MS / 1000,
            note: "user + system, from /proc",
          },
          {
            measure: `${format.toUpperCase()} export of ${count} submissions, server peak RSS (baseline: idle)`,
            product: result.peakRssMb,
            baseline: idle,
            unit: "MB",
            target: "< 150 MB",
            pass: result.peakRssMb < TARGET_MB,
            note: "sampled every 20 ms from /proc",
          },
        );
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

export default suite;
