import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import catalogue from '../catalogue/restaurants.json';
import { fillContactDetails } from './bookTable';
import { collectProblems, pinClock, pinRandom } from './fixtures';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', acceptDownloads: true });

// Maison Lumière: free cancellation until 48 h before, then $50 per guest; $40 per guest from 7.
const maison = catalogue.restaurants.find(({ id }) => id === '2')!;
const DEADLINE = 'Wed, Dec 9, 8:00 PM';

test('a party of 8 with a deposit rule and a seating wish sees the same terms from the card to the calendar file', async ({
  page,
}) => {
  // One booking's whole journey through six screens and a download.
  test.setTimeout(90_000);
  const problems = collectProblems(page);
  await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
  await pinRandom(page, 0);

  // The card, in its one standard line, heard as part of the card.
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Maison Lumière' });
  await expect(card).toContainText('Free cancellation until 48 h before · Deposit for 7+');
  await expect(card).toHaveAccessibleDescription(/Free cancellation until 48 h before/);

  // The detail page's Policies, in full.
  await card.getByRole('link', { name: /View Details/ }).click();
  const policies = page.getByRole('region', { name: 'Policies' });
  await expect(policies).toContainText('Free cancellation until 48 hours before your booking.');
  await expect(policies).toContainText('the fee is $50 per guest');
  await expect(policies).toContainText('A party of 7 or more leaves a deposit of $40 per guest.');

  // The details step: this party, date and time, with the exact deadline and the deposit.
  await page.goto('/book/2');
  await page.waitForLoadState('networkidle');
  for (let count = 2; count < 8; count += 1) {
    await page.getByRole('button', { name: 'Increase party size' }).click();
  }
  await page.getByRole('gridcell', { name: 'Friday, December 11, 2026' }).click();
  await page.getByRole('button', { name: '8:00 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Seating preference' }).selectOption('Terrace');
  const terms = page.getByRole('region', { name: 'Booking terms' });
  await expect(terms).toContainText(`Free cancellation until ${DEADLINE}.`);
  await expect(terms).toContainText('$320 in all.');
  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);

  // The confirmation reads the stored copy.
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking terms' })).toContainText(
    `Free cancellation until ${DEADLINE}.`,
  );
  await expect(page.getByText('Terrace (requested)')).toBeVisible();

  // The stored record keeps the terms agreed to and the seating asked for.
  const [record] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('bookings') ?? '[]') as unknown[],
  );
  expect(record).toMatchObject({ partySize: 8, terms: maison.terms, seatingPreference: 'Terrace' });

  // My Bookings names the deadline and the seating.
  await page.goto('/bookings');
  const booking = page.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();
  await expect(booking).toContainText(`Free cancellation until ${DEADLINE}`);
  await expect(booking).toContainText('Terrace (requested)');

  // The calendar file: an alarm before the table, and one an hour before the deadline.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    booking.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('TRIGGER:-PT2H');
  // 8:00 PM in New York on 9 December is 01:00 UTC on the 10th; an hour before it.
  expect(ics).toContain('TRIGGER;VALUE=DATE-TIME:20261210T000000Z');
  expect(ics).toContain(`Free cancellation until ${DEADLINE.replace(/,/g, '\\,')}`);
  expect(problems).toEqual([]);
});
