import { expect, test, type Page } from '@playwright/test';

// Sunday 22 November 2026, 8 PM in Los Angeles: already Monday in UTC, so the highlighted day
// proves "today" is the visitor's local day.
const SUNDAY_EVENING_IN_LA = new Date('2026-11-23T04:00:00Z');
test.use({ timezoneId: 'America/Los_Angeles' });

const openDetail = async (page: Page, path: string) => {
  await page.clock.setFixedTime(SUNDAY_EVENING_IN_LA);
  await page.goto(path);
};

test.describe('restaurant detail', () => {
  test("the gallery's second picture is fetched before its dot is tapped, the third only when chosen", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/(bistro-[a-z]+)-\d+\.\w+\.avif$/.exec(request.url())?.[1];
      if (name) pictures.push(name);
    });
    await openDetail(page, '/restaurant/2');
    await page.waitForLoadState('networkidle');
    expect(pictures.toSorted()).toEqual(['bistro-dessert', 'bistro-table']);

    await page.getByRole('radio', { name: 'Show image 3 of 3' }).click();
    await expect.poll(() => pictures).toContain('bistro-facade');
  });

  test('shows the restaurant, switches gallery images and books a table', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openDetail(page, '/restaurant/1');

    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    await expect(page).toHaveTitle('Trattoria Aurora · Tablo');
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: 'Rated 4.8 out of 5 from 324 reviews' })).toBeVisible();

    const hero = main.getByRole('img', { name: /Fresh tagliatelle/ });
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.getByRole('radio', { name: 'Show image 2 of 3' }).click();
    await expect(main.getByRole('img', { name: /Candle-lit dining room/ })).toBeVisible();
    await expect(hero).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Show image 2 of 3' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Show image 1 of 3' })).not.toBeChecked();
    // The dots keep their places: the image's box is the same whichever is shown.
    const box = await main.getByRole('img', { name: /Candle-lit dining room/ }).boundingBox();
    await page.getByRole('radio', { name: 'Show image 3 of 3' }).click();
    await expect(main.getByRole('img', { name: /wood-fired oven|pizza/i })).toBeVisible();
    expect(await main.getByRole('img', { name: /wood-fired oven|pizza/i }).boundingBox()).toEqual(box);

    for (const name of [
      'About',
      'Features',
      'Menu Highlights',
      'Amenities',
      'Location',
      'Customer Reviews',
      'Hours',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: 'Map showing 418 Mulberry Lane, Riverton' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Customer Reviews' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'View all 324 reviews' })).toHaveAttribute(
      'href',
      '/restaurant/1/reviews',
    );
    await expect(
      page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: '(555) 214-7730' }),
    ).toHaveAttribute('href', 'tel:5552147730');

    const today = page
      .getByRole('region', { name: 'Hours' })
      .getByRole('listitem')
      .and(page.locator('[aria-current="date"]'));
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Sunday');
    await expect(today).toContainText('11:00 AM - 9:00 PM');

    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'Book a Table' }).click();
    await expect(page).toHaveURL('/book/1');
  });

  test('puts the sidebar beside the content on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDetail(page, '/restaurant/3');
    const about = await page.getByRole('region', { name: 'About' }).boundingBox();
    const book = await page.getByRole('link', { name: 'Book a Table' }).boundingBox();
    expect(book!.x).toBeGreaterThan(about!.x + about!.width);
    expect(book!.y).toBeLessThan(about!.y + about!.height);
  });

  test('puts the sidebar below the content on phones, with no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openDetail(page, '/restaurant/3');
    const reviews = await page.getByRole('region', { name: 'Customer Reviews' }).boundingBox();
    const book = await page.getByRole('link', { name: 'Book a Table' }).boundingBox();
    expect(book!.y).toBeGreaterThan(reviews!.y + reviews!.height);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const path of [
    '/restaurant/999',
    '/restaurant/abc',
    '/restaurant/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ]) {
    test(`${path} says the restaurant was not found`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await openDetail(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
      await expect(page.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
      await expect(page).toHaveTitle('Restaurant not found · Tablo');
      expect(dialogs).toBe(0);

      await page.getByRole('link', { name: 'Back to Restaurants' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('Back', () => {
  test('goes back to the page the diner came from', async ({ page }) => {
    await openDetail(page, '/');
    await page
      .getByRole('article', { name: 'Trattoria Aurora' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    await expect(page).toHaveURL('/restaurant/1');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('goes home when the page was opened directly', async ({ page }) => {
    await openDetail(page, '/restaurant/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
