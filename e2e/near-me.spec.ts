import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';

const restaurantList = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const cards = (page: Page) => restaurantList(page).getByRole('article');
const cardNames = (page: Page) => restaurantList(page).getByRole('heading', { level: 3 });
const resultCount = (page: Page) =>
  page.getByRole('region', { name: 'Featured Restaurants' }).getByRole('status');
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const nearMe = (page: Page) => page.getByRole('button', { name: 'Near Me' });
const ALL = ['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière'];

// Beside Ember & Oak, in Riverton: Ember & Oak 0.1 mi, Maison Lumière 0.8 mi, Trattoria Aurora 0.9 mi.
const BY_EMBER_AND_OAK = { latitude: 41.8786, longitude: -87.6398 };

/** Counts the page's calls of the Geolocation API, before any of the site's code runs. */
const countGeolocationCalls = (page: Page) =>
  page.addInitScript(() => {
    const calls = { count: 0 };
    Object.assign(window, { __geolocationCalls: calls });
    const { geolocation } = navigator;
    const original = geolocation.getCurrentPosition.bind(geolocation);
    geolocation.getCurrentPosition = (...args) => {
      calls.count += 1;
      original(...args);
    };
    const watch = geolocation.watchPosition.bind(geolocation);
    geolocation.watchPosition = (...args) => {
      calls.count += 1;
      return watch(...args);
    };
  });
const geolocationCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __geolocationCalls: { count: number } }).__geolocationCalls.count,
  );

/** A browser whose Geolocation API answers every request with this error code. */
const failGeolocation = (page: Page, code: 1 | 2 | 3) =>
  page.addInitScript((errorCode) => {
    navigator.geolocation.getCurrentPosition = (_success, failure) => {
      setTimeout(() =>
        failure?.({
          code: errorCode,
          message: 'test',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        }),
      );
    };
  }, code);

const openHome = async (page: Page, path = '/') => {
  await page.goto(path);
  await expect(cardNames(page)).toHaveCount(3);
  await page.waitForLoadState('networkidle');
};

test.describe('Near Me', () => {
  test.use({ locale: 'en-US' });

  test('does not ask for the position when the page opens', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BY_EMBER_AND_OAK);
    await countGeolocationCalls(page);
    await openHome(page);
    await page.getByRole('button', { name: 'Location' }).first().hover();
    expect(await geolocationCalls(page)).toBe(0);
    await nearMe(page).click();
    await expect(resultCount(page)).toContainText('near you');
    expect(await geolocationCalls(page)).toBe(1);
  });

  for (const width of [375, 1280]) {
    test(`granted: nearest first, every card's distance, the URL, at ${width}px`, async ({
      page,
      context,
    }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: 900 });
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(BY_EMBER_AND_OAK);
      await openHome(page);
      await expect(cardNames(page)).toHaveText(ALL);
      await expect(sortSelect(page).getByRole('option', { name: 'Nearest' })).toHaveCount(0);

      await nearMe(page).click();

      await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
      for (const [index, distance] of ['0.1 mi away', '0.8 mi away', '0.9 mi away'].entries()) {
        await expect(cards(page).nth(index)).toContainText(distance);
      }
      await expect(resultCount(page)).toHaveText('3 restaurants found near you · the nearest is 0.1 mi away');
      await expect(sortSelect(page)).toHaveValue('nearest');
      await expect(page).toHaveURL('/?sort=nearest&near=41.88,-87.64');
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Location: Near me' })).toBeVisible();

      // The URL reopens the same list, and Back returns to the plain one.
      await page.reload();
      await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
      await expect(cards(page).first()).toContainText('0.1 mi away');
      await page.goBack();
      await expect(page).toHaveURL('/');
      await expect(cardNames(page)).toHaveText(ALL);
      await expect(restaurantList(page).getByText(/ away$/)).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('in kilometres for a German browser, from far away', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      permissions: ['geolocation'],
      geolocation: { latitude: 52.52, longitude: 13.405 },
    });
    const page = await context.newPage();
    await openHome(page);
    await nearMe(page).click();
    await expect(resultCount(page)).toContainText(/the nearest is 7\.\d{3} km away/);
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText(/7\.\d{3} km away/);
    await expect(page).toHaveURL('/?sort=nearest&near=52.52,13.41');
    await context.close();
  });

  test('denied by the browser: a message in words, the list unchanged', async ({ page }) => {
    // No permission granted: Chromium refuses.
    await openHome(page, '/?sort=name');
    await nearMe(page).click();
    await expect(page.getByRole('alert')).toContainText('Location access is blocked');
    await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
    await expect(resultCount(page)).toHaveText('3 restaurants found');
    await expect(page).toHaveURL('/?sort=name');
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
  });

  for (const [name, code, message] of [
    ['denied', 1, 'Location access is blocked'],
    ['timed out', 3, 'Finding your position took too long'],
  ] as const) {
    test(`${name} (error code ${code}): a message in words, the list unchanged`, async ({ page }) => {
      await failGeolocation(page, code);
      await openHome(page);
      await nearMe(page).click();
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(cardNames(page)).toHaveText(ALL);
      await expect(restaurantList(page).getByText(/ away$/)).toHaveCount(0);
      await expect(page).toHaveURL('/');
    });
  }

  // A faulty or spoofed source; Playwright's own setGeolocation refuses such numbers, so the API is replaced.
  for (const [name, latitude, longitude] of [
    ['(400, -900)', 400, -900],
    ['NaN', NaN, NaN],
  ] as const) {
    test(`an impossible fix, ${name}: the position could not be found, the list and URL unchanged`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.addInitScript(
        ([lat, lng]) => {
          navigator.geolocation.getCurrentPosition = (success) => {
            setTimeout(() =>
              success({ coords: { latitude: lat, longitude: lng }, timestamp: 0 } as GeolocationPosition),
            );
          };
        },
        [latitude, longitude],
      );
      await openHome(page, '/?sort=name');
      await nearMe(page).click();
      await expect(page.getByRole('alert')).toContainText('Your position could not be found');
      await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
      await expect(restaurantList(page).getByText(/ away$/)).toHaveCount(0);
      await expect(page).toHaveURL('/?sort=name');
      await page.reload();
      await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('Location', () => {
  test('chooses a city by keyboard: the list, the URL and the header follow', async ({ page }) => {
    await openHome(page);
    const location = page.getByRole('button', { name: 'Location' }).first();
    await location.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Location' });
    await expect(menu.getByRole('menuitemradio')).toHaveText([/^Near me/, 'Anywhere', 'Riverton']);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/?city=Riverton');
    await expect(resultCount(page)).toHaveText('3 restaurants found in Riverton');
    await expect(page.getByRole('button', { name: 'Location: Riverton' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Location: Riverton' })).toHaveText('Riverton');
  });

  test('on another page, takes the diner to the list of the chosen city', async ({ page }) => {
    await page.goto('/restaurant/2');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Location' }).first().click();
    await page.getByRole('menuitemradio', { name: 'Riverton' }).click();
    await expect(page).toHaveURL('/?city=Riverton#restaurants');
    await expect(resultCount(page)).toHaveText('3 restaurants found in Riverton');
  });
});
