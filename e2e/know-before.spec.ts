import { expect, test } from '@playwright/test';
import { pinClock } from './fixtures';
import { expectNoAxeViolations } from './axe';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
});

test.describe('know before you book', () => {
  test("every card on the home list states its restaurant's terms, as part of the card", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const card = (name: string) => page.getByRole('article', { name, exact: true });
    await expect(card('Trattoria Aurora')).toContainText('Free cancellation until 24 h before');
    await expect(card('Trattoria Aurora')).toHaveAccessibleDescription('Free cancellation until 24 h before');
    await expect(card('Maison Lumière')).toHaveAccessibleDescription(
      'Free cancellation until 48 h before · Deposit for 7+',
    );
    await expect(card('Ember & Oak')).toHaveAccessibleDescription('Free cancellation');

    await expectNoAxeViolations(page);
  });

  test('the detail page gives the policies, the dietary options, the access and whom to call', async ({
    page,
  }) => {
    await page.goto('/restaurant/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const policies = page.getByRole('region', { name: 'Policies' });
    await expect(policies.getByRole('heading', { level: 2, name: 'Policies' })).toBeVisible();
    await expect(policies).toContainText('Free cancellation until 48 hours before your booking.');
    await expect(policies).toContainText('After that, or if you do not come, the fee is $50 per guest.');
    await expect(policies).toContainText('A party of 7 or more leaves a deposit of $40 per guest.');
    await expect(page.getByRole('region', { name: 'Dietary options' }).getByRole('listitem')).toHaveText([
      'Vegetarian',
      'Vegan',
      'Dairy-free',
    ]);
    await expect(page.getByRole('region', { name: 'Accessibility' }).getByRole('listitem')).toHaveText([
      'Large-print menu',
    ]);

    const call = page.getByText('For a party of more than 10, call Maison Lumière at');
    await expect(call).toHaveText('For a party of more than 10, call Maison Lumière at (555) 389-1142.');
    const phone = call.getByRole('link', { name: '(555) 389-1142' });
    await expect(phone).toHaveAttribute('href', 'tel:5553891142');
    // Reached by keyboard: the next stop after Book a Table.
    await page.getByRole('link', { name: 'Book a Table' }).focus();
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();

    await expectNoAxeViolations(page);
  });
});
