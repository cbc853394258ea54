/**
 * A page once loaded is kept for offline use: the programme (issue #24 §3, decision 0050) and the
 * check-in desk (issue #36, decision 0058). A service worker scoped to the page's own path
 * answers its requests from the network and, when there is none, from the copies kept here.
 * Copies are kept of the page and of the build's files it loaded, one cache per page, rid of the
 * files an earlier build had.
 */
/**
 * The cache of one page; `public/programme-sw.js` names it the same way from its scope (named
 * for the programme, its first page; the desk's page registers the same worker).
 */
const offlineCache = (page: string) => `programme-hors-ligne-v1 ${page}`;
const WORKER = "/programme-sw.js";

/** Fetches into `cache` those of `urls` it does not hold yet. */
async function keepMissing(cache: Cache, urls: string[]): Promise<void> {
  const missing = await Promise.all(
    urls.map(async (url) => ((await cache.match(url, { ignoreVary: true })) ? undefined : url)),
  );
  await cache.addAll(missing.filter((url): url is string => url !== undefined));
}

/** The build's stylesheets the kept copy of `page` links to. */
async function stylesheetsOf(cache: Cache, page: string): Promise<string[]> {
  const copy = await cache.match(page, { ignoreVary: true });
  if (!copy) return [];
  const html = new DOMParser().parseFromString(await copy.text(), "text/html");
  return Array.from(html.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((link) => new URL(link.getAttribute("href") ?? "", location.origin))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

export async function keepForOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  // One registration per language's page; its scope (the page's path) covers nothing else.
  await navigator.serviceWorker.register(WORKER, { scope: location.pathname });
  const cache = await caches.open(offlineCache(location.pathname));
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  const wanted = [location.pathname, ...new Set(loaded)];
  await keepMissing(cache, wanted);
  // The copy kept may link to a stylesheet this visit had inside the page (an Arabic page reached
  // from elsewhere, decision 0052): keep it too, or the page would read unstyled offline.
  const sheets = await stylesheetsOf(cache, location.pathname);
  await keepMissing(cache, sheets);
  const kept = new Set([...wanted, ...sheets]);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (!kept.has(pathname)) await cache.delete(request);
  }
  await navigator.serviceWorker.ready;
}
