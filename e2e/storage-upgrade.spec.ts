import { expect, test, type Page } from '@playwright/test';
import { bookTable } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Wednesday 2 December 2026, noon, in New York.
const WEDNESDAY_NOON = new Date('2026-12-02T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

interface StoredRecord {
  id: string;
  time: string;
  partySize: unknown;
  status?: string;
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    list: JSON.parse(localStorage.getItem('bookings') ?? '[]') as StoredRecord[],
    version: localStorage.getItem('bookings.version'),
  }));

/** Puts `list` (and `version`, when given) in the device's storage, once, before the site loads. */
const seed = async (page: Page, list: unknown[], version?: string) => {
  await page.goto('/404-seed');
  await page.evaluate(
    ([text, v]) => {
      localStorage.setItem('bookings', text);
      if (v !== undefined) localStorage.setItem('bookings.version', v);
    },
    [JSON.stringify(list), version] as const,
  );
};

const customerInfo = { name: 'Grace Hopper', email: 'grace@example.com', phone: '(555) 000-1111' };
const base = {
  restaurantId: '1',
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-10',
  customerInfo,
  createdAt: '2026-11-20T18:00:00.000Z',
};
/** A version 3 list of one 7:00 PM booking made or changed on a device whose clock ran fast. */
const seedFromFastClock = (page: Page, stamps: Record<string, string>) =>
  seed(page, [{ ...base, id: 'fast', time: '19:00', partySize: 2, status: 'confirmed', ...stamps }], '3');
const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming' }).getByRole('article');

test.describe("the device's bookings, kept through upgrades and skewed clocks", () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, WEDNESDAY_NOON);
    await pinRandom(page, 0);
  });

  test("the original site's unversioned list is still listed after this site's first booking and a reload", async ({
    page,
  }) => {
    // As the original site stored them: no version key, a party as text, no status, no id.
    await seed(page, [
      { ...base, time: '19:00', partySize: '2', confirmationNumber: 'RB111111' },
      { ...base, id: 'orig-2', time: '20:00', partySize: 4, confirmationNumber: 'RB222222' },
    ]);
    await page.goto('/bookings');
    await expect(upcoming(page)).toHaveCount(2);

    await bookTable(page, { day: 'Friday, December 11, 2026', time: '7:15 PM' });
    await page.goto('/bookings');
    await page.reload();
    await expect(upcoming(page)).toHaveCount(3);
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
    const { list, version } = await stored(page);
    expect(version).toBe('4');
    expect(list.map((record) => [record.id, record.partySize, record.status])).toEqual([
      ['RB111111', 2, 'confirmed'],
      ['orig-2', 4, 'confirmed'],
      [expect.any(String), 2, 'confirmed'],
    ]);
  });

  test('a booking made on a clock that ran fast is cancelled, and stays cancelled after a reload', async ({
    page,
  }) => {
    await seedFromFastClock(page, { confirmationNumber: 'RB333333', createdAt: '2027-06-01T10:00:00.000Z' });
    await page.goto('/bookings');
    await upcoming(page)
      .first()
      .getByRole('button', { name: /^Cancel booking at Trattoria Aurora/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
    expect((await stored(page)).list[0]?.status).toBe('cancelled');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cancelled' }).getByRole('article')).toHaveCount(1);
    await expect(upcoming(page)).toHaveCount(0);
  });

  test('a booking changed last on a clock that ran fast is moved to 8:00 PM, and says and stores 8:00 PM', async ({
    page,
  }) => {
    await seedFromFastClock(page, { confirmationNumber: 'RB444444', updatedAt: '2027-06-01T10:00:00.000Z' });
    await page.goto('/bookings');
    await upcoming(page)
      .first()
      .getByRole('button', { name: /^Change booking at Trattoria Aurora/ })
      .click();
    await expect(page.getByText(/You are changing booking RB444444/)).toBeVisible();
    await page.getByRole('button', { name: '8:00 PM, available' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('alert').filter({ hasText: 'Booking Updated!' })).toBeVisible();
    await expect(page.getByText('8:00 PM').first()).toBeVisible();
    expect((await stored(page)).list[0]?.time).toBe('20:00');
    await page.goto('/bookings');
    await page.reload();
    await expect(upcoming(page).first()).toContainText('8:00 PM');
    await expect(upcoming(page).first()).not.toContainText('7:00 PM');
  });
});
