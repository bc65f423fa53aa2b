// Tablo's service worker: the site keeps working without a network after one visit.
// scripts/service-worker.mjs writes it into the build as /sw.js, filling in the two constants.
//
// - install: every file of the build goes into a cache named after this build's contents.
// - activate: caches of older builds are deleted; the tab of a first visit is taken under
//   control at once, so it works offline without a reload (it runs this very build).
// - pages (navigations): the network first, so a new deployment shows on the next visit, and
//   its answer as it is when that is the page or the site's own 404. When the network fails, is
//   slow or answers with another error (a failing server, 431 for an address too long for it),
//   the cached page of that address: each page the build knows has its own HTML file, and every
//   other address gets the not-found page (which renders an unknown restaurant's page itself).
// - the build's files: from the cache; anything else goes to the network untouched.
//
// Updates: a new build installs beside the old one and waits, as browsers do by default, until
// no tab uses the old one. It never takes over an open tab, whose lazily loaded pages must come
// from the build that tab started with. Pages come from the network first meanwhile, so no
// diner is held on an old version while online.

const CACHE_NAME = 'tablo-precache-development';
const PRECACHE = [];

const CACHE_PREFIX = 'tablo-precache-';
/** How long a page request may take before the cached page is shown instead. */
const NETWORK_TIMEOUT_MS = 4000;
const HOME_PAGE = '/index.html';
const NOT_FOUND_PAGE = '/404.html';

const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE_NAME).then((cache) =>
      cache.addAll(
        // Content-hashed files never change, so the HTTP cache may answer; the pages must be fresh.
        PRECACHE.map(
          (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }),
        ),
      ),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

const fromCache = async (path) => (await caches.open(CACHE_NAME)).match(path);

/** Rejects after `ms`, so a hanging network gives way to the cache. */
const timeout = (ms) => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms));

/** The cached HTML file of an address: `/restaurant/2` (or `/restaurant/2/`) is `/restaurant/2.html`. */
const cachedPageOf = (pathname) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === HOME_PAGE) return HOME_PAGE;
  return precached.has(`${path}.html`) ? `${path}.html` : NOT_FOUND_PAGE;
};

const page = async (request, url) => {
  try {
    const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_MS)]);
    // A redirect (opaque to the worker), the page, or the host's not-found page for an address
    // it does not have.
    if (response.status < 400 || response.status === 404) return response;
  } catch {
    // Offline or too slow: the cached page below.
  }
  return (await fromCache(cachedPageOf(url.pathname))) ?? Response.error();
};

const buildFile = async (request, url) => (await fromCache(url.pathname)) ?? fetch(request);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (precached.has(url.pathname)) event.respondWith(buildFile(request, url));
});
