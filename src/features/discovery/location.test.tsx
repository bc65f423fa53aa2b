import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { act, screen, waitFor, within } from '@testing-library/react';
import { restaurants } from '@/data/catalogue';
import type { Restaurant } from '@/data/types';
import { renderRoute } from '@/testing/renderWithProviders';
import { POSITION_ERRORS } from './nearMe';

// The cards follow the store in a deferred render, hence the waitFor around them.
const cards = () => within(screen.getByRole('list', { name: 'Restaurants' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const resultCount = () => screen.getByText(/restaurants? found/);
const sortSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
const sortLabels = () => [...sortSelect().options].map((option) => option.textContent);
const currentUrl = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

// Beside Ember & Oak, in Riverton: Ember & Oak 0.1 mi, Maison Lumière 0.8 mi, Trattoria Aurora 0.9 mi.
const BY_EMBER_AND_OAK = { latitude: 41.8786, longitude: -87.6398 };

type Outcome = { position: { latitude: number; longitude: number } } | { errorCode: 1 | 2 | 3 };

/** The browser's Geolocation API, answering each request with `outcome`. */
const mockGeolocation = (outcome: Outcome) => {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('position' in outcome) {
      success({ coords: outcome.position, timestamp: 0 } as unknown as GeolocationPosition);
    } else {
      failure?.({
        code: outcome.errorCode,
        message: 'mock',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
  });
  return getCurrentPosition;
};

afterEach(() => {
  // jsdom has no Geolocation API of its own.
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const openHome = async (path = '/', items?: Restaurant[]) => {
  const rendered = renderRoute(
    path,
    items ? { preloadedState: { restaurants: restaurantsStateFor(items) } } : {},
  );
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
  return rendered;
};

describe('Near Me', () => {
  it('asks for the position on the press, never on load', async () => {
    const getCurrentPosition = mockGeolocation({ position: BY_EMBER_AND_OAK });
    const { user } = await openHome();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Near Me' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('orders the list nearest first, shows every distance in miles and keeps it in the URL', async () => {
    mockGeolocation({ position: BY_EMBER_AND_OAK });
    const { user, router } = await openHome();
    expect(cardNames()).toEqual(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    expect(sortLabels()).not.toContain('Nearest');

    await user.click(screen.getByRole('button', { name: 'Near Me' }));

    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));
    expect(cards().map((card) => within(card).getByText(/ mi/).textContent)).toEqual([
      '0.1 mi away',
      '0.8 mi away',
      '0.9 mi away',
    ]);
    expect(resultCount()).toHaveTextContent('3 restaurants found near you · the nearest is 0.1 mi away');
    expect(sortSelect()).toHaveDisplayValue('Nearest');
    // Rounded to about 1 km.
    await waitFor(() => expect(currentUrl(router)).toBe('/?sort=nearest&near=41.88,-87.64'));
    // The diner is taken to the list they asked about.
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Location: Near me' }).length).toBeGreaterThan(0);
  });

  it('still orders and measures from far away from every restaurant', async () => {
    mockGeolocation({ position: { latitude: 51.5074, longitude: -0.1278 } });
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Near Me' }));
    await waitFor(() => expect(resultCount()).toHaveTextContent(/the nearest is 3,9\d\d mi away/));
    // Eastmost first: Trattoria Aurora lies furthest east.
    expect(cardNames()[0]).toBe('Trattoria Aurora');
    expect(cards().every((card) => /3,9\d\d mi away/.test(card.textContent ?? ''))).toBe(true);
  });

  it.each([
    ['denied', 1, POSITION_ERRORS.denied],
    ['unavailable', 2, POSITION_ERRORS.unavailable],
    ['timed out', 3, POSITION_ERRORS.timeout],
  ] as const)(
    'says so in words when the position is %s, and leaves the list as it was',
    async (_case, code, message) => {
      mockGeolocation({ errorCode: code });
      const { user, router } = await openHome('/?sort=name');
      await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));

      await user.click(screen.getByRole('button', { name: 'Near Me' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
      expect(screen.queryByText(/ away$/)).not.toBeInTheDocument();
      expect(resultCount()).toHaveTextContent(/^3 restaurants found$/);
      expect(currentUrl(router)).toBe('/?sort=name');

      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    },
  );

  it('says so when the browser has no Geolocation API', async () => {
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Near Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(POSITION_ERRORS.unsupported);
  });

  it('asks once while a request is under way', async () => {
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const { user } = await openHome();
    const nearMe = screen.getByRole('button', { name: 'Near Me' });
    await user.click(nearMe);
    await user.click(nearMe);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(nearMe).toHaveAttribute('aria-busy', 'true');
  });

  it('reopens a shared link with the position in the same order and distances', async () => {
    await openHome('/?sort=nearest&near=41.88,-87.64');
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));
    expect(cards()[0]).toHaveTextContent('0.1 mi away');
  });
});

// Two cities apart from the built-in one, so that the choice visibly filters.
const TWO_CITIES = [
  { ...restaurants[0]!, id: 'a', name: 'Alpha', location: { ...restaurants[0]!.location, city: 'Lakeside' } },
  { ...restaurants[1]!, id: 'b', name: 'Beta', location: { ...restaurants[1]!.location, city: 'Hillcrest' } },
  { ...restaurants[2]!, id: 'c', name: 'Gamma', location: { ...restaurants[2]!.location, city: 'Lakeside' } },
];

describe('the Location menu', () => {
  it('offers Near me, Anywhere and the catalogue’s cities, and filters the list by the chosen one, by keyboard', async () => {
    const { user, router } = await openHome('/', TWO_CITIES);
    const location = screen.getAllByRole('button', { name: 'Location' })[0]!;
    act(() => location.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Location' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Near me/), 'Anywhere', 'Hillcrest', 'Lakeside']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Anywhere' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() => expect(cardNames()).toEqual(['Alpha', 'Gamma']));
    expect(resultCount()).toHaveTextContent('2 restaurants found in Lakeside');
    await waitFor(() => expect(currentUrl(router)).toBe('/?city=Lakeside'));
    expect(screen.getAllByRole('button', { name: 'Location: Lakeside' })[0]).toHaveTextContent('Lakeside');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // Back to everywhere.
    await user.click(screen.getAllByRole('button', { name: 'Location: Lakeside' })[0]!);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Anywhere' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('opens a link to a city with that city chosen, and ignores a city the catalogue lacks', async () => {
    await openHome('/?city=hillcrest', TWO_CITIES);
    await waitFor(() => expect(cardNames()).toEqual(['Beta']));
    expect(screen.getAllByRole('button', { name: 'Location: Hillcrest' }).length).toBeGreaterThan(0);
  });

  it('ignores a city the catalogue lacks', async () => {
    await openHome('/?city=Atlantis', TWO_CITIES);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getAllByRole('button', { name: 'Location' }).length).toBeGreaterThan(0);
  });

  it('asks for the position from Near me, and takes the diner from another page to the list', async () => {
    mockGeolocation({ position: BY_EMBER_AND_OAK });
    const { user, router } = renderRoute('/restaurant/1');
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Aurora' });
    await user.click(screen.getAllByRole('button', { name: 'Location' })[0]!);
    await user.click(await screen.findByRole('menuitemradio', { name: /^Near me/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?sort=nearest&near=41.88,-87.64'));
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));
  });
});
