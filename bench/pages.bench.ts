/**
 * Public pages in French, English and Arabic (issue #12, item 2; issue #28, item 14): per route,
 * the JavaScript it loads (files, KB gzipped, a form's checks included; zod on no page while it
 * starts) and Lighthouse 12 mobile — the four category scores, FCP, LCP and CLS, median of 3 runs
 * — against a fresh production build served by the product server. The targets are absolute (the
 * issues'); the figures before the changes are in decisions 0015 and 0037.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOCALIZED_PAGES, LOCALIZED_UNLISTED_PAGES } from "../apps/web/src/public-paths.ts";
import {
  type AuditResult,
  type Category,
  median,
  NOINDEX_SKIPPED_AUDITS,
  startAuditor,
} from "./lib/lighthouse-audit.ts";
import { measurePageJavaScript } from "./lib/page-javascript.ts";
import type { BenchContext, BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";

const TARGET = { scores: 100, lcpMs: 1000, fcpMs: 1500, cls: 0.02, javascriptKb: 90 };
const QUICK_ROUTES = ["/", "/en/inscription", "/ar"];
/**
 * BENCH_PAGES=/mon-espace,/ar/verifier measures only those (after a change to one page), in a
 * section of RESULTS.md of its own: the whole site's section stays as it was measured.
 */
const CHOSEN_PAGES = process.env.BENCH_PAGES?.split(",").filter(Boolean);

/** Builds the web app into `directory` (React Router build + prerender + the paint-first step). */
async function buildSite(root: string, directory: string): Promise<void> {
  const child = spawn("npm", ["run", "build", "-w", "apps/web"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, WEB_BUILD_DIR: directory },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  if (code !== 0) throw new Error(`web build failed (${code}): ${stderr}`);
}

/** A fresh build in a folder of its own; `--quick` reuses the working tree's build when there is one. */
async function siteToServe(ctx: BenchContext): Promise<{ webRoot: string; cleanUp: () => void }> {
  const existing = join(ctx.root, "apps/web/build/client");
  if (ctx.quick && existsSync(join(existing, "index.html"))) {
    ctx.log(`quick: serving the existing build ${existing}`);
    return { webRoot: existing, cleanUp: () => {} };
  }
  // Inside the web app (git-ignored `build-*`): the prerender step resolves its packages from there.
  const directory = mkdtempSync(join(ctx.root, "apps/web/build-bench-"));
  ctx.log(`building the site into ${directory}`);
  await buildSite(ctx.root, directory);
  return {
    webRoot: join(directory, "client"),
    cleanUp: () => rmSync(directory, { recursive: true, force: true }),
  };
}

const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];

function medianAudit(runs: AuditResult[]) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

async function run(ctx: BenchContext): Promise<BenchRow[]> {
  // The unlisted pages (the delegate's space, a document's check: issue #38) are measured too.
  const routes =
    CHOSEN_PAGES ?? (ctx.quick ? QUICK_ROUTES : [...LOCALIZED_PAGES, ...LOCALIZED_UNLISTED_PAGES]);
  const runsPerRoute = ctx.quick ? 1 : 3;
  const site = await siteToServe(ctx);
  const server = await startServer({ root: ctx.root, env: { WEB_ROOT: site.webRoot } });
  const auditor = await startAuditor();
  const rows: BenchRow[] = [];
  const zodAtStart: string[] = [];
  try {
    for (const path of routes) {
      const url = `${server.url}${path}`;
      const noindex = LOCALIZED_UNLISTED_PAGES.includes(path);
      const runs: AuditResult[] = [];
      for (let index = 0; index < runsPerRoute; index++) {
        runs.push(await auditor.audit(url, { noindex }));
      }
      const audit = medianAudit(runs);
      // The unlisted pages' forms are checked by the server alone: they load no zod at all.
      const hasForm = !noindex && (await (await fetch(url)).text()).includes("<form");
      const javascript = await measurePageJavaScript(
        (runs[0] as AuditResult).scripts.map((script) => script.url),
        hasForm ? await auditor.scriptsAtFirstFocus(url) : [],
      );
      if (javascript.withZodAtStart.length > 0) zodAtStart.push(path);
      // A form's checks hold zod: unless the page loaded it at start (its own row says so), a
      // focus that loaded none measured nothing, and the figure would be short.
      if (
        hasForm &&
        javascript.withZodAtStart.length === 0 &&
        javascript.withZodAtFocus.length === 0
      ) {
        throw new Error(`${path}: the form's first focus loaded no checks (zod) to count`);
      }
      const kb = javascript.gzipBytes / 1024;
      const { performance, accessibility, seo } = audit.scores;
      const bestPractices = audit.scores["best-practices"];
      const lowest = Math.min(performance, accessibility, bestPractices, seo);
      ctx.log(
        `${path}: ${performance}/${accessibility}/${bestPractices}/${seo}, FCP ${Math.round(audit.fcpMs)} ms, LCP ${Math.round(audit.lcpMs)} ms, CLS ${audit.cls.toFixed(3)}, JS ${javascript.files} files ${kb.toFixed(1)} KB`,
      );
      const sample = `median of ${runs.length}`;
      rows.push(
        {
          measure: `${path} Lighthouse mobile, lowest of the 4 scores`,
          product: lowest,
          unit: "/100",
          target: "100 each",
          pass: lowest >= TARGET.scores,
          note: `perf/a11y/bp/seo ${performance}/${accessibility}/${bestPractices}/${seo}, ${sample}${
            noindex ? `; noindex by design, SEO without ${NOINDEX_SKIPPED_AUDITS.join(", ")}` : ""
          }${lowest < TARGET.scores ? `; below 1: ${audit.failedAudits.join(", ")}` : ""}`,
        },
        {
          measure: `${path} LCP (simulated slow 4G)`,
          product: audit.lcpMs,
          unit: "ms",
          target: `≤ ${TARGET.lcpMs} ms`,
          pass: audit.lcpMs <= TARGET.lcpMs,
          note: sample,
        },
        {
          measure: `${path} CLS (layout shift while loading)`,
          product: audit.cls,
          unit: "",
          target: `≤ ${TARGET.cls}`,
          pass: audit.cls <= TARGET.cls,
          note: `${sample}; the runs: ${runs.map((run) => run.cls.toFixed(3)).join(", ")}`,
        },
        {
          measure: `${path} FCP (simulated slow 4G)`,
          product: audit.fcpMs,
          unit: "ms",
          target: `≤ ${TARGET.fcpMs} ms`,
          pass: audit.fcpMs <= TARGET.fcpMs,
          note: sample,
        },
        {
          measure: `${path} JavaScript loaded, gzip (a form's checks included)`,
          product: kb,
          unit: "KB",
          target: `≤ ${TARGET.javascriptKb} KB`,
          pass: kb <= TARGET.javascriptKb,
          note: `${javascript.files} files; ${
            hasForm
              ? `has a form: ${(javascript.checksGzipBytes / 1024).toFixed(1)} KB of checks (zod) at its first focus`
              : "no form, no zod"
          }`,
        },
      );
    }
    rows.push({
      measure: "Pages that load zod while they start",
      product: zodAtStart.length,
      unit: "pages",
      target: "0",
      pass: zodAtStart.length === 0,
      note: zodAtStart.join(", ") || `${routes.length} pages checked`,
    });
    return rows;
  } finally {
    await auditor.close();
    await server.stop();
    site.cleanUp();
  }
}

const suite: BenchSuite = {
  name: "pages",
  title: CHOSEN_PAGES
    ? `Public pages, only ${CHOSEN_PAGES.join(", ")} (BENCH_PAGES): JavaScript and Lighthouse 12 mobile`
    : "Public pages in French, English and Arabic: JavaScript per route and Lighthouse 12 mobile (issue #12, item 2; issue #28, item 14)",
  run,
};
export default suite;
