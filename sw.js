// Clouds of Smoke: the app offline from the first visit.
//
// At install, every file of the build (the four pages, their code and
// styles, the web workers, the army lists, the icons and the manifest) is
// put in a cache named after the build's version, all or none; the page
// says it is ready for offline use once that is done. While there is a
// network it answers first, so an update is seen at once; the cache
// answers when the network cannot, has not answered in a few seconds, or
// answers with an error.
// A new build is a new sw.js (its version changes with any file), which
// caches the new files beside the old and, once no page of the old one is
// open, takes over and deletes the old cache: a page is never served a
// mix of two builds from the cache. See ARCHITECTURE.md.
//
// scripts/build.sh writes the version and the file list into the served
// copy; as it stands here (a development server) nothing is precached and
// the cache keeps what the pages load, as before.
const VERSION = "dev";
const PRECACHE = [];
const CACHE = "cos-" + VERSION;
// Put in the cache last: the cache holds the whole build.
const READY = "offline-ready";
// How long the network may take to answer before the cache does.
const PATIENCE_MS = 4000;
const SLOW = "slow";

self.addEventListener("install", (event) => {
  event.waitUntil(
    PRECACHE.length === 0
      ? self.skipWaiting()
      : caches.open(CACHE).then((cache) =>
          // From the network, never the browser's HTTP cache, so the files
          // are this build's.
          cache
            .addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))
            .then(() => cache.put(READY, new Response(VERSION)))
        )
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("cos-") && name !== CACHE)
            .map((name) => caches.delete(name))
        )
      )
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(answer(request));
});

// A request's address in the cache: a page by its file (the folder's
// address is index.html), whatever its query.
function key(request) {
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  if (url.pathname.endsWith("/")) {
    url.pathname += "index.html";
  }
  return url.href;
}

function cached(request) {
  return caches.open(CACHE).then((cache) => cache.match(key(request)));
}

function answer(request) {
  const network = fetch(request).then((response) => {
    if (PRECACHE.length === 0 && response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(key(request), copy));
    }
    return response;
  });
  const slow = new Promise((resolve) => setTimeout(() => resolve(SLOW), PATIENCE_MS));
  return Promise.race([network, slow])
    .then((response) => {
      // Slow: the cache's copy if it has one, else the network's, however late.
      if (response === SLOW) {
        return cached(request).then((copy) => copy || network);
      }
      // A server's error, or a file a newer build no longer has (an open
      // page of this one may still want it): the cache's copy, if any.
      if (response.status >= 400) {
        return cached(request).then((copy) => copy || response);
      }
      return response;
    })
    .catch(() =>
      cached(request).then(
        (copy) => copy || (request.mode === "navigate" ? notKept() : Response.error())
      )
    );
}

// A page the cache does not have, with no network: say so, in both
// languages (the texts are StaticMsg::PageNotKept, kept equal by a test).
function notKept() {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clouds of Smoke</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}p{border-left:4px solid #7a2e1f;padding-left:1rem}</style></head>
<body><main data-testid="page-not-kept">
<h1>Clouds of Smoke</h1>
<p>This page is not kept on this device yet, and there is no network. Open the app once with a connection: then every page works offline.</p>
<p lang="ru">Эта страница ещё не сохранена на устройстве, а сети нет. Откройте приложение один раз при подключении — после этого все страницы работают без сети.</p>
</main></body></html>`;
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
