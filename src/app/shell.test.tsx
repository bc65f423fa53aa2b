import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/pages/RouteErrorPage';
import { renderRoute } from '@/testing/renderWithProviders';

describe('app shell', () => {
  it('frames every page with the header and the footer', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Tablo home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('searchbox', { name: 'Search restaurants' })).toBeInTheDocument();
    expect(within(header).getAllByRole('button', { name: 'Location' }).length).toBeGreaterThan(0);
    within(header)
      .getAllByRole('link', { name: 'Account' })
      .forEach((link) => expect(link).toHaveAttribute('href', '/bookings'));
    expect(within(header).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('500+');
    expect(footer).toHaveTextContent('Partner restaurants');
    expect(footer).toHaveTextContent('10k+');
    expect(footer).toHaveTextContent('Happy diners');
    expect(footer).toHaveTextContent('24/7');
    expect(footer).toHaveTextContent('Instant booking');
    expect(within(footer).getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Support' })).toBeInTheDocument();
  });

  it('says which page the diner is on: home links are current on the home page only', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Tablo home' })).toHaveAttribute('aria-current', 'page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(footer).getByRole('link', { name: 'Help Center' })).not.toHaveAttribute('aria-current');
  });

  it('says which support page the diner is on, and home links lead back', async () => {
    renderRoute('/help');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
    expect(within(footer).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Tablo home' })).not.toHaveAttribute('aria-current');
  });

  it('puts the current year in the copyright', async () => {
    jest.useFakeTimers({
      now: new Date(2031, 5, 1),
      doNotFake: ['queueMicrotask', 'setImmediate', 'setTimeout'],
    });
    renderRoute('/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2031 Tablo. All rights reserved.');
    jest.useRealTimers();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const consoleInfo = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleInfo).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
    expect(document.title).toBe('Page not found · Tablo');
  });

  it('the header search keeps its text in the store at every keystroke', async () => {
    const { user, store } = renderRoute('/');
    const search = await screen.findByRole('searchbox', { name: 'Search restaurants' });
    await user.type(search, 'Wine');
    expect(store.getState().search.text).toBe('Wine');
    expect(search).toHaveValue('Wine');
  });

  it('typing in the header search on another page goes to the home list', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, router, store } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { name: 'Oops! Page not found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'st');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#restaurants');
    expect(store.getState().search.text).toBe('st');
  });
});

describe('route error element', () => {
  const throwingRoutes = (thrown: unknown): RouteObject[] => [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
      loader: () => {
        throw thrown;
      },
      element: <p>never shown</p>,
    },
  ];

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("shows an error's message", async () => {
    renderRoute('/', { routes: throwingRoutes(new Error('The kitchen is on fire')) });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The kitchen is on fire')).toBeInTheDocument();
    expect(screen.queryByText(/at .*\.tsx?:\d+/)).not.toBeInTheDocument();
  });

  it("shows a response's status text", async () => {
    renderRoute('/', {
      routes: throwingRoutes(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    });
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
  });
});
