/**
 * The browser entry. Starting up takes a few hundred milliseconds of script on a slow phone, so
 * it runs as a few tasks rather than one, yielding between them so that a tap or a paint never
 * waits for all of it. Each `import()` below is bundled with this file (webpackMode "eager": no
 * extra request), and its modules are evaluated only when it is reached.
 * Measured against static imports in one task: home TBT 102 ms not 251, longest task 105 ms not 283.
 */
import { StrictMode } from 'react';
import { EarlyInputReplay } from '@/speed/earlyInput/EarlyInputReplay';
import { preloadAsPressesAreKept } from '@/speed/earlyInput/earlyPreloads';
// The home page's menus, whose code a press kept before this script ran fetches (below).
import '@/features/discovery/menuCode';
import { pageUrlOf } from '@/lib/routes';
import { hydrateInSlices } from '@/speed/hydrateInSlices';
import { whenIdle, yieldToMain } from '@/speed/scheduling';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// A menu pressed before now, or while the page starts, has its code fetched at once, while React
// hydrates, not when the press is replayed after (src/speed/earlyInput/earlyPreloads.ts).
preloadAsPressesAreKept(window.__earlyInput);

// The browser has just parsed the scripts: let it paint and take input before running them.
await yieldToMain();

// 1. The routes, and the code of the page being opened: that comes over the network, so it is
//    asked for first. Hydration must render exactly the prerendered markup.
const { RouterProvider, createBrowserRouter, matchRoutes } = await import(
  /* webpackMode: "eager" */ 'react-router-dom'
);
await yieldToMain();
const { routes } = await import(/* webpackMode: "eager" */ '@/app/router');
const { listenForPageIntent, preloadNextPages } = await import(/* webpackMode: "eager" */ '@/speed/pageCode');
// A page file's URL (`/help.html`, `/help/index.html`) stands for the page's own (`/help`): the
// router starts there, so that the page rendered is the one the URL names from the first render,
// and a host that answered such a URL with its not-found page gets the page rendered afresh.
const pageUrl = pageUrlOf(window.location.pathname);
if (pageUrl !== window.location.pathname) {
  window.history.replaceState(
    window.history.state,
    '',
    pageUrl + window.location.search + window.location.hash,
  );
}
const matches = matchRoutes(routes, window.location) ?? [];
const pageLoaded = Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    try {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    } catch {
      // Left lazy: the router loads it again, and shows the error page if that fails too.
    }
  }),
);
await yieldToMain();

// 2. The store, with the catalogue the page came with, which starts loading the bookings kept on this device. No PersistGate: pages
//    that don't show bookings render at once while the records load.
const { makeStore } = await import(/* webpackMode: "eager" */ '@/app/store');
const { readCatalogueSeed, restaurantsStateFromSeed } = await import(
  /* webpackMode: "eager" */ '@/features/restaurants/restaurantsSlice'
);
const { isSearchStartedEarly } = await import(/* webpackMode: "eager" */ '@/speed/earlyInput/earlySearch');
// What the page came with of the catalogue (scripts/prerender.mjs): the rest loads as needed;
// the search keys typed meanwhile started, if any (src/speed/earlyInput/earlySearch.inline.js).
const store = makeStore(
  { restaurants: restaurantsStateFromSeed(readCatalogueSeed(document), isSearchStartedEarly()) },
  // The watches are read and checked once the page is idle after its first paint.
  { checkWatchesAtIdle: true },
);
await yieldToMain();

// 3. React DOM, the theme and the page.
const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
await yieldToMain();
const { AppProviders } = await import(/* webpackMode: "eager" */ '@/app/AppProviders');
const { createEmotionCache } = await import(/* webpackMode: "eager" */ '@/app/emotionCache');
const { ensureFontFaces, fetchWebFontForNextVisit } = await import(
  /* webpackMode: "eager" */ '@/theme/fonts'
);
// A prerendered page has them already; a page rendered afresh (or the dev server's) needs them.
ensureFontFaces();
await pageLoaded;

const router = createBrowserRouter(routes);
// The next page's code: fetched at idle time where the route names it, and on the diner's
// intent (a press, focus or hover on what opens it) everywhere (src/speed/pageCode.ts).
listenForPageIntent(routes);
let arrivedAt = '';
const onArrival = (pathname: string) => {
  // Not before the page has loaded (afterLoad below): it would compete with the page's own files.
  if (document.readyState !== 'complete' || pathname === arrivedAt) return;
  arrivedAt = pathname;
  void preloadNextPages(routes, pathname);
};
router.subscribe(({ navigation, location }) => {
  if (navigation.state === 'idle') onArrival(location.pathname);
});
// What the prerendered HTML shows (the plain list): hydration renders from it, then catches up
// with the list the URL names, which the store takes from the router as it is attached.
const serverState = store.getState();
store.attachRouter(router);

const app = (
  <StrictMode>
    <AppProviders store={store} serverState={serverState} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Taps made before now were kept by the page's inline script (src/speed/earlyInput): React answers
// from here on, and they are replayed once it has hydrated the elements they were made on.
const earlyInput = window.__earlyInput;
const kept = earlyInput?.take() ?? [];
// Most visits have nothing to replay: the code that replays is fetched only when there is,
// and while React hydrates, so it is there by the time the page is.
const replayCode =
  kept.length > 0
    ? import(/* webpackChunkName: "early-input-replay" */ '@/speed/earlyInput/replayEarlyInput')
    : undefined;
if (!replayCode) earlyInput?.style.remove();

// The build prerenders each page it knows for its own path, and the not-found page (marked "*")
// for every path no route matches (scripts/prerender.mjs). Any other page is rendered afresh,
// without the title and head of the page the host sent instead.
const prerendered = container.dataset.prerendered;
if (
  prerendered === window.location.pathname.replace(/(.)\/$/, '$1') ||
  (prerendered === '*' && matches.at(-1)?.route.path === '*')
) {
  const root = hydrateInSlices(
    hydrateRoot,
    container,
    earlyInput && replayCode ? (
      <>
        {app}
        <EarlyInputReplay kept={kept} earlyInput={earlyInput} replayCode={replayCode} />
      </>
    ) : (
      app
    ),
  );
  // The parts the diner already pressed are hydrated first, before those above them in the page
  // (React DOM's selective hydration, as for an event on a part not yet hydrated).
  for (const { element } of kept) root.unstable_scheduleHydration?.(element);
} else {
  if (earlyInput && replayCode) void replayCode.then((code) => code.discardEarlyInput(kept, earlyInput));
  document.head.querySelectorAll('title, [data-page-head]').forEach((element) => element.remove());
  createRoot(container).render(app);
}

// Once the page has loaded, so that they never compete with it for the network:
// - offline support: the production build carries a service worker (scripts/service-worker.mjs);
// - the web font, for the next visit's first paint (src/theme/fonts.ts).
const afterLoad = () => {
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    // Without it the site still works, online only; nothing to tell the diner.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }
  onArrival(router.state.location.pathname);
  void whenIdle().then(() => fetchWebFontForNextVisit());
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
