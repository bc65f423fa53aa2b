import { expect, type Page } from '@playwright/test';

interface Booking {
  restaurantId?: string;
  /** The calendar day's full name, e.g. "Friday, December 4, 2026". */
  day: string;
  /** As the slot shows it, e.g. "7:15 PM". */
  time: string;
  guests?: number;
  name?: string;
  /** Where the site is served; the test's baseURL when absent. */
  origin?: string;
}

/** Fills the three required contact fields of the details step. */
export const fillContactDetails = async (
  page: Page,
  { name = 'Ada Lovelace', email = 'ada@example.com' }: { name?: string; email?: string } = {},
) => {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('(555) 123-4567');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
};

/**
 * Books a table through the booking page, as a diner would, and waits for the confirmation.
 * The page's clock must be pinned (fixtures.pinClock): the 2-second submit is run through.
 */
export const bookTable = async (
  page: Page,
  { restaurantId = '1', day, time, guests = 2, name = 'Ada Lovelace', origin = '' }: Booking,
) => {
  await page.goto(`${origin}/book/${restaurantId}`);
  for (let count = 2; count < guests; count += 1) {
    await page.getByRole('button', { name: 'Increase party size' }).click();
  }
  await page.getByRole('gridcell', { name: day }).click();
  await page.getByRole('button', { name: `${time}, available` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContactDetails(page, { name });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
};
