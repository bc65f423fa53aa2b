import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  bookTheLastRestaurant,
  cardNames,
  cardNamed,
  cards,
  count,
  emptyListSeen,
  expectNearMeList,
  FIRST_PAGE,
  holdBack,
  INDEX_ARRIVES,
  MAIN_SCRIPT,
  nameCollator,
  nearestTo,
  positionNear,
  restaurantsFound,
  resultCount,
  searchBox,
  searchFragments,
  watchForEmptyList,
} from './catalogueList';
import { recordDataRequests } from './fixtures';

/*
 * A catalogue of thousands (CATALOGUE=… npm run build; it runs on a 60,000 build too, and CI
 * builds 500 with SEARCH_FRAGMENTS_OVER=12 to try the same path): the home page comes with its
 * first cards only, and the list, search, filters and their counts, sort, a city and Near Me are
 * answered over every restaurant by the search worker from the index's fragments; each
 * restaurant has its own prerendered pages. Skipped for a catalogue searched in the page
 * (e2e/indexed-catalogue.spec.ts and e2e/catalogue.spec.ts cover it).
 */

interface Summary {
  id: string;
  name: string;
  cuisine: string;
  rating: number;
  location: { city: string; coordinates: { lat: number; lng: number } };
}

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const dataDir = path.join(distDir, 'data');
const [dataFolder] = readdirSync(dataDir);
const recordsDir = path.join(dataDir, dataFolder!, 'restaurants');
const searchedInFragments = existsSync(path.join(dataDir, dataFolder!, 'search'));
/** Every restaurant of the build, from its record (the browser never downloads them all), in Name A-Z order. */
const index: Summary[] = readdirSync(recordsDir)
  // Not the compressed copies.
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(recordsDir, file), 'utf8')).restaurant as Summary)
  .sort((a, b) => nameCollator.compare(a.name, b.name) || nameCollator.compare(a.id, b.id));
test.describe(`a catalogue of ${count(index.length)} restaurants`, () => {
  test.skip(!searchedInFragments, 'The catalogue is searched in the page, from its index file.');
  test.use({ serviceWorkers: 'block' });

  test('home comes with its first cards only, and Show more asks the search for the next page', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    // No other restaurant's name in the page: the HTML does not grow with the catalogue.
    const inPage = index.filter(({ name }) => html.includes(`>${name.replace(/&/g, '&amp;')}<`));
    expect(inPage.length).toBeLessThanOrEqual(FIRST_PAGE);
    // No index of every restaurant in the build: the search reads fragments.
    expect((await page.request.get(`/data/${dataFolder}/index.json`)).status()).toBe(404);

    const requested = recordDataRequests(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await expect(resultCount(page)).toContainText(`${count(index.length)} restaurants found`);
    await page.waitForLoadState('networkidle');
    // Once loaded and idle, the search is prepared: its manifest, the default order's first block
    // and its cards' directory, the card and tile directories; no card and no posting before the
    // diner asks.
    const kinds = (paths: string[]) => paths.map((file) => file.split('/')[4]).sort();
    await expect
      .poll(() => kinds(requested), INDEX_ARRIVES)
      .toEqual(['card-directory', 'manifest.json', 'order', 'order-card-directory', 'tiles']);
    await page.waitForLoadState('networkidle');
    const prepared = requested.length;

    await page.getByRole('button', { name: /^Show \d+ more/ }).click();
    await expect(cards(page)).toHaveCount(2 * FIRST_PAGE, INDEX_ARRIVES);
    // Only fragments of the search index: the manifest, then what this page needs.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((file) => file.startsWith(`/data/${dataFolder}/search/`))).toBe(true);
    expect(requested).toContain(`/data/${dataFolder}/search/manifest.json`);
    // The next page's cards only, one or two blocks of the order's cards in rank order: what
    // preparing fetched is not fetched again.
    expect(new Set(kinds(requested.slice(prepared)))).toEqual(new Set(['order-cards']));
    expect(requested.slice(prepared).length).toBeLessThanOrEqual(2);
  });

  test('Name A-Z lists the catalogue as a person orders names', async ({ page }) => {
    await page.goto('/?sort=name');
    await expect(cardNames(page)).toHaveText(
      index.slice(0, FIRST_PAGE).map(({ name }) => name),
      INDEX_ARRIVES,
    );
  });

  test('search finds the last restaurant; a filter counts over the whole catalogue, with its count beside it', async ({
    page,
  }) => {
    const last = index.at(-1)!;
    await page.goto('/');
    // Hydrated: what a tap before the script does is e2e/early-input.spec.ts's.
    await page.waitForLoadState('networkidle');
    await searchBox(page).fill(last.name);
    await expect(cardNamed(page, last.name)).toBeVisible(INDEX_ARRIVES);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const cuisine = index[Math.floor(index.length / 2)]!.cuisine;
    const matching = index.filter((restaurant) => restaurant.cuisine === cuisine);
    // The answer arrives after the tick: the list keeps its cards meanwhile, never "No restaurants found".
    await watchForEmptyList(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const option = page.getByRole('menuitemcheckbox', { name: cuisine, exact: true });
    // Beside it, how many the list would hold with it ticked.
    await expect(option).toHaveAccessibleDescription(`${count(matching.length)} restaurants`, INDEX_ARRIVES);
    await option.click();
    // With it ticked, another cuisine's count widens the list (any of the ticked cuisines).
    const other = index.find((restaurant) => restaurant.cuisine !== cuisine)!.cuisine;
    const either = index.filter(
      (restaurant) => restaurant.cuisine === cuisine || restaurant.cuisine === other,
    );
    await expect(
      page.getByRole('menuitemcheckbox', { name: other, exact: true }),
    ).toHaveAccessibleDescription(`${count(either.length)} restaurants`, INDEX_ARRIVES);
    await page.keyboard.press('Escape');
    await expect(resultCount(page)).toContainText(restaurantsFound(matching.length), INDEX_ARRIVES);
    await expect(cards(page)).toHaveCount(Math.min(FIRST_PAGE, matching.length));
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
    await expect(cardNames(page).first()).toHaveText(matching[0]!.name, INDEX_ARRIVES);
  });

  test('Near Me orders the whole catalogue by distance, nearest first', async ({ page, context }) => {
    const at = positionNear(index[Math.floor(index.length / 3)]!);
    const nearest = nearestTo(index, at);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: at.lat, longitude: at.lng });
    const requested = recordDataRequests(page);
    await page.goto('/');
    // Prepared: the tiles' directory is among what the search fetches ahead.
    await expect
      .poll(() => requested.some((file) => file.includes('/search/tiles/')), INDEX_ARRIVES)
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const prepared = requested.length;
    await page.getByRole('button', { name: 'Near Me' }).click();
    await expectNearMeList(page, nearest, index.length);
    // The map tiles near the diner and the cards they name, in their own blocks: no card read
    // by ordinal (12 blocks behind their directories).
    const kinds = new Set(requested.slice(prepared).map((file) => file.split('/')[4]));
    expect(kinds).toEqual(new Set(['tile', 'tile-cards']));
  });

  test('a city lists its restaurants only, best rated first', async ({ page }) => {
    const city = index[Math.floor(index.length / 4)]!.location.city;
    const inCity = index
      .filter((restaurant) => restaurant.location.city === city)
      .sort((a, b) => b.rating - a.rating || nameCollator.compare(a.name, b.name));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Location' }).first().click();
    await page.getByRole('menuitemradio', { name: city, exact: true }).click();
    await expect(resultCount(page)).toContainText(
      `${restaurantsFound(inCity.length)} in ${city}`,
      INDEX_ARRIVES,
    );
    await expect(cardNames(page)).toHaveText(
      inCity.slice(0, FIRST_PAGE).map(({ name }) => name),
      INDEX_ARRIVES,
    );
  });

  test('a piece of the index that cannot load: the list says so, then answers on Try again', async ({
    page,
  }) => {
    const last = index.at(-1)!;
    let isDown = true;
    await page.route(/\/search\//, (route) =>
      isDown ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await watchForEmptyList(page);
    await searchBox(page).fill(last.name);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible(
      INDEX_ARRIVES,
    );
    await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toHaveText(
      'Restaurants could not be loaded',
    );

    isDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cardNamed(page, last.name)).toBeVisible(INDEX_ARRIVES);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeHidden();
    expect(await emptyListSeen(page)).toEqual([]);
  });

  test('a search typed before the page’s script runs starts the search worker, which the page then asks', async ({
    page,
  }) => {
    const last = index.at(-1)!;
    const matching = index.filter(({ name }) => name === last.name);
    // The page's script held back until the worker has fetched the typed words' fragments.
    const release = await holdBack(page, MAIN_SCRIPT);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const requested = recordDataRequests(page);
    const fragments = () => searchFragments(requested);

    await page.goto('/', { waitUntil: 'commit' });
    await searchBox(page).pressSequentially(last.name);
    await expect.poll(() => fragments().length, INDEX_ARRIVES).toBeGreaterThan(0);
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/^\/assets\/search\.[0-9a-f]+\.js$/);
    const fetchedEarly = fragments().length;

    release();
    await expect(cardNamed(page, last.name)).toBeVisible(INDEX_ARRIVES);
    await expect(resultCount(page)).toContainText(restaurantsFound(matching.length));
    // The page asked the same worker, whose fragments were there: no second worker, no fragment twice.
    expect(workers).toHaveLength(1);
    expect(fragments().length).toBeGreaterThanOrEqual(fetchedEarly);
    expect(new Set(fragments()).size).toBe(fragments().length);
  });

  test('the last restaurant has its own prerendered pages, and takes a booking', async ({ page }) => {
    await bookTheLastRestaurant(page, index.at(-1)!);
  });
});
