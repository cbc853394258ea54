/**
 * The authors' files (issue #39 item 3, decision 0074), through the built server over HTTP, on
 * SQLite (a folder under DATA_DIR) and on PostgreSQL (256 KiB bytea rows, binary COPY both ways):
 * a 50 MB upload — how fast it is stored and how much the server's resident memory grows
 * meanwhile — then the ZIP of 100 posters of one programme day, streamed, with the same watch.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { DELEGATE_COOKIE } from "../apps/server/src/modules/space/delegate-session.ts";
import { createDelegateSession } from "../apps/server/src/modules/space/delegate-session-store.ts";
import { onePageSite } from "../apps/server/src/testing/server-process.ts";
import { toldDecisions } from "../apps/server/src/testing/told-decisions.ts";
import { multipartBody, pdfBytes } from "../apps/server/src/testing/upload-samples.ts";
import { adminClient } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { cpuMs, rssMb, startServer } from "./lib/server-process.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const POSTERS_SESSION = "2025-10-31-1600-hall";
const MB = 1024 * 1024;
const UPLOAD_BYTES = 50 * MB - 64 * 1024;
const TARGETS = { uploadRssMb: 20, uploadMbPerS: 50, zipRssMb: 30 };

/** `count` poster submissions accepted, told, placed in the poster session; each author's session. */
async function seed(db: Db, count: number): Promise<{ id: number; cookie: string }[]> {
  const now = new Date().toISOString();
  const submissions = await db
    .insertInto("submissions")
    .values(
      Array.from({ length: count }, (_, n) => ({
        reference: `ABS-F${String(n).padStart(5, "0")}`,
        first_name: `Prénom${n}`,
        last_name: `Nom${n}`,
        email: `affiche${n}@example.sn`,
        phone: "+221 77 000 00 00",
        institution: "UCAD",
        department: "Santé publique",
        country: "Sénégal",
        submission_type: "poster",
        category: "sante-femmes",
        title: `Poster ${n}`,
        abstract: "Introduction. Méthodes. Résultats.",
        keywords: "santé",
        has_conflict_of_interest: 0,
        conflict_description: "",
        accepts_terms: 1,
        accepts_review: 1,
        status: "soumise",
        created_at: now,
      })),
    )
    .returning(["id", "email"])
    .execute();
  await toldDecisions(db, "acceptee_poster", submissions);
  await db
    .insertInto("programme_items")
    .values(
      submissions.map(({ id }, position) => ({
        id: `${POSTERS_SESSION}-bench-${id}`,
        session_id: POSTERS_SESSION,
        position: 100 + position,
        starts_at: null,
        ends_at: null,
        title: null,
        submission_id: id,
        board: `B${position + 1}`,
      })),
    )
    .execute();
  const authors: { id: number; cookie: string }[] = [];
  for (const { id, email } of submissions) {
    const session = await createDelegateSession(db, email, new Date());
    authors.push({ id, cookie: `${DELEGATE_COOKIE}=${session}` });
  }
  return authors;
}

/** Samples the server's RSS every 20 ms while `work` runs: its peak, in MB. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    const result = await work();
    return [result, Math.max(peak, rssMb(pid))];
  } finally {
    clearInterval(timer);
  }
}

async function measure(
  root: string,
  engine: string,
  env: Record<string, string>,
  db: Db,
  quick: boolean,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const count = quick ? 20 : 100;
  const authors = await seed(db, count);
  const server = await startServer({ root, env });
  try {
    const csrfFor = async (cookie: string) => {
      const answer = await fetch(`${server.url}/sanctum/csrf-cookie`, { headers: { cookie } });
      const pair = answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      return { cookie: `${cookie}; ${pair}`, "x-xsrf-token": pair.slice(pair.indexOf("=") + 1) };
    };
    const upload = async (author: { id: number; cookie: string }, kind: string, bytes: Buffer) => {
      const body = multipartBody(kind, { name: `${kind}.pdf`, bytes });
      const answer = await fetch(`${server.url}/api/space/submissions/${author.id}/files`, {
        method: "POST",
        headers: { ...body.headers, ...(await csrfFor(author.cookie)) },
        body: new Uint8Array(body.payload),
      });
      if (answer.status !== 201)
        throw new Error(`upload refused: ${answer.status} ${await answer.text()}`);
    };
    const [first] = authors;
    if (!first) throw new Error("no author");
    // Warm: the multipart parser, file-type and the store are loaded before the measure.
    await upload(first, "full_text", pdfBytes(200_000));
    const big = pdfBytes(UPLOAD_BYTES);
    const idleUpload = rssMb(server.pid);
    const started = performance.now();
    const cpuBefore = cpuMs(server.pid);
    const [, uploadPeak] = await peakRss(server.pid, () => upload(first, "slides", big));
    const seconds = (performance.now() - started) / 1000;
    const mbPerS = UPLOAD_BYTES / MB / seconds;
    // The server's own CPU time: what the load of a shared machine distorts least.
    const cpuSeconds = (cpuMs(server.pid) - cpuBefore) / 1000;
    const uploadGrowth = uploadPeak - idleUpload;
    log(
      `${engine}: 50 MB upload in ${seconds.toFixed(2)} s (${mbPerS.toFixed(0)} MB/s), RSS +${uploadGrowth.toFixed(1)} MB (idle ${idleUpload.toFixed(0)} MB)`,
    );

    const posterBytes = quick ? MB : 2 * MB;
    for (const author of authors) await upload(author, "poster", pdfBytes(posterBytes));
    const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
    const idleZip = rssMb(server.pid);
    const zipStarted = performance.now();
    const zipCpuBefore = cpuMs(server.pid);
    const [received, zipPeak] = await peakRss(server.pid, async () => {
      const answer = await admin.get("/api/admin/submission-files/archive.zip?day=2025-10-31");
      if (answer.status !== 200 || !answer.body) throw new Error(`ZIP refused: ${answer.status}`);
      const reader = answer.body.getReader();
      let bytes = 0;
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        bytes += part.value.length;
      }
      return bytes;
    });
    const zipSeconds = (performance.now() - zipStarted) / 1000;
    const zipCpu = (cpuMs(server.pid) - zipCpuBefore) / 1000;
    const zipGrowth = zipPeak - idleZip;
    log(
      `${engine}: ZIP of ${count} posters, ${(received / MB).toFixed(0)} MB in ${zipSeconds.toFixed(2)} s, RSS +${zipGrowth.toFixed(1)} MB`,
    );
    return [
      {
        measure: `50 MB upload, store throughput (${engine})`,
        product: mbPerS,
        unit: "MB/s",
        target: `≥ ${TARGETS.uploadMbPerS} MB/s`,
        pass: mbPerS >= TARGETS.uploadMbPerS,
        note: `${seconds.toFixed(2)} s from the first byte sent to the 201, over HTTP on loopback; server CPU ${cpuSeconds.toFixed(2)} s (${(UPLOAD_BYTES / MB / cpuSeconds).toFixed(0)} MB per CPU second)`,
      },
      {
        measure: `50 MB upload, server RSS growth (${engine}; baseline: RSS before)`,
        product: uploadGrowth,
        baseline: idleUpload,
        unit: "MB",
        target: `≤ ${TARGETS.uploadRssMb} MB`,
        pass: uploadGrowth <= TARGETS.uploadRssMb,
        note: "peak sampled every 20 ms from /proc",
      },
      {
        measure: `ZIP of ${count} posters (${(received / MB).toFixed(0)} MB), server RSS growth (${engine}; baseline: RSS before)`,
        product: zipGrowth,
        baseline: idleZip,
        unit: "MB",
        target: `≤ ${TARGETS.zipRssMb} MB`,
        pass: zipGrowth <= TARGETS.zipRssMb && received > count * posterBytes,
        note: `streamed in ${zipSeconds.toFixed(2)} s, server CPU ${zipCpu.toFixed(2)} s; peak sampled every 20 ms from /proc`,
      },
    ];
  } finally {
    await server.stop();
  }
}

const suite: BenchSuite = {
  name: "files",
  title: "Authors' files: a 50 MB upload and the ZIP of 100 posters (SQLite and PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const rows: BenchRow[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-files-"));
    const webRoot = onePageSite(dataDir);
    const sqlite = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      rows.push(
        ...(await measure(
          root,
          "SQLite",
          { DATA_DIR: dataDir, WEB_ROOT: webRoot },
          sqlite,
          quick,
          log,
        )),
      );
    } finally {
      await sqlite.destroy();
    }
    rows.push(
      ...(await withPostgresDatabase("files_bench", (db, url) =>
        measure(root, "PostgreSQL", { DATABASE_URL: url, WEB_ROOT: webRoot }, db, quick, log),
      )),
    );
    return rows;
  },
};

export default suite;
