import { Suspense, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { RouteErrorPage } from '@/pages/RouteErrorPage';
import { RootLayout } from './RootLayout';

// Shown only if the first page's code was not loaded before the router started (main.tsx loads
// it first); the spinner's code is not worth carrying on every first paint for that.
const PageLoading = lazy(async () => ({
  default: (await import('@/components/PageLoading')).PageLoading,
}));
function RouteLoading() {
  return (
    <Suspense fallback={null}>
      <PageLoading />
    </Suspense>
  );
}

/** Every route of the site. Page modules load lazily, so each page's code comes with it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      {
        // A page that throws is shown inside the layout, header and footer still in place.
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: paths.home,
            lazy: async () => ({
              // Named: the prerendered home page has its scripts fetched from the start.
              Component: (await import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')).HomePage,
            }),
          },
          {
            path: paths.restaurant,
            lazy: async () => ({
              Component: (await import('@/pages/RestaurantPage')).RestaurantPage,
            }),
          },
          {
            path: paths.booking,
            lazy: async () => ({ Component: (await import('@/pages/BookingPage')).BookingPage }),
          },
          {
            path: paths.bookings,
            lazy: async () => ({ Component: (await import('@/pages/BookingsPage')).BookingsPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/pages/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
