import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CATEGORY_VALUES } from "@congres/shared";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { asAdmin, createAdmin, signIn } from "../apps/server/src/testing/admin-session.ts";
import { addAbstracts, addReviewer } from "../apps/server/src/testing/review-harness.ts";
import { type TestApp, testApp } from "../apps/server/src/testing/test-app.ts";
import { p95 } from "./lib/payments-fixtures.ts";
import { withPostgresDatabase } from "./lib/postgres-database.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";

/**
 * Issue #23 §5: 2 000 abstracts × 3 reviews by 20 reviewers, on SQLite and PostgreSQL — the
 * automatic assignment (preview, then save: the plan computed twice, 6 000 rows, 20 mails), a
 * review's save (a draft, as the workspace sends it every few seconds), and the ranking's page
 * once every review is in. Through the app's own request handling (Fastify `inject`: routing,
 * session, role and CSRF checks, validation), on the engine's database; no socket.
 */
async function measure(engine: string, db: Db, quick: boolean, log: (line: string) => void) {
  const abstracts = quick ? 300 : 2_000;
  const reviewers = 20;
  const calls = quick ? 30 : 200;
  log(`${engine}: seeding ${abstracts} abstracts and ${reviewers} reviewers`);
  for (let start = 1; start <= abstracts; start += 500) {
    await addAbstracts(db, start, Math.min(500, abstracts - start + 1), {
      row: (n) => ({ category: CATEGORY_VALUES[n % CATEGORY_VALUES.length] }),
      authorsOf: (n) => [
        {
          first_name: "A",
          last_name: `B${n}`,
          email: `a${n}@example.sn`,
          affiliation: `Hôpital ${n % 40}`,
        },
      ],
    });
  }
  const ids: number[] = [];
  for (let n = 0; n < reviewers; n++) {
    ids.push(
      await addReviewer(db, {
        name: `Relecteur ${n}`,
        email: `relecteur${n}@example.org`,
        institution: `Hôpital ${n}`,
        expertise: n % 4 === 0 ? [CATEGORY_VALUES[n % CATEGORY_VALUES.length] ?? "prevention"] : [],
      }),
    );
  }
  await createAdmin(db, "comite@example.ma");
  const app: TestApp = await testApp(db);
  try {
    const committee = await signIn(app, "comite@example.ma");
    const started = performance.now();
    const preview = await asAdmin(app, committee, "GET", "/api/admin/review/auto-assignment");
    const previewed = performance.now();
    const saved = await asAdmin(app, committee, "POST", "/api/admin/review/auto-assignment", {
      planHash: preview.json().plan_hash,
    });
    const assignment = performance.now() - started;
    if (saved.statusCode !== 201)
      throw new Error(`auto-assignment: HTTP ${saved.statusCode} ${saved.body}`);
    log(
      `${engine}: assignment ${assignment.toFixed(0)} ms (preview ${(previewed - started).toFixed(0)} ms), ${saved.body}`,
    );

    const sessions = await Promise.all(ids.map((_, n) => signIn(app, `relecteur${n}@example.org`)));
    const held = await db
      .selectFrom("review_assignments")
      .select(["submission_id", "reviewer_id", "revision"])
      .orderBy("id")
      .execute();
    const sessionOf = new Map(ids.map((id, n) => [id, sessions[n] ?? ""]));
    const saves: number[] = [];
    for (let call = -10; call < calls; call++) {
      const pair = held[((call + 10) * 29) % held.length];
      if (!pair) throw new Error("no assignment");
      const begin = performance.now();
      const answer = await asAdmin(
        app,
        sessionOf.get(pair.reviewer_id) ?? "",
        "PUT",
        `/api/review/assignments/${pair.submission_id}`,
        {
          scores: { originalite: 4, methodologie: 3 },
          commentToAuthors: "Un brouillon en cours de rédaction.",
          submit: false,
          revision: pair.revision,
        },
      );
      if (call >= 0) saves.push(performance.now() - begin);
      if (answer.statusCode !== 200) throw new Error(`save: HTTP ${answer.statusCode}`);
      // The next save of this draft names the revision this one stored, as the screen does.
      pair.revision = answer.json().review.revision;
    }

    // Every review in (a spread of scores and recommendations), then the committee's pages.
    await db
      .updateTable("review_assignments")
      .set((eb) => ({
        status: "envoyee",
        submitted_at: "2025-11-20T10:00:00.000Z",
        scores: '{"originalite":4,"methodologie":3,"pertinence":4,"clarte":5}',
        recommendation: "acceptee_poster",
        score_hundredths: eb(eb("id", "*", 37), "%", 401),
      }))
      .execute();
    await db
      .updateTable("review_assignments")
      .set({ score_hundredths: 100 })
      .where("score_hundredths", "<", 100)
      .execute();
    const pages: number[] = [];
    const queries = [
      "per_page=25",
      "per_page=25&disagreement=1",
      "per_page=25&sort=spread&category=prevention&page=2",
    ];
    for (let call = -5; call < calls; call++) {
      const query = queries[(call + 5) % queries.length];
      const begin = performance.now();
      const answer = await asAdmin(app, committee, "GET", `/api/admin/review/ranking?${query}`);
      if (call >= 0) pages.push(performance.now() - begin);
      if (answer.statusCode !== 200) throw new Error(`ranking: HTTP ${answer.statusCode}`);
    }
    const rows: BenchRow[] = [
      {
        measure: `automatic assignment, preview then save, ${abstracts} abstracts × 3, ${reviewers} reviewers (${engine})`,
        product: assignment,
        unit: "ms",
        target: "≤ 2 000 ms",
        pass: assignment <= 2_000,
        note: `the plan computed twice (preview, then again in the saving transaction), ${held.length} rows and ${reviewers} mails written`,
      },
      {
        measure: `a review's draft save (PUT /api/review/assignments/:id), p95 (${engine})`,
        product: p95(saves),
        unit: "ms",
        target: "≤ 20 ms",
        pass: p95(saves) <= 20,
        note: `${calls} saves by ${reviewers} reviewers through the app's handlers (inject); each timing includes asking the CSRF token, as the browser's client does before a write`,
      },
      {
        measure: `ranking page (GET /api/admin/review/ranking), p95, ${held.length} reviews submitted (${engine})`,
        product: p95(pages),
        unit: "ms",
        target: "≤ 50 ms",
        pass: p95(pages) <= 50,
        note: `${calls} pages of 25: default order, disagreement filter, spread order with a category filter`,
      },
    ];
    for (const row of rows) log(`${engine}: ${row.measure}: ${row.product.toFixed(1)} ms`);
    return rows;
  } finally {
    await app.close();
  }
}

const suite: BenchSuite = {
  name: "review",
  title:
    "Peer review at 2 000 abstracts × 3 reviews: automatic assignment, review saves, ranking (SQLite, PostgreSQL)",
  async run({ quick, log }) {
    const rows: BenchRow[] = [];
    const dir = mkdtempSync(join(tmpdir(), "congres-bench-review-"));
    const sqlite = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
    try {
      await migrateToLatest(sqlite);
      rows.push(...(await measure("SQLite", sqlite, quick, log)));
    } finally {
      await sqlite.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    await withPostgresDatabase("review_bench", async (db) => {
      rows.push(...(await measure("PostgreSQL", db, quick, log)));
    });
    return rows;
  },
};

export default suite;
