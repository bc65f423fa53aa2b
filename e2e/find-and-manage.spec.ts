import { expect, test, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Wednesday 2 December 2026, noon, in New York.
const WEDNESDAY_NOON = new Date('2026-12-02T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

interface StoredRecord {
  id: string;
  date: string;
  time: string;
  partySize: number;
  status: string;
  confirmationNumber: string;
  cancelledAt?: string;
  updatedAt?: string;
}

const storedBookings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bookings') ?? '[]') as StoredRecord[]);

const confirmAndWait = async (page: Page) => {
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
};

test.describe('find a table and manage it', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, WEDNESDAY_NOON);
  });

  test('finder link → a card time → the details step → the record with that party, date and time', async ({
    page,
  }) => {
    await pinRandom(page, 0);
    await page.goto('/?party=4&date=2026-12-10&time=19:00');
    await expect(page.getByRole('combobox', { name: 'Party size' })).toHaveValue('4');
    await expect(page.getByLabel('Date')).toHaveValue('2026-12-10');
    const times = page.getByRole('group', { name: 'Times at Maison Lumière' });
    await times.getByRole('link', { name: '7:15 PM' }).click();

    await expect(page).toHaveURL('/book/2?party=4&date=2026-12-10&time=19%3A15');
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await fillContactDetails(page);
    await confirmAndWait(page);
    const [record] = await storedBookings(page);
    expect(record).toMatchObject({ date: '2026-12-10', time: '19:15', partySize: 4, status: 'confirmed' });
  });

  test('a full day offers the next available days, and one of them is booked', async ({ page }) => {
    // Nothing free on the day asked for; from the next draws on, everything.
    await page.addInitScript(() => {
      let calls = 0;
      Math.random = () => (calls++ < 600 ? 0.9999 : 0);
    });
    await page.goto('/book/1?date=2026-12-04');
    await expect(page.getByText('No available times for this date')).toBeVisible();
    const offers = page.getByRole('region', { name: 'Next available' }).getByRole('button');
    await expect(offers).not.toHaveCount(0);
    const offer = offers.first();
    const label = (await offer.textContent()) ?? '';
    expect(label).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    await offer.click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page);
    await confirmAndWait(page);
    const [record] = await storedBookings(page);
    expect((record?.date ?? '') > '2026-12-04').toBe(true);
  });

  test('cancel → reload → still cancelled; change → same confirmation number, new time', async ({ page }) => {
    // Two bookings, a cancellation and a change: more than one journey's worth of steps.
    test.setTimeout(60_000);
    await pinRandom(page, 0);
    for (const time of ['7:15 PM', '8:00 PM']) {
      await page.goto('/book/1?party=2&date=2026-12-10');
      await page.getByRole('button', { name: `${time}, available` }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await fillContactDetails(page);
      await confirmAndWait(page);
    }
    await page.goto('/bookings');
    const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('article');
    await expect(upcoming).toHaveCount(2);

    await upcoming
      .first()
      .getByRole('button', { name: /^Cancel booking at Trattoria Aurora/ })
      .click();
    const dialog = page.getByRole('dialog', {
      name: /^Cancel your table at Trattoria Aurora on Thursday, December 10, 2026 at 7:15 PM\?$/,
    });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cancelled' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(1);

    const [cancelled, kept] = await storedBookings(page);
    expect(cancelled).toMatchObject({ status: 'cancelled', time: '19:15' });
    expect(cancelled?.cancelledAt).toEqual(expect.any(String));

    await page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('button', { name: /^Change booking at Trattoria Aurora/ })
      .click();
    await expect(page.getByText(/You are changing booking RB/)).toBeVisible();
    await page.getByRole('button', { name: 'Increase party size' }).click();
    await page.getByRole('button', { name: '9:30 PM, available' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('alert').filter({ hasText: 'Booking Updated!' })).toBeVisible();

    const after = await storedBookings(page);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      id: kept?.id,
      confirmationNumber: kept?.confirmationNumber,
      time: '21:30',
      partySize: 3,
      status: 'confirmed',
    });
    expect(after[1]?.updatedAt).toEqual(expect.any(String));
  });

  test('a booking confirmed while the diner looks elsewhere announces itself, and the booking page shows it', async ({
    page,
  }) => {
    await pinRandom(page, 0);
    await page.goto('/book/1?party=2&date=2026-12-10&time=19:15');
    await fillContactDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // Away within the two seconds: the header's Account.
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).first().click();
    await expect(page).toHaveURL('/bookings');
    // Elsewhere means My Bookings on screen: the URL changes before the router has put the
    // new page in place, and a confirmation landing in between finds the booking page still there.
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await page.clock.runFor(2000);
    const toast = page.getByRole('alert').filter({ hasText: 'Booking Confirmed!' });
    await expect(toast).toContainText('Confirmation number RB000000');
    await expect(toast.getByRole('link', { name: 'View in My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/book\/1/);
    await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
    await expect(page.getByText('RB000000', { exact: true })).toBeVisible();
    expect(await storedBookings(page)).toHaveLength(1);
  });
});
