import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';

const restaurantList = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const cardNames = (page: Page) => restaurantList(page).getByRole('heading', { level: 3 });
const resultCount = (page: Page) =>
  page.getByRole('region', { name: 'Featured Restaurants' }).getByRole('status');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search restaurants' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('button');
const ALL = ['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière'];

const SORT_VALUES: Record<string, string> = {
  'Highest Rated': 'rating',
  'Most Popular': 'popularity',
  'Name A-Z': 'name',
};
const isNativeSelect = async (page: Page) =>
  (await sortSelect(page).evaluate((element) => element.tagName)) === 'SELECT';

const expectSort = async (page: Page, label: string) => {
  // A native select, or MUI's menu-based one.
  if (await isNativeSelect(page)) await expect(sortSelect(page)).toHaveValue(SORT_VALUES[label]!);
  else await expect(sortSelect(page)).toHaveText(label);
};

const pickSort = async (page: Page, label: string) => {
  const select = sortSelect(page);
  if (await isNativeSelect(page)) await select.selectOption({ label });
  else {
    await select.click();
    await page.getByRole('option', { name: label }).click();
  }
};

const toggleFilters = async (page: Page, ...labels: string[]) => {
  await page.getByRole('button', { name: /^Filters/ }).click();
  for (const label of labels) {
    await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
};

const SHARED =
  '/?q=wine&cuisine=Italian&cuisine=French&price=%24%24%24&price=%24%24%24%24&feature=Wine+Bar&sort=name';

test.describe('the home list in the URL', () => {
  for (const width of [375, 1280]) {
    test(`a shared link opens that list, hydrating without a mismatch, at ${width}px`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SHARED);
      await expect(cardNames(page)).toHaveText(['Maison Lumière', 'Trattoria Aurora']);
      await expect(resultCount(page)).toHaveText('2 restaurants found for "wine"');
      await expect(searchBox(page)).toHaveValue('wine');
      await expect(chips(page)).toHaveText(['Italian', 'French', '$$$', '$$$$', 'Wine Bar']);
      await expect(page.getByRole('button', { name: 'Filters, 5 active' })).toBeVisible();
      await expectSort(page, 'Name A-Z');
      // Opening it rewrites nothing.
      await expect(page).toHaveURL(SHARED);

      // And it goes on from there.
      await page.getByRole('button', { name: 'Remove Italian filter' }).click();
      await expect(cardNames(page)).toHaveText(['Maison Lumière']);
      await expect(page).toHaveURL(
        '/?q=wine&cuisine=French&price=%24%24%24&price=%24%24%24%24&feature=Wine+Bar&sort=name',
      );
      await page.goBack();
      await expect(page).toHaveURL(SHARED);
      await expect(cardNames(page)).toHaveText(['Maison Lumière', 'Trattoria Aurora']);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('a link with unknown or malformed values opens the plain list', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/?cuisine=Klingon&cuisine=%3Cscript%3E&price=free&sort=%25&feature=&utm_source=mail');
    await expect(cardNames(page)).toHaveText(ALL);
    await expect(resultCount(page)).toHaveText('3 restaurants found');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('Back and Forward step through the changes; typing is one step', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(cardNames(page)).toHaveText(ALL);
    const entries = await page.evaluate(() => history.length);

    await searchBox(page).pressSequentially('wine', { delay: 30 });
    await expect(page).toHaveURL('/?q=wine');
    await toggleFilters(page, 'French');
    await expect(page).toHaveURL('/?q=wine&cuisine=French');
    await expect(cardNames(page)).toHaveText(['Maison Lumière']);
    await pickSort(page, 'Most Popular');
    await expect(page).toHaveURL('/?q=wine&cuisine=French&sort=popularity');
    // Three entries more: the search, the filter, the sort; none per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(entries + 3);

    await page.goBack();
    await expect(page).toHaveURL('/?q=wine&cuisine=French');
    await expectSort(page, 'Highest Rated');
    await expect(chips(page)).toHaveText(['French']);

    await page.goBack();
    await expect(page).toHaveURL('/?q=wine');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);
    await expect(searchBox(page)).toHaveValue('wine');

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toHaveValue('');
    await expect(cardNames(page)).toHaveText(ALL);

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL('/?q=wine&cuisine=French&sort=popularity');
    await expect(searchBox(page)).toHaveValue('wine');
    await expect(chips(page)).toHaveText(['French']);
    await expectSort(page, 'Most Popular');

    // A reload reopens the same list.
    await page.reload();
    await expect(cardNames(page)).toHaveText(['Maison Lumière']);
    await expect(searchBox(page)).toHaveValue('wine');
    expect(problems).toEqual([]);
  });

  test('Back from a restaurant returns to the list as it was', async ({ page }) => {
    await page.goto('/?cuisine=French&cuisine=Steakhouse&sort=name');
    await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière']);
    await restaurantList(page)
      .getByRole('article', { name: 'Maison Lumière' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page).toHaveURL('/restaurant/2');
    await page.goBack();
    await expect(page).toHaveURL('/?cuisine=French&cuisine=Steakhouse&sort=name');
    await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière']);
    await expect(chips(page)).toHaveText(['French', 'Steakhouse']);
  });

  test('the header search on another page carries the filters along', async ({ page }) => {
    await page.goto('/?cuisine=French&cuisine=Steakhouse');
    await expect(cardNames(page)).toHaveText(['Ember & Oak', 'Maison Lumière']);
    await restaurantList(page)
      .getByRole('article', { name: 'Ember & Oak' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page).toHaveURL('/restaurant/3');

    await searchBox(page).pressSequentially('oak');
    await expect(page).toHaveURL('/?q=oak&cuisine=French&cuisine=Steakhouse#restaurants');
    await expect(cardNames(page)).toHaveText(['Ember & Oak']);
    await expect(chips(page)).toHaveText(['French', 'Steakhouse']);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toBeInViewport();
  });
});
