import { expect, test, type Page } from '@playwright/test';
import { recordDataRequests } from './fixtures';

/*
 * The catalogue reaches the page in pieces (docs/catalogue.md#what-the-browser-downloads): each
 * page comes with what it shows, and the rest is loaded when the diner asks for it.
 */

const RECORD = /\/data\/v\d+\/restaurants\/([^/]+)\.json$/;

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3 });

const viewDetails = (page: Page, name: string) =>
  page.getByRole('article', { name }).getByRole('link', { name: 'View Details' }).click();

test.describe('the catalogue in pieces', () => {
  // Without the service worker, whose precache would fetch every file.
  test.use({ serviceWorkers: 'block' });

  test('home: a catalogue that fits on the first page comes whole with it; search and sort load nothing', async ({
    page,
  }) => {
    const requested = recordDataRequests(page);
    const response = await page.request.get('/');
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="catalogue-seed">');
    // The page names no file of the catalogue: it carries what it shows.
    expect(html).not.toMatch(/data\/v\d+\//);

    await page.goto('/');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).pressSequentially('wine');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A-Z' });
    await expect(cardNames(page)).toHaveText(['Maison Lumière', 'Trattoria Aurora']);
    await page.waitForLoadState('networkidle');
    // A larger catalogue loads its index here (e2e/large-catalogue.spec.ts).
    expect(requested).toEqual([]);
  });

  test("a restaurant's page: opened cold it loads nothing; reached from home it loads its record", async ({
    page,
  }) => {
    const requested = recordDataRequests(page);
    await page.goto('/restaurant/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await viewDetails(page, 'Ember & Oak');
    await expect(page.getByRole('heading', { level: 1, name: 'Ember & Oak' })).toBeVisible();
    expect(requested).toHaveLength(1);
    expect(RECORD.exec(requested[0] ?? '')?.[1]).toBe('3');
  });

  test('an unknown restaurant reached in the page is not found', async ({ page }) => {
    await page.goto('/bookings');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/book/no-such-place');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });

  test("a restaurant's record that cannot load says so, and loads on Try again", async ({ page }) => {
    let isDown = true;
    await page.route(RECORD, (route) => (isDown ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await viewDetails(page, 'Maison Lumière');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This restaurant could not be loaded' }),
    ).toBeVisible();
    isDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
  });
});
