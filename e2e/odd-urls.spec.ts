import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, pinClock } from './fixtures';

/**
 * Whether the build has folder copies of its pages (`help/index.html`: FOLDER_INDEXES=1,
 * scripts/prerender.mjs). Without them, /help/index.html is no file of the build, as any
 * unknown URL.
 */
const hasFolderCopies = existsSync(path.resolve(process.env.DIST_DIR || 'dist', 'help/index.html'));

// Wednesday 2 December 2026, noon, in New York.
test.use({ timezoneId: 'America/New_York' });
const WEDNESDAY_NOON = new Date('2026-12-02T12:00:00-05:00');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Nothing went wrong but the 404 statuses Chromium notes. */
const onlyNotFoundNotes = (problems: string[]) =>
  problems.filter((problem) => !/status of 404/.test(problem));

test.describe("URLs named after Object.prototype's members", () => {
  for (const url of ['/restaurant/constructor', '/restaurant/toString', '/restaurant/__proto__/reviews']) {
    test(`${url} is a restaurant not found`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(url);
      await expect(heading(page, 'Restaurant not found')).toBeVisible();
      await expect(page.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
      await page.getByRole('link', { name: 'Back to Restaurants' }).click();
      await expect(page).toHaveURL('/');
      expect(onlyNotFoundNotes(problems)).toEqual([]);
    });
  }

  for (const url of ['/book/valueOf', '/book/isPrototypeOf?date=2026-12-04&party=2']) {
    test(`${url} is a restaurant not found, with a way home`, async ({ page }) => {
      const problems = collectProblems(page);
      await pinClock(page, WEDNESDAY_NOON);
      await page.goto(url);
      await expect(heading(page, 'Restaurant not found')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Booking steps' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL('/');
      expect(onlyNotFoundNotes(problems)).toEqual([]);
    });
  }

  test('a stored booking at restaurant "constructor" is shown, no longer listed, in My Bookings', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await pinClock(page, WEDNESDAY_NOON);
    await page.addInitScript(() => {
      if (localStorage.getItem('bookings') !== null) return;
      localStorage.setItem('bookings.version', '4');
      localStorage.setItem(
        'bookings',
        JSON.stringify([
          {
            id: 'b-constructor',
            restaurantId: 'constructor',
            restaurantName: 'The Constructor',
            date: '2026-12-10',
            time: '19:00',
            partySize: 2,
            customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
            status: 'confirmed',
            confirmationNumber: 'RB123456',
            createdAt: '2026-12-01T12:00:00.000Z',
          },
        ]),
      );
    });
    await page.goto('/bookings');
    const card = page.getByRole('article', { name: /The Constructor/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('This restaurant is no longer listed.')).toBeVisible();
    await expect(heading(page, 'My Bookings')).toBeVisible();
    await page.goto('/restaurant/constructor');
    await expect(heading(page, 'Restaurant not found')).toBeVisible();
    expect(onlyNotFoundNotes(problems)).toEqual([]);
  });
});

test.describe('a page and its status agree', () => {
  for (const [url, status, pathname, name] of [
    ['/HELP', 404, '/HELP', 'Oops! Page not found'],
    ['/Help/', 404, '/Help/', 'Oops! Page not found'],
    ['/Restaurant/1', 404, '/Restaurant/1', 'Oops! Page not found'],
    ['/restaurant/1/REVIEWS', 404, '/restaurant/1/REVIEWS', 'Oops! Page not found'],
    ['/404.html', 404, '/404', 'Oops! Page not found'],
    ['/404', 404, '/404', 'Oops! Page not found'],
    ['/help', 200, '/help', 'Help Center'],
    ['/help/', 200, '/help/', 'Help Center'],
    ['/help.html', 200, '/help', 'Help Center'],
    // Without folder copies the host answers with its not-found page (404), and the app shows
    // the page the URL names, rendered afresh, with no hydration error.
    ['/help/index.html', hasFolderCopies ? 200 : 404, '/help', 'Help Center'],
    ['/restaurant/1/index.html', hasFolderCopies ? 200 : 404, '/restaurant/1', 'Trattoria Aurora'],
    ['/restaurant/1.html', 200, '/restaurant/1', 'Trattoria Aurora'],
    ['/restaurant/2/reviews.html', 200, '/restaurant/2/reviews', 'Reviews of Maison Lumière'],
    ['/index.html', 200, '/', 'Find Your Perfect Dining Experience'],
    ['/restaurant/999.html', 404, '/restaurant/999', 'Restaurant not found'],
  ] as const) {
    test(`${url}: HTTP ${status}, "${name}"`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      // The host's page shows first, then the app's once its script runs: the test reads the app's.
      await page.waitForFunction(() => !('__earlyInput' in window));
      await page.waitForLoadState('networkidle');
      await expect(heading(page, name)).toBeVisible();
      await expect(page).toHaveURL(pathname);
      expect(onlyNotFoundNotes(problems)).toEqual([]);
    });
  }
});
