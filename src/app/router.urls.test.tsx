import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';

// The page modules load lazily, as in the browser; on a busy machine that can take over a second.
const findPageHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

describe('odd URLs', () => {
  // The static host reads files, and file names are case-sensitive: it answers these 404.
  it.each(['/HELP', '/Help', '/Restaurant/1', '/BOOKINGS', '/restaurant/1/Reviews'])(
    '%s is the not-found page: URLs match in their own case only',
    async (path) => {
      renderRoute(path);
      expect(await findPageHeading('Oops! Page not found')).toBeInTheDocument();
    },
  );

  // The static host serves the page's file at these URLs: the app shows that page, at its own URL.
  it.each([
    ['/help.html', '/help', 'Help Center'],
    ['/help/index.html', '/help', 'Help Center'],
    ['/restaurant/1.html', '/restaurant/1', 'Trattoria Aurora'],
    ['/restaurant/1/reviews.html?sort=highest', '/restaurant/1/reviews', 'Reviews of Trattoria Aurora'],
    ['/index.html', '/', 'Find Your Perfect Dining Experience'],
  ])('%s is the page of that file, at %s', async (path, pathname, heading) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(router.state.location.search).toBe(new URL(path, 'http://x').search);
    // The file's URL replaced, not stacked: Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("an unknown page's file URL is the not-found page of that page", async () => {
    const { router } = renderRoute('/no-such-page.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    expect(await findPageHeading('Oops! Page not found')).toBeInTheDocument();
  });
});
