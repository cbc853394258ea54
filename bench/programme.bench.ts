import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProgrammeData } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { replaceDraft } from "../apps/server/src/modules/programme/programme-repository.ts";
import { loadProgrammeRenderer } from "../apps/server/src/plugins/published-programme-pages.ts";
import { asAdmin, createAdmin, signIn } from "../apps/server/src/testing/admin-session.ts";
import { type TestApp, testApp } from "../apps/server/src/testing/test-app.ts";
import { median } from "./lib/lighthouse-audit.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";

const seed = seedJson as ProgrammeData;
const SESSIONS = 60;
const TALKS_PER_SESSION = 4;

/** 60 sessions over the seed's days and rooms, each with four titled talks (submissions). */
function sixtySessions(): ProgrammeData {
  const sessions = Array.from({ length: SESSIONS }, (_, index) => {
    const model = seed.sessions[index % seed.sessions.length] ?? seed.sessions[0];
    if (!model) throw new Error("empty seed");
    const hour = String(8 + (index % 10)).padStart(2, "0");
    return {
      ...model,
      id: `${model.id}-${index}`,
      startsAt: `${hour}:00`,
      endsAt: `${hour}:50`,
      items: Array.from({ length: TALKS_PER_SESSION }, (_, talk) => ({
        id: `${model.id}-${index}-${talk}`,
        title: { fr: `Communication ${index}.${talk} : résultats d'une étude multicentrique` },
        speakers: [{ name: `Intervenante ${index}.${talk}` }],
      })),
    };
  });
  return { ...seed, sessions };
}

/**
 * Issue #24 §4, through the app's own request handling (Fastify `inject`: session, role, CSRF,
 * the checks), on the engine's database and the built site (`npm run build` first): from
 * `POST /api/admin/programme/publish` to its answer, which comes once the draft is read and
 * checked, the version stored and the six pages (the programme and the home page, three
 * languages) rendered, compressed and swapped into this server's memory (decision 0050).
 */
async function measure(
  engine: string,
  db: Db,
  webRoot: string,
  quick: boolean,
  log: (line: string) => void,
) {
  await createAdmin(db, "comite@example.ma");
  const app: TestApp = await testApp(db, { webRoot, programmePollMs: 600_000 });
  const runs = quick ? 3 : 9;
  const rows: BenchRow[] = [];
  try {
    const committee = await signIn(app, "comite@example.ma");
    for (const [label, programme, limit] of [
      [`seed (${seed.sessions.length} sessions, 3 days × 3 languages)`, seed, 2_000],
      [`${SESSIONS} sessions, ${TALKS_PER_SESSION} talks each`, sixtySessions(), 5_000],
    ] as const) {
      await replaceDraft(db, programme);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const published = await asAdmin(app, committee, "POST", "/api/admin/programme/publish", {
          confirm: true,
        });
        times.push(performance.now() - started);
        if (published.statusCode !== 200) throw new Error(published.body);
      }
      const page = await app.inject({ url: "/programme" });
      const last = programme.sessions.at(-1)?.title.fr ?? "";
      if (!page.body.includes(last.replaceAll("'", "&#x27;"))) {
        throw new Error(`${engine}: /programme does not show the published programme`);
      }
      log(`${engine}, ${label}: ${times.map((time) => time.toFixed(0)).join(", ")} ms`);
      const product = median(times);
      rows.push({
        measure: `${engine}: publish → six pages swapped in, ${label}, median of ${runs}`,
        product: Math.round(product),
        unit: "ms",
        target: `≤ ${limit / 1000} s`,
        pass: product <= limit,
        note: `slowest ${Math.round(Math.max(...times))} ms; the request's answer, through inject`,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

const suite: BenchSuite = {
  name: "programme",
  title:
    "Publishing the programme: checked, stored, its pages rendered and swapped in without a rebuild (SQLite, PostgreSQL)",
  run: async ({ root, quick, log }) => {
    const webRoot = join(root, "apps/web/build/client");
    if (!(await loadProgrammeRenderer(webRoot))) {
      throw new Error("no programme renderer in the build: run npm run build first");
    }
    const rows: BenchRow[] = [];
    const dir = mkdtempSync(join(tmpdir(), "congres-bench-programme-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      rows.push(...(await measure("SQLite", sqlite, webRoot, quick, log)));
    } finally {
      await sqlite.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    await withPostgresDatabase("programme_bench", async (db) => {
      rows.push(...(await measure("PostgreSQL", db, webRoot, quick, log)));
    });
    return rows;
  },
};

export default suite;
