// The offline pages' service worker (the programme, decision 0050; the desk, 0058): network
// first, and when the network fails, the copy kept by the page (src/lib/offline-page.ts). Each
// successful answer for the page or a build file refreshes its copy. One cache per page (its
// scope), named as src/lib/offline-page.ts names it.
const page = new URL(self.registration.scope).pathname;
const CACHE = `programme-hors-ligne-v1 ${page}`;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const kept =
    (request.mode === "navigate" && url.pathname === page) || url.pathname.startsWith("/assets/");
  if (!kept) return;
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)));
        }
        return response;
      },
      () =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(url.pathname, { ignoreVary: true }))
          .then((copy) => copy ?? Response.error()),
    ),
  );
});
