import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CATEGORIES, COUNTRIES } from "@congres/shared";
import { openDatabase } from "../../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { insertRows, submissionRow } from "../../apps/server/src/testing/list-rows.ts";
import { rssMb } from "./server-process.ts";

/**
 * A DATA_DIR whose SQLite database holds `count` submissions of varied type, category and
 * country, each with two authors (the export flattens them), written with the server's own
 * migrations; a few titles begin with `=` (neutralised by the export).
 */
export async function seedSubmissions(count: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-exports-"));
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
  await migrateToLatest(db);
  const rows = Array.from({ length: count }, (_, i) =>
    submissionRow(i + 1, {
      submission_type: i % 3 === 0 ? "poster" : "oral",
      category: CATEGORIES[i % CATEGORIES.length]?.value ?? "prevention",
      country: COUNTRIES[i % COUNTRIES.length] ?? "Maroc",
      title: i % 1000 === 0 ? `=SOMME(A${i})` : `Étude ${i + 1} sur la santé sexuelle`,
    }),
  );
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, "submissions", rows, 500);
    for (let start = 1; start <= count; start += 500) {
      const authors = [];
      for (let id = start; id < Math.min(start + 500, count + 1); id++) {
        for (const position of [1, 2]) {
          authors.push({
            submission_id: id,
            position,
            first_name: `Auteur${position}`,
            last_name: `Nom${id}`,
            email: `a${id}.${position}@example.ma`,
            affiliation: "CHU Ibn Rochd, Casablanca",
            is_presenting: position === 1 ? 1 : 0,
          });
        }
      }
      await trx.insertInto("submission_authors").values(authors).execute();
    }
  });
  await db.destroy();
  return dataDir;
}

export type Download = { ms: number; bytes: number; crlf: number; peakRssMb: number };

/**
 * Downloads `path` to the end, counting bytes and CRLF line ends as they arrive (nothing kept),
 * while sampling the server's resident memory every 20 ms: its peak during the download.
 */
export async function measureDownload(
  get: (path: string) => Promise<Response>,
  path: string,
  serverPid: number,
): Promise<Download> {
  let peakRssMb = rssMb(serverPid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(serverPid));
  }, 20);
  const started = performance.now();
  try {
    const response = await get(path);
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} for ${path}`);
    let bytes = 0;
    let crlf = 0;
    let lastWasCr = false;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      bytes += chunk.length;
      for (const byte of chunk) {
        if (byte === 0x0a && lastWasCr) crlf++;
        lastWasCr = byte === 0x0d;
      }
    }
    const ms = performance.now() - started;
    peakRssMb = Math.max(peakRssMb, rssMb(serverPid));
    return { ms, bytes, crlf, peakRssMb };
  } finally {
    clearInterval(sampler);
  }
}
