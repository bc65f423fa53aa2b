import { act, screen } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { renderRoute } from '@/testing/renderWithProviders';
import { PROGRESS_DELAY_MS, RootLayout } from './RootLayout';

/** Pages whose data comes after `ms`: the navigation to them is under way that long. */
const pageAfter = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms, null));

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: (
          <>
            <Link to="/quick">Quick page</Link>
            <Link to="/slow">Slow page</Link>
          </>
        ),
      },
      { path: '/quick', loader: pageAfter(PROGRESS_DELAY_MS - 100), element: <h1>Quick page</h1> },
      { path: '/slow', loader: pageAfter(5_000), element: <h1>Slow page</h1> },
    ],
  },
];

const loadingBar = () => screen.queryByRole('progressbar', { name: 'Loading page' });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the loading bar under the header', () => {
  it('shows none for a page that opens within its delay', async () => {
    const { user } = renderRoute('/', { routes });
    await user.click(screen.getByRole('link', { name: 'Quick page' }));
    for (let waited = 0; waited < PROGRESS_DELAY_MS; waited += 50) {
      expect(loadingBar()).not.toBeInTheDocument();
      await advance(50);
    }
    expect(screen.getByRole('heading', { name: 'Quick page' })).toBeInTheDocument();
    expect(loadingBar()).not.toBeInTheDocument();
  });

  it('shows once a page has taken its delay, until the page opens', async () => {
    const { user } = renderRoute('/', { routes });
    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    await advance(PROGRESS_DELAY_MS - 1);
    expect(loadingBar()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await advance(5_000);
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(loadingBar()).not.toBeInTheDocument();
  });
});
