import { gzipSync } from "node:zlib";
import { expect, type Page, type Request, type Response } from "@playwright/test";

/** A script, with whether the page loaded it at once or its form's first focus did. */
export type LoadedScript = {
  url: string;
  gzipBytes: number;
  source: string;
  loadedBy: "page" | "form";
};

/**
 * Opens a page with JavaScript on and returns every script it loaded once hydrated (the module
 * graph, lazy chunks included), each with its size gzipped at level 9 as the server sends it.
 * With `focusForm`, the page's form (if it has one) is then focused, which loads its checks
 * (lib/lazy-resolver.ts): those scripts are returned too, as loaded by the form.
 */
export async function scriptsLoadedBy(
  page: Page,
  path: string,
  { focusForm = false } = {},
): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  let requested = 0;
  let loadedBy: LoadedScript["loadedBy"] = "page";
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") requested++;
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    const by = loadedBy;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        source: body.toString("utf8"),
        loadedBy: by,
      })),
    );
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  if (focusForm && (await page.locator("form").count()) > 0) {
    loadedBy = "form";
    await page.locator("form :is(input, select, textarea)").first().focus();
    // The checks are zod and the form's schema: wait until a script holding zod has arrived.
    await expect.poll(async () => (await Promise.all(pending)).some(holdsZod)).toBe(true);
  }
  // Every script asked for has been read, the chunks that arrive after zod's included: a body
  // read after the test ended fails it, and a script missed would be missing from the total.
  await expect
    .poll(async () => {
      const read = (await Promise.all(pending)).length;
      return read === pending.length && read === requested;
    })
    .toBe(true);
  page.off("request", onRequest);
  page.off("response", onResponse);
  return Promise.all(pending);
}

/**
 * The page has started (after the first paint, decision 0015): every island has started, or
 * failed to (the islands script marks `<html data-islands>` once it is done); a page without
 * islands, the admin area, once React Router has published its router.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelector("[data-island]")
      ? document.documentElement.dataset.islands !== undefined
      : "__reactRouterDataRouter" in window,
  );
}

/** zod's core classes keep their names in the minified build: a script holding one holds zod. */
export const holdsZod = (script: LoadedScript) => /\$Zod(Type|Object|String)\b/.test(script.source);

/** Recharts names its wrapper's class in its source: a script holding it holds the charts. */
export const holdsRecharts = (script: LoadedScript) => script.source.includes("recharts-wrapper");

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
