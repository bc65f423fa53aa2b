import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RELOAD_MARK_KEY, documentReload } from '@/lib/chunkRecovery';
import { renderRoute } from '@/testing/renderWithProviders';
import { RouteErrorPage } from './RouteErrorPage';

/** A page whose loader fails with `thrown`, as code loaded without lazyWithReload.tsx would. */
const failingRoutes = (thrown: unknown): RouteObject[] => [
  {
    path: '/book/:id',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <p>Loading</p>,
    loader: () => {
      throw thrown;
    },
    element: <p>never shown</p>,
  },
];
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 990 failed.'), { name: 'ChunkLoadError' });

let reloads: string[];
beforeEach(() => {
  sessionStorage.clear();
  reloads = [];
  jest.spyOn(documentReload, 'to').mockImplementation((href) => {
    reloads.push(href);
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => sessionStorage.clear());

describe('the error page, for code that could not be loaded', () => {
  it('loads the URL again first, showing no error meanwhile', async () => {
    renderRoute('/book/1?from=home', { routes: failingRoutes(chunkLoadError()) });
    await waitFor(() => expect(reloads).toEqual(['/book/1?from=home']));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers Reload once that did not help', async () => {
    sessionStorage.setItem(RELOAD_MARK_KEY, '/book/1');
    const { user } = renderRoute('/book/1', { routes: failingRoutes(chunkLoadError()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toEqual(['/book/1']);
  });

  it('keeps the generic page for any other failure, with no reload', async () => {
    renderRoute('/book/1', { routes: failingRoutes(new TypeError('Cannot read properties of undefined')) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(reloads).toEqual([]);
  });
});
