import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/PageLoading';
import { loadOrReload } from '@/speed/lazyWithReload';
import { paths } from '@/lib/routes';
import { RouteErrorPage } from '@/pages/RouteErrorPage';
import type { PageHandle } from '@/speed/pageCode';
import { RootErrorPage } from './RootErrorPage';
import { RootLayout } from './RootLayout';

/** A detail page's and My Bookings' next page is the booking page: its code comes at idle time. */
const toBooking: PageHandle = { nextPages: [paths.booking] };

/**
 * The routes with each lazy route module loaded through `loadOrReload`: a page whose code a
 * deployment removed loads its URL again once (src/lib/chunkRecovery.ts).
 */
const withReload = (branch: RouteObject[]): RouteObject[] =>
  branch.map((route) => {
    const { lazy: load } = route;
    const lazy = typeof load === 'function' ? () => loadOrReload(load, (Component) => ({ Component })) : load;
    return route.index
      ? { ...route, lazy }
      : { ...route, lazy, children: route.children && withReload(route.children) };
  });

/**
 * Routes that match a URL in its own case only: `/HELP` is not the Help page, as the static
 * host, reading files, answers it 404 (docs/product.md#not-found-and-errors).
 */
const exactCase = (branch: RouteObject[]): RouteObject[] =>
  branch.map((route) =>
    route.index
      ? route
      : { ...route, caseSensitive: true, children: route.children && exactCase(route.children) },
  );

/**
 * Every route of the site. Page modules load lazily, so each page's code comes with it; each
 * is a named chunk, so that its prerendered page fetches it from the start, alongside the main
 * bundle (src/entry-server.tsx, scripts/prerender.mjs).
 */
export const routes: RouteObject[] = exactCase(
  withReload([
    {
      element: <RootLayout />,
      // The frame itself failed: the error page comes with a plain frame of its own.
      errorElement: <RootErrorPage />,
      // Shown only if the first page's code did not load before the router started (main.tsx loads it first).
      HydrateFallback: PageLoading,
      children: [
        {
          // A page that throws is shown inside the layout, header and footer still in place.
          errorElement: <RouteErrorPage />,
          children: [
            {
              path: paths.home,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')).HomePage,
              }),
            },
            {
              path: paths.restaurant,
              handle: toBooking,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-restaurant" */ '@/pages/RestaurantPage'))
                  .RestaurantPage,
              }),
            },
            {
              path: paths.restaurantReviews,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-reviews" */ '@/pages/ReviewsPage'))
                  .ReviewsPage,
              }),
            },
            {
              path: paths.booking,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-booking" */ '@/pages/BookingPage'))
                  .BookingPage,
              }),
            },
            {
              path: paths.bookings,
              handle: toBooking,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-bookings" */ '@/pages/BookingsPage'))
                  .BookingsPage,
              }),
            },
            {
              path: paths.help,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-help" */ '@/pages/HelpPage')).HelpPage,
              }),
            },
            {
              path: paths.contact,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-contact" */ '@/pages/ContactPage'))
                  .ContactPage,
              }),
            },
            {
              path: paths.privacy,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-privacy" */ '@/pages/PrivacyPage'))
                  .PrivacyPage,
              }),
            },
            {
              path: paths.terms,
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-terms" */ '@/pages/TermsPage')).TermsPage,
              }),
            },
            {
              path: '*',
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage'))
                  .NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ]),
);
