import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';
import { expectNoAxeViolations } from './axe';

// The built-in restaurants' fit (catalogue/restaurants.json): Trattoria Aurora offers
// Vegetarian, Gluten-free, Nut-free and has a step-free entrance, an accessible restroom and
// wheelchair-accessible seating; Maison Lumière offers Vegetarian, Vegan, Dairy-free and a
// large-print menu; Ember & Oak offers Gluten-free, Dairy-free, Halal, Kosher and has a step-free
// entrance, wheelchair-accessible seating and accessible parking.

// While the menu is open the rest of the page is hidden from assistive technology.
const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Restaurants', includeHidden: true })
    .getByRole('heading', { level: 3, includeHidden: true });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('button');
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const option = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('menuitemcheckbox', { name, exact: true });

const openHome = async (page: Page, path = '/') => {
  await page.goto(path);
  await expect(cardNames(page).first()).toBeVisible();
  // The page is hydrated once its lazily loaded code has arrived.
  await page.waitForLoadState('networkidle');
};

test.describe('the Dietary and Accessibility filters', () => {
  test('narrow the list, and a reload gives the same list', async ({ page }) => {
    const problems = collectProblems(page);
    await openHome(page);
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);

    await filtersButton(page).click();
    await expect(page.getByRole('group', { name: 'Dietary' })).toContainText('Must offer all ticked');
    await expect(page.getByRole('group', { name: 'Accessibility' })).toContainText('Must have all ticked');
    await option(page, 'Dietary', 'Vegetarian').click();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Maison Lumière']);
    await option(page, 'Accessibility', 'Step-free entrance').click();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL('/?dietary=Vegetarian&access=Step-free+entrance');
    await expect(chips(page)).toHaveText(['Vegetarian', 'Step-free entrance']);
    await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();

    await page.reload();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora']);
    await expect(chips(page)).toHaveText(['Vegetarian', 'Step-free entrance']);
    await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('need every value ticked within a group', async ({ page }) => {
    await openHome(page);
    await filtersButton(page).click();
    await option(page, 'Dietary', 'Gluten-free').click();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak']);
    await option(page, 'Dietary', 'Dairy-free').click();
    await expect(cardNames(page)).toHaveText(['Ember & Oak']);
    await option(page, 'Dietary', 'Vegan').click();
    await expect(cardNames(page)).toHaveCount(0);
  });

  test('a shared link opens with them ticked, and Clear All clears them', async ({ page }) => {
    const shared = '/?cuisine=Steakhouse&dietary=Gluten-free&dietary=Halal&access=Accessible+parking';
    await openHome(page, shared);
    await expect(cardNames(page)).toHaveText(['Ember & Oak']);
    await expect(chips(page)).toHaveText(['Steakhouse', 'Gluten-free', 'Halal', 'Accessible parking']);
    await expect(page.getByRole('button', { name: 'Filters, 4 active' })).toBeVisible();
    await expect(page).toHaveURL(shared);

    await filtersButton(page).click();
    for (const [group, name] of [
      ['Dietary', 'Gluten-free'],
      ['Dietary', 'Halal'],
      ['Accessibility', 'Accessible parking'],
    ] as const) {
      await expect(option(page, group, name)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(option(page, 'Dietary', 'Vegan')).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(cardNames(page)).toHaveText(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('a shared link with values the catalogue does not allow opens the rest', async ({ page }) => {
    await openHome(page, '/?dietary=Paleo&dietary=vegan&access=Helipad');
    await expect(cardNames(page)).toHaveText(['Maison Lumière']);
    await expect(chips(page)).toHaveText(['Vegan']);
  });

  test('the open menu, with a tick in each group, passes axe at 375 and 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await openHome(page);
    await filtersButton(page).click();
    await option(page, 'Dietary', 'Vegetarian').click();
    await option(page, 'Accessibility', 'Step-free entrance').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
