import { screen, waitFor } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { documentReload } from '@/lib/chunkRecovery';
import { RouteErrorPage } from '@/pages/RouteErrorPage';
import { renderRoute } from '@/testing/renderWithProviders';
import { RootLayout } from './RootLayout';

// The progress bar's code is gone, as after a deployment; it is first needed by a navigation.
jest.mock('@mui/material/LinearProgress', () => {
  throw Object.assign(new Error('Loading chunk 627 failed.'), { name: 'ChunkLoadError' });
});

/** The frame around a page that links to one whose data never arrives: the navigation stays under way. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Link to="/slow?page=2">Slow page</Link> },
      { path: '/slow', loader: () => new Promise(() => undefined), element: <p>Slow page</p> },
    ],
  },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('a piece of the frame whose code cannot be loaded', () => {
  it('loads again the page the diner is going to, not the one they are leaving', async () => {
    const reloads: string[] = [];
    jest.spyOn(documentReload, 'to').mockImplementation((href) => {
      reloads.push(href);
    });
    const { user, router } = renderRoute('/', { routes });

    await user.click(screen.getByRole('link', { name: 'Slow page' }));

    await waitFor(() => expect(reloads).toEqual(['/slow?page=2']));
    expect(router.state.location.pathname).toBe('/');
  });
});
