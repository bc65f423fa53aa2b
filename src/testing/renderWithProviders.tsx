import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { routes as appRoutes } from '@/app/router';
import type { AppStore, RootState } from '@/app/store';
import { makeTestStore } from './testStore';

// user-event waits between keystrokes; under fake timers those waits must be advanced by hand.
const advanceFakeTimers = (ms: number) => {
  if ('clock' in setTimeout) jest.advanceTimersByTime(ms);
};

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders a component with a fresh store that knows the whole catalogue (or the given one) and the theme. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeTestStore(preloadedState), ...options }: ProviderOptions = {},
) {
  return {
    store,
    user: userEvent.setup({ advanceTimers: advanceFakeTimers }),
    ...render(<AppProviders store={store}>{ui}</AppProviders>, options),
  };
}

interface RouteOptions extends ProviderOptions {
  routes?: RouteObject[];
}

/**
 * Renders the app's routes (or the given ones) in memory at a path, as a diner would open it:
 * the store's listeners follow this router, as they follow the browser's in the app.
 */
export function renderRoute(
  path: string | string[],
  {
    routes = appRoutes,
    preloadedState,
    store = makeTestStore(preloadedState),
    ...options
  }: RouteOptions = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: Array.isArray(path) ? path : [path],
    initialIndex: Array.isArray(path) ? path.length - 1 : 0,
  });
  store.attachRouter(router);
  return { router, ...renderWithProviders(<RouterProvider router={router} />, { ...options, store }) };
}
