// Clouds of Smoke: keeps the app working offline after the first visit.
// Network first, so an update is picked up whenever there is a network;
// the cache answers only when the network cannot.
const CACHE = "cos-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        caches.match(request, { ignoreSearch: true }).then(
          (cached) => cached || (request.mode === "navigate" ? caches.match("./") : undefined)
        ).then((cached) => cached || Response.error())
      )
  );
});
