import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { startBookingsSync } from '@/features/bookings/bookingsSync';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const store = makeStore();
// No PersistGate: pages that don't show bookings render at once while the records load.
const persistor = persistStore(store);
startBookingsSync(store, persistor);

// The build prerenders some paths (scripts/prerender.mjs) and marks which one #root holds.
const isPrerendered = container.dataset.prerendered === window.location.pathname;

// The page's code first: hydration must render exactly the prerendered markup, and elsewhere
// the prerendered shell (header, footer) stays on screen until the page can replace it.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    try {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    } catch {
      // Left lazy: the router loads it again, and shows the error page if that fails too.
    }
  }),
);

const app = (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (isPrerendered) hydrateRoot(container, app);
else createRoot(container).render(app);

// Offline support: the production build carries a service worker (scripts/service-worker.mjs).
// Registered once the page has loaded, so it never competes with the page for the network.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const registerServiceWorker = () => {
    // Without it the site still works, online only; nothing to tell the diner.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
