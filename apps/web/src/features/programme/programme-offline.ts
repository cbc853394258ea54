/**
 * The programme page once loaded is kept for offline reading (issue #24 §3, decision 0050): a
 * service worker answers the page's requests from the network and, when there is none, from the
 * copies kept here. Copies are kept of the page and of the build's files it loaded.
 */
export const OFFLINE_CACHE = "programme-hors-ligne-v1";
const WORKER = "/programme-sw.js";

export async function keepForOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  // One registration per language's page; its scope (the page's path) covers nothing else.
  await navigator.serviceWorker.register(WORKER, { scope: location.pathname });
  const cache = await caches.open(OFFLINE_CACHE);
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  const wanted = [location.pathname, ...new Set(loaded)];
  const missing = await Promise.all(
    wanted.map(async (url) => ((await cache.match(url, { ignoreVary: true })) ? undefined : url)),
  );
  await cache.addAll(missing.filter((url): url is string => url !== undefined));
  await navigator.serviceWorker.ready;
}
