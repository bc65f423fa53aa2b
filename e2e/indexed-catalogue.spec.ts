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
  nearestTo,
  positionNear,
  restaurantsFound,
  resultCount,
  searchBox,
  searchFragments,
  watchForEmptyList,
} from './catalogueList';
import { CARD_ESTIMATE_TOLERANCE_PX, recordDataRequests } from './fixtures';

/*
 * A catalogue of up to 5,000 (CATALOGUE=… npm run build; CI builds 500), searched in the page
 * from its index file (SEARCH_FRAGMENTS_OVER in src/data/catalogueData.ts): the home page comes
 * with its first cards only, and the list, search and filters work over every restaurant, each
 * of which has its own prerendered pages. Keys typed before the page's script are answered by
 * the search's fragments the build writes beside the file (FRAGMENTS_BEFORE_INDEX_OVER). Skipped for a catalogue that fits on the home page's
 * first page (the default one: e2e/catalogue.spec.ts covers it), and for one searched in
 * fragments, which has no index file (e2e/large-catalogue.spec.ts covers it).
 */

interface Summary {
  id: string;
  name: string;
  cuisine: string;
  location: { coordinates: { lat: number; lng: number } };
}

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const dataDir = path.join(distDir, 'data');
/** The build's index of every restaurant, as the browser downloads it (none if searched in fragments). */
const index: Summary[] = (() => {
  const [folder] = readdirSync(dataDir);
  const file = path.join(dataDir, folder!, 'index.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).restaurants : [];
})();

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

  test('Show more stays where the diner reaches it: the cards above it, drawn as they near, move nothing', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 375, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const more = page.getByRole('button', { name: /^Show \d+ more/ });
      // A jump, as the End key or a fling does: the cards above it had not been drawn.
      const reached = await more.evaluate((button) => {
        button.scrollIntoView({ block: 'end' });
        return button.getBoundingClientRect().top;
      });
      await page.evaluate(
        () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
      );
      const top = await more.evaluate((button) => button.getBoundingClientRect().top);
      // Counted at 540 px, the two rows above it grew by 210 px at 1280 px as they were drawn.
      expect(Math.abs(top - reached), `at ${viewport.width} px`).toBeLessThanOrEqual(
        CARD_ESTIMATE_TOLERANCE_PX,
      );
    }
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

  test('a search typed before the page’s script runs is answered by the search’s fragments, the index file fetched after', async ({
    page,
  }) => {
    const last = index.at(-1)!;
    const matching = index.filter(({ name }) => name === last.name);
    // The page's script held back until the worker has fetched the typed words' fragments; the
    // index file until the answer is on screen: a list that waited for it would never show it.
    const releaseScript = await holdBack(page, MAIN_SCRIPT);
    const releaseIndex = await holdBack(page, /\/index\.json$/);
    const requested = recordDataRequests(page);
    const fragments = () => searchFragments(requested);

    await page.goto('/', { waitUntil: 'commit' });
    await searchBox(page).pressSequentially(last.name);
    await expect.poll(() => fragments().length, INDEX_ARRIVES).toBeGreaterThan(0);
    releaseScript();
    await expect(cardNamed(page, last.name)).toBeVisible(INDEX_ARRIVES);
    await expect(resultCount(page)).toContainText(restaurantsFound(matching.length));

    // Then the index file, once the page is idle; the list is worked out in memory from it, and
    // a tick asks the fragments nothing more.
    await expect
      .poll(() => requested.filter((file) => file.endsWith('/index.json')), INDEX_ARRIVES)
      .toHaveLength(1);
    releaseIndex();
    await page.waitForLoadState('networkidle');
    const fetched = fragments().length;
    await searchBox(page).fill('');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const cuisine = last.cuisine;
    await page.getByRole('menuitemcheckbox', { name: cuisine, exact: true }).click();
    await page.keyboard.press('Escape');
    const ofCuisine = index.filter((restaurant) => restaurant.cuisine === cuisine);
    await expect(resultCount(page)).toContainText(restaurantsFound(ofCuisine.length), INDEX_ARRIVES);
    expect(fragments()).toHaveLength(fetched);
  });

  test('Near Me is answered by the search’s map tiles and their cards, the index file fetched after', async ({
    page,
    context,
  }) => {
    const at = positionNear(index[Math.floor(index.length / 3)]!);
    const nearest = nearestTo(index, at);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: at.lat, longitude: at.lng });
    // The index file held back until the answer is on screen: a list that waited for it would never show it.
    const releaseIndex = await holdBack(page, /\/index\.json$/);
    const requested = recordDataRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(searchFragments(requested)).toEqual([]);

    await page.getByRole('button', { name: 'Near Me', exact: true }).click();
    await expectNearMeList(page, nearest, index.length);
    const kinds = new Set(searchFragments(requested).map((file) => file.split('/').at(-2)));
    expect(kinds).toContain('tile');
    expect(kinds).toContain('tile-cards');
    expect(kinds).not.toContain('cards');

    // Then the index file, once the page is idle; the list, worked out in memory from it, is the same.
    await expect
      .poll(() => requested.filter((file) => file.endsWith('/index.json')), INDEX_ARRIVES)
      .toHaveLength(1);
    releaseIndex();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Show \d+ more/ }).click();
    await expect(cardNames(page)).toHaveText(
      nearest.slice(0, 2 * FIRST_PAGE).map(({ name }) => name),
      INDEX_ARRIVES,
    );
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
    await bookTheLastRestaurant(page, index.at(-1)!);
  });
});
