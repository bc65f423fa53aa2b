import { expect, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { pinClock, recordDataRequests } from './fixtures';

/*
 * What the specs of a catalogue of hundreds or thousands share: the home list's parts, a watch
 * for an empty list, and the last restaurant's pages and booking
 * (e2e/indexed-catalogue.spec.ts, searched in the page; e2e/large-catalogue.spec.ts, in fragments).
 */

export const FIRST_PAGE = 12;
/**
 * How long the list may take to answer: these specs check what it shows, the benchmark how soon
 * (a 60,000 build on a busy machine takes longer than 500).
 */
export const INDEX_ARRIVES = { timeout: 15_000 };
export const count = (value: number) => value.toLocaleString('en-US');

export const cards = (page: Page) => page.getByRole('list', { name: 'Restaurants' }).getByRole('article');
export const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3 });
export const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /restaurants? found/ });
export const restaurantsFound = (value: number) =>
  `${count(value)} ${value === 1 ? 'restaurant' : 'restaurants'} found`;
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search restaurants' });
export const cardNamed = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3, name, exact: true });

/** Names in the order a person reads them, as the list orders them: "Cedar Cellar 89" before "Cedar Cellar 442". */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface Place {
  lat: number;
  lng: number;
}
interface Located {
  name: string;
  location: { coordinates: Place };
}

/** Great-circle distance in km, as the site works it out (src/lib/geo.ts). */
const distanceKm = (from: Place, to: Place) => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** A position beside `restaurant`, rounded to about 1 km as the site keeps the diner's. */
export const positionNear = ({ location: { coordinates } }: Located): Place => ({
  lat: Math.round(coordinates.lat * 100) / 100,
  lng: Math.round(coordinates.lng * 100) / 100,
});

/** `restaurants` nearest `at` first, ties in Name A-Z: Near Me's list. */
export const nearestTo = <T extends Located>(restaurants: readonly T[], at: Place): T[] =>
  [...restaurants].sort(
    (a, b) =>
      distanceKm(at, a.location.coordinates) - distanceKm(at, b.location.coordinates) ||
      nameCollator.compare(a.name, b.name),
  );

/** Near Me's list on screen: the count of `total` "near you", and the first page of `nearest` (nearestTo). */
export const expectNearMeList = async (page: Page, nearest: readonly { name: string }[], total: number) => {
  await expect(resultCount(page)).toContainText(`${restaurantsFound(total)} near you`, INDEX_ARRIVES);
  await expect(cardNames(page)).toHaveText(
    nearest.slice(0, FIRST_PAGE).map(({ name }) => name),
    INDEX_ARRIVES,
  );
};

/** The page's main script, as its HTML names it. */
export const MAIN_SCRIPT = /\/assets\/main\.[0-9a-f]+\.js$/;

/** Holds back the responses whose URL matches `pattern` until the function it returns is called. */
export const holdBack = async (page: Page, pattern: RegExp): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** The search index's fragments among the data files requested (recordDataRequests), the manifest left out. */
export const searchFragments = (requested: readonly string[]) =>
  requested.filter((file) => file.includes('/search/') && !file.endsWith('/manifest.json'));

/** Records, from now on, every moment the page says "No restaurants found". */
export const watchForEmptyList = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { emptyListSeen: string[] }).emptyListSeen = seen;
    new MutationObserver(() => {
      const empty = [...document.querySelectorAll('h3')].some(
        (heading) => heading.textContent === 'No restaurants found',
      );
      if (empty) seen.push(document.querySelector('[role="status"]')?.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
export const emptyListSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { emptyListSeen: string[] }).emptyListSeen);

/**
 * The last restaurant of the catalogue has its own prerendered pages, and its booking page, which
 * came with its record, takes a booking that My Bookings then lists.
 */
export const bookTheLastRestaurant = async (page: Page, last: { id: string; name: string }) => {
  for (const pathname of [`/restaurant/${last.id}`, `/restaurant/${last.id}/reviews`, `/book/${last.id}`]) {
    const response = await page.request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(await response.text()).toContain(`data-prerendered="${pathname}"`);
  }

  await pinClock(page, new Date('2026-12-03T12:00:00'));
  const requested = recordDataRequests(page);
  await page.goto(`/book/${last.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(last.name);
  // The first open day with a free table.
  const days = page.locator('button[role="gridcell"]:not([disabled])');
  for (let day = 0; ; day += 1) {
    await days.nth(day).click();
    if ((await page.getByRole('button', { name: /, available$/ }).count()) > 0) break;
  }
  await page
    .getByRole('button', { name: /, available$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
  // The page came with its record.
  expect(requested).toEqual([]);

  await page.goto('/bookings');
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toContainText(last.name);
};
