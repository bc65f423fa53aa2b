import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pinClock } from './fixtures';
import { expectNoAxeViolations } from './axe';

// Wednesday 9 June 2027, noon in New York.
const WEDNESDAY_NOON = new Date('2027-06-09T12:00:00-04:00');
test.use({ timezoneId: 'America/New_York', acceptDownloads: true });

const customerInfo = { name: 'Grace Hopper', email: 'grace@example.com', phone: '(555) 000-1111' };
// Maison Lumière's terms when these were booked: free until 48 h before, then $50 a guest.
const terms = {
  currency: 'USD',
  cancellation: { freeUntilHours: 48, feePerGuest: 50 },
  deposit: { perGuest: 40, fromPartySize: 7 },
};
const maison = {
  restaurantId: '2',
  restaurantName: 'Maison Lumière',
  partySize: 2,
  customerInfo,
  status: 'confirmed',
  createdAt: '2027-06-01T18:00:00.000Z',
  terms,
};
const bookings = [
  // Free cancellation until tonight, 7:00 PM: within the day.
  {
    ...maison,
    id: 'soon',
    date: '2027-06-11',
    time: '19:00',
    confirmationNumber: 'RB111111',
    seatingPreference: 'Terrace',
  },
  // Free cancellation ended yesterday, 10:00 AM.
  { ...maison, id: 'ended', date: '2027-06-10', time: '10:00', confirmationNumber: 'RB222222' },
  // Made before terms existed.
  {
    id: 'old',
    restaurantId: '1',
    restaurantName: 'Trattoria Aurora',
    date: '2027-06-12',
    time: '18:00',
    partySize: 4,
    customerInfo,
    status: 'confirmed',
    confirmationNumber: 'RB333333',
    createdAt: '2027-05-01T18:00:00.000Z',
  },
];

/** Puts the bookings in the device's storage as format version 4, before the site reads them. */
const seed = async (page: Page) => {
  await page.goto('/404-seed');
  await page.evaluate((text) => {
    localStorage.setItem('bookings', text);
    localStorage.setItem('bookings.version', '4');
  }, JSON.stringify(bookings));
};

const card = (page: Page, name: string) => page.getByRole('article', { name });
const soonCard = (page: Page) => card(page, 'Maison Lumière Friday, June 11, 2027');
const reminder = (page: Page) =>
  page.getByRole('group', { name: 'Your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM' });

test.describe('after booking: the terms a booking was made under', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, WEDNESDAY_NOON);
    await seed(page);
  });

  test('My Bookings names each deadline, the fee once passed, the seating, and nothing for a booking without terms', async ({
    page,
  }) => {
    await page.goto('/bookings');
    await expect(soonCard(page).getByText('Free cancellation until Wed, Jun 9, 7:00 PM')).toBeVisible();
    await expect(soonCard(page).getByText('Terrace (requested)')).toBeVisible();
    const ended = card(page, 'Maison Lumière Thursday, June 10, 2027');
    await expect(
      ended.getByText('Free cancellation ended Tue, Jun 8, 10:00 AM; a fee of $100 applies if you cancel'),
    ).toBeVisible();
    const old = card(page, 'Trattoria Aurora Saturday, June 12, 2027');
    await expect(old.getByText('RB333333')).toBeVisible();
    await expect(old.getByText(/cancellation/i)).toHaveCount(0);

    await ended.getByRole('button', { name: /^Cancel booking at / }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Free cancellation has ended: cancelling now costs a fee of $100 ($50 per guest).',
    );
  });

  test('a deadline within the day is reminded of on My Bookings and on Account; Keep puts it away for the visit', async ({
    page,
  }) => {
    await page.goto('/bookings');
    await expect(reminder(page)).toContainText('Free cancellation ends Wed, Jun 9, 7:00 PM.');
    await expect(page.getByRole('group', { name: /^Your table at / })).toHaveCount(1);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Account (1 cancellation reminder)' })).toBeVisible();

    await expectNoAxeViolations(page);

    await reminder(page).getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Cancel your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM?',
    });
    await expect(dialog).toContainText('Cancelling now is free.');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();

    await reminder(page).getByRole('button', { name: 'Keep' }).click();
    await expect(reminder(page)).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await page.reload();
    await expect(soonCard(page)).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  });

  test("the header's reminder on another page; its Cancel opens that booking's dialog on My Bookings", async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Account (1 cancellation reminder)' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cancellation reminders' }).locator(reminder(page)),
    ).toContainText('Free cancellation ends Wed, Jun 9, 7:00 PM.');
    await expectNoAxeViolations(page);
    await reminder(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    const dialog = page.getByRole('dialog', {
      name: 'Cancel your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM?',
    });
    await expect(dialog).toContainText('Cancelling now is free.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled.' })).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  });

  test('the .ics file rings 2 hours before the table and an hour before the free-cancellation deadline', async ({
    page,
  }) => {
    await page.goto('/bookings');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      soonCard(page).getByRole('button', { name: 'Download .ics' }).click(),
    ]);
    const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n /g, '');
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'TRIGGER:-PT2H',
        // 7:00 PM in New York is 23:00 UTC; an hour before.
        'TRIGGER;VALUE=DATE-TIME:20270609T220000Z',
        'DESCRIPTION:Maison Lumière: Free cancellation ends Wed\\, Jun 9\\, 7:00 PM.',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(text).toContain('Free cancellation until Wed\\, Jun 9\\, 7:00 PM\\nSeating: Terrace (requested)');
  });
});
