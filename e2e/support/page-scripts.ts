import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export type LoadedScript = { url: string; gzipBytes: number; source: string };

/**
 * Opens a page with JavaScript on and returns every script it loaded once hydrated (the module
 * graph, lazy chunks included), each with its size gzipped at level 9 as the server sends it.
 */
export async function scriptsLoadedBy(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        source: body.toString("utf8"),
      })),
    );
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return Promise.all(pending);
}

/**
 * Hydration has started (after the first paint, decision 0015): React Router publishes its router
 * on a page with a form, the islands script marks `<html>` on the others.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      "__reactRouterDataRouter" in window ||
      document.documentElement.dataset.islands === "hydrated",
  );
}

/** zod's core classes keep their names in the minified build: a script holding one holds zod. */
export const holdsZod = (script: LoadedScript) => /\$Zod(Type|Object|String)\b/.test(script.source);

/** Recharts names its wrapper's class in its source: a script holding it holds the charts. */
export const holdsRecharts = (script: LoadedScript) => script.source.includes("recharts-wrapper");

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
