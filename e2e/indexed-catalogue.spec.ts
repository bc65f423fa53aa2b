import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { pinClock, recordDataRequests } from './fixtures';

/*
 * A catalogue of up to 1,000 (CATALOGUE=… npm run build; CI builds 500), searched in the page
 * from its index file (SEARCH_FRAGMENTS_OVER in src/data/catalogueData.ts): the home page comes
 * with its first cards only, and the list, search and filters work over every restaurant, each
 * of which has its own prerendered pages. Skipped for a catalogue that fits on the home page's
 * first page (the default one: e2e/catalogue.spec.ts covers it), and for one searched in
 * fragments, which has no index file (e2e/large-catalogue.spec.ts covers it).
 */

interface Summary {
  id: string;
  name: string;
  cuisine: string;
}

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const dataDir = path.join(distDir, 'data');
/** The build's index of every restaurant, as the browser downloads it (none if searched in fragments). */
const index: Summary[] = (() => {
  const [folder] = readdirSync(dataDir);
  const file = path.join(dataDir, folder!, 'index.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).restaurants : [];
})();
const FIRST_PAGE = 12;
/**
 * How long the list may take once its index has arrived: this spec checks what it shows, the
 * benchmark how soon (20,000 restaurants took 1.3-2.3 s here, more with two test workers).
 */
const INDEX_ARRIVES = { timeout: 15_000 };
const count = (value: number) => value.toLocaleString('en-US');

const cards = (page: Page) => page.getByRole('list', { name: 'Restaurants' }).getByRole('article');
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3 });
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /restaurants? found/ });

/** Records, from now on, every moment the page says "No restaurants found". */
const watchForEmptyList = (page: Page) =>
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
const emptyListSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { emptyListSeen: string[] }).emptyListSeen);

test.describe(`a catalogue of ${count(index.length)} restaurants`, () => {
  test.skip(index.length <= FIRST_PAGE, 'The catalogue fits on the first page, or is searched in fragments.');
  test.use({ serviceWorkers: 'block' });

  test('home comes with its first cards only, and Show more loads the rest', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // No other restaurant's name in the page: the HTML does not grow with the catalogue.
    const inPage = index.filter(({ name }) => html.includes(`>${name.replace(/&/g, '&amp;')}<`));
    expect(inPage.length).toBeLessThanOrEqual(FIRST_PAGE);

    const requested = recordDataRequests(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await expect(resultCount(page)).toContainText(`${count(index.length)} restaurants found`);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    // The second page needs the index, which comes with this press.
    await page.getByRole('button', { name: /^Show \d+ more/ }).click();
    await expect(cards(page)).toHaveCount(2 * FIRST_PAGE, INDEX_ARRIVES);
    expect(requested).toEqual([expect.stringMatching(/\/index\.json$/)]);
  });

  test('the index comes in Name A-Z order, and Name A-Z lists it so in this browser', async ({ page }) => {
    // The build sorts it as the list does, so that the browser only checks the order.
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const byName = [...index].sort(
      (a, b) => collator.compare(a.name, b.name) || collator.compare(a.id, b.id),
    );
    expect(index.map(({ id }) => id)).toEqual(byName.map(({ id }) => id));

    await page.goto('/?sort=name');
    await expect(cardNames(page)).toHaveText(
      index.slice(0, FIRST_PAGE).map(({ name }) => name),
      INDEX_ARRIVES,
    );
  });

  test('search finds the last restaurant, and a filter counts over the whole catalogue', async ({ page }) => {
    const last = index.at(-1)!;
    await page.goto('/');
    // Hydrated: what a tap before the script does is e2e/early-input.spec.ts's.
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(last.name);
    await expect(
      page
        .getByRole('list', { name: 'Restaurants' })
        .getByRole('heading', { level: 3, name: last.name, exact: true }),
    ).toBeVisible(INDEX_ARRIVES);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const cuisine = index[Math.floor(index.length / 2)]!.cuisine;
    const matching = index.filter((restaurant) => restaurant.cuisine === cuisine);
    // The index arrives after the tick: the list goes from a spinner to its cards, never
    // through "No restaurants found".
    await watchForEmptyList(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('menuitemcheckbox', { name: cuisine, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(resultCount(page)).toContainText(
      `${count(matching.length)} ${matching.length === 1 ? 'restaurant' : 'restaurants'} found`,
      INDEX_ARRIVES,
    );
    await expect(cards(page)).toHaveCount(Math.min(FIRST_PAGE, matching.length));
    // The count answers the tick at once, the cards a render later (useDeferredValue): the
    // unfiltered first page is still on screen for that render, so wait for the new cards.
    const shown = new Set(matching.map(({ name }) => name));
    await expect
      .poll(
        async () => (await cardNames(page).allTextContents()).filter((name) => !shown.has(name)),
        INDEX_ARRIVES,
      )
      .toEqual([]);
    expect(await emptyListSeen(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A-Z' });
    // As a person orders names: "Cedar Cellar 89" before "Cedar Cellar 442".
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const [first] = matching.map(({ name }) => name).sort(collator.compare);
    await expect(cardNames(page).first()).toHaveText(first!);
  });

  test('a list that cannot load says so, keeps its first page, and loads on Try again', async ({ page }) => {
    const last = index.at(-1)!;
    let isDown = true;
    await page.route(/\/index\.json$/, (route) =>
      isDown ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await watchForEmptyList(page);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(last.name);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toHaveText(
      'Restaurants could not be loaded',
    );

    isDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Restaurants' })
        .getByRole('heading', { level: 3, name: last.name, exact: true }),
    ).toBeVisible(INDEX_ARRIVES);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeHidden();
    expect(await emptyListSeen(page)).toEqual([]);
  });

  test('the last restaurant has its own prerendered pages, and takes a booking', async ({ page }) => {
    const last = index.at(-1)!;
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
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toContainText(
      last.name,
    );
  });
});
