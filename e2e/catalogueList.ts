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
