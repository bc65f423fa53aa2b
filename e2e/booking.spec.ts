import { expect, test, type Page } from '@playwright/test';
import catalogue from '../catalogue/restaurants.json';
import { openedUrls, pinClock, pinRandom, recordWindowOpen } from './fixtures';

// Thursday 3 December 2026, noon in New York (UTC-5): an evening booking there ends up on the
// next UTC day in the calendar link.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const aurora = catalogue.restaurants.find(({ id }) => id === '1')!;

/** Every request the page makes, to prove none leaves the preview server. */
const trackRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};

test.describe('booking', () => {
  test('books a table end to end', async ({ page, baseURL }) => {
    const requests = trackRequests(page);
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    await pinRandom(page, 0);
    await recordWindowOpen(page);
    await page.goto('/book/1');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }),
    ).toBeVisible();
    const steps = page.getByRole('list', { name: 'Booking steps' });
    await expect(steps.getByRole('listitem')).toHaveText([/Date & Time/, /Details/, /Confirmation/]);
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Date & Time/);

    // Step 1: four guests, Friday 4 December, 7:15 PM.
    await expect(page.getByText('Please select a date first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase party size' }).click();
    await page.getByRole('button', { name: 'Increase party size' }).click();
    await expect(page.getByText('4 guests')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Wednesday, December 2, 2026' })).toBeDisabled();
    await page.getByRole('gridcell', { name: 'Friday, December 4, 2026' }).click();
    await expect(page.getByRole('button', { name: /^\d{1,2}:\d{2} PM, available$/ })).toHaveCount(21);
    await page.getByRole('button', { name: '7:15 PM, available' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the summary and the contact details.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Details/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
    const summary = page.getByRole('complementary', { name: 'Booking summary' });
    await expect(summary).toContainText('Trattoria Aurora');
    await expect(summary).toContainText('Friday, December 4, 2026');
    await expect(summary).toContainText('7:15 PM');
    await expect(summary).toContainText('4 guests');
    await page.getByRole('textbox', { name: 'Full Name' }).fill(' Ada Lovelace ');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('(555) 123-4567');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
    // Special Requests shows three rows, and grows with the text (MUI's TextareaAutosize).
    const specialRequests = page.getByRole('textbox', { name: 'Special Requests' });
    const height = () => specialRequests.evaluate((element) => element.getBoundingClientRect().height);
    const rowsHigh = await height();
    expect(rowsHigh).toBeGreaterThan(60);
    await specialRequests.fill('A high chair\nA quiet table\nNear the window\nBirthday cake\nAt eight');
    await expect.poll(height).toBeGreaterThan(rowsHigh + 20);
    await specialRequests.fill('Window seat, please');

    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await confirm.click();
    const pending = page.getByRole('button', { name: 'Confirming...' });
    await expect(pending).toBeDisabled();
    await expect(pending.getByRole('progressbar')).toBeVisible();
    await page.clock.runFor(2000);

    // Step 3: the toast and the confirmation.
    const toast = page.getByRole('alert').filter({ hasText: 'Booking Confirmed!' });
    await expect(toast).toContainText('Your table at Trattoria Aurora has been reserved.');
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Confirmation/);
    await expect(page.getByText('RB000000', { exact: true })).toBeVisible();
    await expect(page.getByText('A confirmation email has been sent to ada@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    const readStored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('bookings') ?? '[]') as unknown[]);
    await expect.poll(readStored).toHaveLength(1);
    expect(await readStored()).toEqual([
      {
        id: expect.any(String),
        restaurantId: '1',
        restaurantName: 'Trattoria Aurora',
        date: '2026-12-04',
        time: '19:15',
        partySize: 4,
        customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
        specialRequests: 'Window seat, please',
        // A copy of the terms agreed to on confirming.
        terms: aurora.terms,
        status: 'confirmed',
        confirmationNumber: 'RB000000',
        // The pinned clock runs on from noon in New York (17:00 UTC) while the test types.
        createdAt: expect.stringMatching(/^2026-12-03T17:0\d:\d{2}\.\d{3}Z$/),
      },
    ]);

    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    const [opened] = await openedUrls(page);
    expect(opened?.target).toBe('_blank');
    expect(opened?.features).toBe('noopener,noreferrer');
    const calendar = new URL(opened?.url ?? '');
    expect(`${calendar.origin}${calendar.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(calendar.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Dinner at Trattoria Aurora',
      // 7:15 PM in New York is 00:15 UTC the next day.
      dates: '20261205T001500Z/20261205T021500Z',
      details:
        'Reservation for 4 guests. Confirmation number: RB000000\nFree cancellation until Thu, Dec 3, 7:15 PM',
      location: '418 Mulberry Lane, Riverton',
    });

    await expect(page.getByRole('link', { name: 'Find More Restaurants' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'View Restaurant' }).click();
    await expect(page).toHaveURL('/restaurant/1');

    const outside = requests.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'));
    expect(outside).toEqual([]);
  });

  test('offers no times when none is free, and none of today that have passed', async ({ page }) => {
    await pinClock(page, new Date('2026-12-03T19:00:00-05:00'));
    await pinRandom(page, 0);
    await page.goto('/book/2');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Maison Lumière' }),
    ).toBeVisible();
    await page.getByRole('gridcell', { name: 'Thursday, December 3, 2026' }).click();
    const first = page.getByRole('button', { name: /, available$/ }).first();
    await expect(first).toHaveAccessibleName('7:15 PM, available');

    // Availability is drawn once per day for the visit: a day first chosen now is all taken.
    await page.evaluate(() => {
      Math.random = () => 0.9999;
    });
    await page.getByRole('gridcell', { name: 'Saturday, December 5, 2026' }).click();
    await expect(page.getByText('No available times for this date')).toBeVisible();
    await expect(page.getByText('Please try a different date or party size')).toBeVisible();
  });

  test('an unknown restaurant has a way home', async ({ page }) => {
    await page.goto('/book/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
