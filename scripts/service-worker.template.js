// Tablo's service worker: the site keeps working without a network after one visit.
// scripts/service-worker.mjs writes it into the build as /sw.js, filling in the constants.
//
// - install: what every visit needs goes into a cache named after this build's contents: the
//   code, pictures, font and icons, the home and not-found pages, the catalogue's index and the
//   records of the home page's first cards. Whatever the catalogue's size, that stays the same.
// - activate: caches of older builds are deleted; the tab of a first visit is taken under
//   control at once, so it works offline without a reload (it runs this very build).
// - pages (navigations): the network first, so a new deployment shows on the next visit, and
//   its answer as it is when that is the page or the site's own 404. A page of this build that
//   the diner opens is kept. When the network fails, is slow or answers with another error (a
//   failing server, 431 for a URL too long for it), the kept page of that URL, else
//   the not-found page, which renders any restaurant whose record it can get itself.
// - the catalogue's data files: from the cache, else from the network and kept; a deployment
//   that changes them is a new build, whose worker has a cache of its own.
// - the build's other files: from the cache; anything else goes to the network untouched.
// - a click on a watch's notification opens the booking it names (notificationclick, below).
//
// Updates: a new build installs beside the old one and waits, as browsers do by default, until
// no tab uses the old one. It never takes over an open tab, whose lazily loaded pages must come
// from the build that tab started with. Pages come from the network first meanwhile, so no
// diner is held on an old version while online.

const CACHE_NAME = 'tablo-precache-development';
const PRECACHE = [];
/** The folders of the catalogue's data files (`/data/v1/`). */
const DATA_FOLDERS = [];

const CACHE_PREFIX = 'tablo-precache-';
/** How long a page request may take before the cached page is shown instead. */
const NETWORK_TIMEOUT_MS = 4000;
const HOME_PAGE = '/index.html';
const NOT_FOUND_PAGE = '/404.html';

const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      await Promise.all(
        PRECACHE.map(async (url) => {
          // Content-hashed files never change, so the HTTP cache may answer; the pages must be fresh.
          const request = new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });
          const response = await fetch(request);
          // The not-found page is answered with its own status, 404, and is kept with it, so that
          // an unknown URL served from here says 404 too.
          const isNotFoundPage = url === NOT_FOUND_PAGE && response.status === 404;
          if (!response.ok && !isNotFoundPage) throw new Error(`${url}: ${response.status}`);
          await cache.put(request, response);
        }),
      );
    })(),
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

/** The HTML file of a URL: `/restaurant/2` (or `/restaurant/2/`) is `/restaurant/2.html`. */
const pageFileOf = (pathname) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === HOME_PAGE) return HOME_PAGE;
  return path.endsWith('.html') ? path : `${path}.html`;
};

/** Whether a page was built with this build: its first script is one this worker has cached. */
const isOfThisBuild = (html) => {
  const script = /<script[^>]* src="?(\/assets\/[^" >]+\.js)/.exec(html);
  return script !== null && precached.has(script[1]);
};

/** Keeps a page the diner opened, so it opens offline too; a newer deployment's is not kept. */
const keepPage = async (pathname, response) => {
  try {
    if (!isOfThisBuild(await response.clone().text())) return;
    await (await caches.open(CACHE_NAME)).put(pageFileOf(pathname), response);
  } catch {
    // Storage full or the body unreadable: the page is simply not kept.
  }
};

const page = async (event, request, url) => {
  try {
    const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_MS)]);
    if (response.status === 200 && !response.redirected) {
      event.waitUntil(keepPage(url.pathname, response.clone()));
    }
    // A redirect (opaque to the worker), the page, or the host's not-found page for a URL
    // it does not have.
    if (response.status < 400 || response.status === 404) return response;
  } catch {
    // Offline or too slow: the cached page below.
  }
  return (await fromCache(pageFileOf(url.pathname))) ?? (await fromCache(NOT_FOUND_PAGE)) ?? Response.error();
};

/** A data file: from the cache, else from the network, kept when it came whole. */
const dataFile = async (event, request, url) => {
  const cached = await fromCache(url.pathname);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) {
    event.waitUntil(
      caches
        .open(CACHE_NAME)
        .then((cache) => cache.put(url.pathname, response.clone()))
        .catch(() => undefined),
    );
  }
  return response;
};

const buildFile = async (request, url) => (await fromCache(url.pathname)) ?? fetch(request);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, request, url));
  else if (precached.has(url.pathname)) event.respondWith(buildFile(request, url));
  else if (DATA_FOLDERS.some((folder) => url.pathname.startsWith(folder))) {
    event.respondWith(dataFile(event, request, url));
  }
});

// A watch's system notification (src/features/watches/watchNotification.ts): its click opens the
// booking it names in a tab of this site, focused, or in a new one. Only an address of this site.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        // A tab this worker does not control cannot be sent elsewhere: a new one then.
        const moved = await focused.navigate(url.href).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
