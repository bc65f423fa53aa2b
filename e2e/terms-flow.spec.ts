import { expect, test, type Page } from '@playwright/test';
import catalogue from '../catalogue/restaurants.json';
import { fillContactDetails } from './bookTable';
import { collectProblems, pinClock, pinRandom } from './fixtures';
import { expectNoAxeViolations } from './axe';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', reducedMotion: 'reduce' });

const maison = catalogue.restaurants.find(({ id }) => id === '2')!;

/** Maison Lumière, a party of 8, Friday 11 December at 8:00 PM (the busiest hours are full for 8), on the details step. */
const openDetailsForEight = async (page: Page) => {
  await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
  // 0 frees every slot the party fits.
  await pinRandom(page, 0);
  await page.goto('/book/2');
  await page.waitForLoadState('networkidle');
  for (let count = 2; count < 8; count += 1) {
    await page.getByRole('button', { name: 'Increase party size' }).click();
  }
  await expect(page.getByRole('group', { name: 'Party size' })).toContainText('8 guests');
  await page.getByRole('gridcell', { name: 'Friday, December 11, 2026' }).click();
  await page.getByRole('button', { name: '8:00 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
};

test.describe('the terms and the seating in the booking flow', () => {
  test('a party of 8 at Maison Lumière sees the exact deadline and the deposit, asks for the terrace, and the record keeps both', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await openDetailsForEight(page);

    const seating = page.getByRole('combobox', { name: 'Seating preference' });
    await expect(seating).toHaveValue('');
    await seating.selectOption('Terrace');

    const terms = page.getByRole('region', { name: 'Booking terms' });
    await expect(terms).toContainText('Free cancellation until Wed, Dec 9, 8:00 PM.');
    await expect(terms).toContainText('the fee is $50 per guest: $400 for 8 guests.');
    await expect(terms).toContainText('A deposit of $40 per guest applies to a party of 8: $320 in all.');
    await expect(terms).toContainText('By confirming, you agree to these terms.');

    await fillContactDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();

    await expect(page.getByText('Terrace (requested)')).toBeVisible();
    const agreed = page.getByRole('region', { name: 'Booking terms' });
    await expect(agreed).toContainText('Free cancellation until Wed, Dec 9, 8:00 PM.');
    await expect(agreed).toContainText('$320 in all.');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bookings') ?? '[]') as unknown);
    expect(stored).toEqual([
      expect.objectContaining({
        restaurantId: '2',
        date: '2026-12-11',
        time: '20:00',
        partySize: 8,
        terms: maison.terms,
        seatingPreference: 'Terrace',
      }),
    ]);
    expect(problems).toEqual([]);
  });

  test('the details step, with the seating choice and the terms, passes axe at 375 and 1280 px', async ({
    page,
  }) => {
    await openDetailsForEight(page);
    await expect(page.getByRole('region', { name: 'Booking terms' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at a party of 10 the first step gives the number to call for a larger party', async ({ page }) => {
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    await page.goto('/book/2');
    await page.waitForLoadState('networkidle');
    for (let count = 2; count < 10; count += 1) {
      await page.getByRole('button', { name: 'Increase party size' }).click();
    }
    await expect(page.getByText('For a party of more than 10, call Maison Lumière at')).toBeVisible();
    await expect(page.getByRole('link', { name: maison.contact.phone })).toHaveAttribute(
      'href',
      'tel:5553891142',
    );
  });
});
