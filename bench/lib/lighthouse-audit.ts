/**
 * Lighthouse 12 (its default config: mobile, simulated slow 4G and 4× CPU slowdown) against a
 * running site, in the system Chromium. One Chromium serves all runs; Lighthouse clears its cache
 * and storage before each navigation, so every run is a cold first visit.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { connect } from "puppeteer-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditResult {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  /** Cumulative layout shift, as observed while the page loaded. */
  cls: number;
  /** Every script the page loaded (URL and bytes on the wire, as Lighthouse recorded them). */
  scripts: { url: string; transferBytes: number }[];
  /** Titles of the audits that did not get a full score, for the notes ("errors-in-console"). */
  failedAudits: string[];
}

export interface AuditOptions {
  /**
   * The page says `noindex` on purpose (the delegate's space, a document's check: issue #38):
   * Lighthouse's one SEO audit that fails any such page, `is-crawlable`, is skipped — and only it.
   */
  noindex?: boolean;
}

/** The audit a page that is `noindex` by design fails whatever it does. */
export const NOINDEX_SKIPPED_AUDITS = ["is-crawlable"];

export interface Auditor {
  audit: (url: string, options?: AuditOptions) => Promise<AuditResult>;
  /**
   * The scripts a page's form loads at its first focus (its checks: zod and its own schema), as
   * the browser tests count them (e2e/support/page-scripts.ts): the page opened and settled, its
   * first field focused, every script asked for from then on. None on a page without a form.
   */
  scriptsAtFirstFocus: (url: string) => Promise<string[]>;
  close: () => Promise<void>;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** Attempts per audit: Lighthouse now and then fails to record a trace (NO_NAVSTART). */
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number, options: AuditOptions) {
  let failure = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(options.noindex ? { skipAudits: NOINDEX_SKIPPED_AUDITS } : {}),
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failure}`);
}

export async function startAuditor(): Promise<Auditor> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
  });
  return {
    async audit(url, options = {}) {
      const lhr = await runLighthouse(url, chrome.port, options);
      const score = (category: Category) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] };
      const scripts = (details?.items ?? [])
        .filter((item) => item.resourceType === "Script")
        .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 }));
      const failedAudits = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit?.id ?? "");
      return {
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        cls: numeric("cumulative-layout-shift"),
        scripts,
        failedAudits: [...new Set(failedAudits)],
      };
    },
    async scriptsAtFirstFocus(url) {
      // Lighthouse's own driver, on the same Chromium: a tab of its own, closed after.
      const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      try {
        let focused = false;
        const loaded: string[] = [];
        page.on("request", (request) => {
          if (focused && request.resourceType() === "script") loaded.push(request.url());
        });
        await page.goto(url, { waitUntil: "networkidle0" });
        // The checks load from a hydrated field's focus: the islands must have started first.
        await page.waitForFunction(() =>
          document.querySelector("[data-island]")
            ? document.documentElement.dataset.islands !== undefined
            : true,
        );
        const field = await page.$("form :is(input, select, textarea)");
        if (!field) return [];
        focused = true;
        await field.focus();
        await page.waitForNetworkIdle({ idleTime: 500 });
        return loaded;
      } finally {
        await page.close();
        await browser.disconnect();
      }
    },
    close: async () => chrome.kill(),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
