import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectCountedAsDrawn } from './fixtures';

const WIDE_PLACEHOLDER = 'Search restaurants, cuisines, or locations...';
const NARROW_PLACEHOLDER = 'Search restaurants...';

const restaurantList = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const cardNames = (page: Page) => restaurantList(page).getByRole('heading', { level: 3 });
const resultCount = (page: Page) =>
  page.getByRole('region', { name: 'Featured Restaurants' }).getByRole('status');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search restaurants' });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove ${label} filter` });

const pickSort = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
};

const toggleFilters = async (page: Page, ...labels: string[]) => {
  await filtersButton(page).click();
  for (const label of labels) {
    await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
};

test.describe('home discovery', () => {
  test('search, filter, sort, remove a chip, Clear All', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    await expect(resultCount(page)).toHaveText('3 restaurants found');

    // Search narrows at every keystroke.
    await searchBox(page).pressSequentially('Wi');
    await expect(resultCount(page)).toHaveText('2 restaurants found for "Wi"');
    await searchBox(page).pressSequentially('ne');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);
    await expect(resultCount(page)).toHaveText('2 restaurants found for "Wine"');

    // Two cuisines: either matches. Focus comes back to the button when the menu closes.
    await toggleFilters(page, 'Italian', 'French');
    await expect(filtersButton(page)).toBeFocused();
    await expect(filtersButton(page)).toHaveAccessibleName('Filters, 2 active');
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
      'Italian',
      'French',
    ]);
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);

    await pickSort(page, 'Most Popular');
    await expect(cardNames(page)).toHaveText(['Maison Lumière', 'Trattoria Aurora']);
    await pickSort(page, 'Name A-Z');
    await expect(cardNames(page)).toHaveText(['Maison Lumière', 'Trattoria Aurora']);
    await pickSort(page, 'Highest Rated');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);

    await chip(page, 'Italian').click();
    await expect(cardNames(page)).toHaveText(['Maison Lumière']);
    await expect(resultCount(page)).toHaveText('1 restaurant found for "Wine"');
    await expect(filtersButton(page)).toHaveAccessibleName('Filters, 1 active');

    // A second group combines with AND.
    await toggleFilters(page, '$$$');
    await expect(cardNames(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(filtersButton(page)).toHaveAccessibleName('Filters');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeHidden();
    // The search text stays; only the filters went.
    await expect(searchBox(page)).toHaveValue('Wine');
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);
    expect(problems).toEqual([]);
  });

  test('the empty state, and Clear Filters clearing the search and every filter', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await toggleFilters(page, 'Steakhouse', 'Outdoor Seating');
    await searchBox(page).fill('sushi');

    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await expect(resultCount(page)).toHaveText('0 restaurants found for "sushi"');
    await expect(restaurantList(page)).toBeHidden();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(filtersButton(page)).toHaveAccessibleName('Filters');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    await expect(resultCount(page)).toHaveText('3 restaurants found');
    expect(problems).toEqual([]);
  });

  test('View Details and Book Now lead to the restaurant', async ({ page }) => {
    await page.goto('/');
    const card = restaurantList(page).getByRole('article', { name: 'Ember & Oak' });
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL('/restaurant/3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ember & Oak');

    await page.goBack();
    await expect(page).toHaveURL('/');
    await restaurantList(page)
      .getByRole('article', { name: 'Maison Lumière' })
      .getByRole('link', { name: 'Book Now' })
      .click();
    await expect(page).toHaveURL('/book/2');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maison Lumière');
  });

  test('typing in the header search on another page shows the narrowed home list', async ({ page }) => {
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await searchBox(page).pressSequentially('oak');
    // The URL carries the search (see e2e/discovery-url.spec.ts); it arrives at the list.
    await expect(page).toHaveURL(/\/\?q=oak(#restaurants)?$/);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('oak');
    await expect(cardNames(page)).toHaveText(['Ember & Oak']);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toBeInViewport();
  });

  test.describe('landing on the list, clear of the sticky header', () => {
    const listHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Featured Restaurants' });
    const expectListInView = async (page: Page) => {
      await expect(listHeading(page)).toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      const headerBottom = header!.y + header!.height;
      // Just below the header: not hidden under it, and not left further down the page.
      // Polled, since a smooth scroll may still be under way.
      const headingTop = async () => (await listHeading(page).boundingBox())!.y;
      await expect.poll(headingTop).toBeLessThan(headerBottom + 80);
      expect(await headingTop()).toBeGreaterThanOrEqual(headerBottom);
    };

    for (const width of [375, 1280]) {
      test(`arriving at /#restaurants at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto('/#restaurants');
        await expectListInView(page);
      });
    }

    test('Explore Restaurants scrolls to the list and moves focus there', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto('/');
      await expect(listHeading(page)).not.toBeInViewport();
      await page.getByRole('button', { name: 'Explore Restaurants' }).click();
      await expectListInView(page);
      await expect(listHeading(page)).toBeFocused();
    });

    test("the footer's Browse Restaurants link from another page", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto('/restaurant/2');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Restaurants' }).click();
      await expect(page).toHaveURL('/#restaurants');
      await expectListInView(page);
    });
  });

  for (const { width, placeholder, columns } of [
    { width: 375, placeholder: NARROW_PLACEHOLDER, columns: 1 },
    { width: 1280, placeholder: WIDE_PLACEHOLDER, columns: 3 },
  ]) {
    test(`at ${width}px: the ${columns === 1 ? 'narrow' : 'wide'} search placeholder and ${columns} card column(s)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(searchBox(page)).toHaveAttribute('placeholder', placeholder);

      const cards = restaurantList(page).getByRole('article');
      await expect(cards).toHaveCount(3);
      const lefts = new Set<number>();
      for (const card of await cards.all()) lefts.add(Math.round((await card.boundingBox())!.x));
      expect(lefts.size).toBe(columns);

      // Nothing sticks out sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the first card image loads at once, the others lazily', async ({ page }) => {
    await page.goto('/');
    const heroImage = (name: string, alt: RegExp) =>
      restaurantList(page).getByRole('article', { name }).getByRole('img', { name: alt });
    const first = heroImage('Trattoria Aurora', /^Fresh tagliatelle/);
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveJSProperty('complete', true);
    await expect(heroImage('Ember & Oak', /^Sliced dry-aged steak/)).toHaveAttribute('loading', 'lazy');
    await expect(heroImage('Maison Lumière', /^Marble bistro table/)).toHaveAttribute('loading', 'lazy');
  });

  test('cards away from the screen are left out of layout and paint until they near it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const items = restaurantList(page).locator(':scope > li');
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      await expect(item).toHaveCSS('content-visibility', 'auto');
    }
    // The last card is far below the first screen: skipped until scrolled to, then drawn in full.
    const last = items.last();
    expect(
      await last.locator('article').evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        last.locator('article').evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    await expect(last.getByRole('link', { name: 'Book Now' })).toBeVisible();
  });

  test('a card left out counts about as tall as it is drawn, so nothing below it moves when it is', async ({
    page,
  }) => {
    for (const width of [375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Counted at 540 px, it was 108 and 114 px short, by the picture's height.
      await expectCountedAsDrawn(restaurantList(page).locator(':scope > li').last(), `at ${width} px`);
    }
  });
});
