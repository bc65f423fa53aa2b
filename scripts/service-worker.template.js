// Tablo's service worker: the site keeps working without a network after one visit.
// scripts/service-worker.mjs writes it into the build as /sw.js, filling in the two constants.
//
// - install: every file of the build goes into a cache named after this build's contents.
// - activate: caches of older builds are deleted; the tab of a first visit is taken under
//   control at once, so it works offline without a reload (it runs this very build).
// - pages (navigations): the network first, so a new deployment shows on the next visit; the
//   cached page when the network fails or is slow (`/` is the prerendered home page, every other
//   path the shell the app renders from).
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
const SHELL_PAGE = '/shell.html';

const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE_NAME).then((cache) =>
      cache.addAll(
        // Content-hashed files never change, so the HTTP cache may answer; the pages must be fresh.
        PRECACHE.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' })),
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

const page = async (request, url) => {
  try {
    const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_MS)]);
    if (response.status < 500) return response;
  } catch {
    // Offline or too slow: the cached page below.
  }
  const cached = await fromCache(url.pathname === '/' || url.pathname === HOME_PAGE ? HOME_PAGE : SHELL_PAGE);
  return cached ?? Response.error();
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
