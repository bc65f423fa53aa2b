import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const FULL = 0.9999;
const FREE = 0;

/** A watch as the device stores it (docs/watches-file.md), put there before the page's script runs. */
const seedWatch = (page: Page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('watches') !== null) return;
    localStorage.setItem(
      'watches',
      JSON.stringify([
        {
          id: 'w-seeded',
          restaurantIds: ['3'],
          dates: ['2026-12-10'],
          window: { from: '18:00', to: '20:00' },
          partySize: 2,
          createdAt: '2026-12-02T17:00:00.000Z',
        },
      ]),
    );
    localStorage.setItem('watches.version', '1');
  });

const watching = (page: Page) => page.getByRole('region', { name: 'Watching' });
const account = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Account/ });

test.describe('watching for a table', () => {
  test('a full Friday for ten, watched with Saturday at two restaurants; a later visit books from the notice', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await pinClock(page, THURSDAY_NOON);
    await pinRandom(page, FULL);
    await page.goto('/?party=10&date=2026-12-04&time=21:00#restaurants');
    const aurora = page.getByRole('group', { name: 'Times at Trattoria Aurora' });
    await expect(aurora).toContainText('No times near 9:00 PM');
    await aurora.getByRole('button', { name: 'Notify me' }).click();

    const dialog = page.getByRole('dialog', { name: 'Watch for a table' });
    await expect(dialog).toContainText('The watch lives on this device');
    await expect(dialog.getByRole('combobox', { name: 'Party' })).toHaveValue('10');
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue('20:00');
    await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('22:00');
    // The other cards are full for this choice too: they are offered, and all at once.
    await expect(dialog.getByRole('button', { name: 'Add 2 also full for this choice' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: 'Sat, Dec 5' }).check();
    await dialog.getByRole('checkbox', { name: 'Maison Lumière' }).check();
    await dialog.getByRole('button', { name: 'Start watching' }).click();

    await expect(dialog).toBeHidden();
    await expect(aurora).toContainText('Watching for a table.');
    await expect(aurora.getByRole('link', { name: 'See My Bookings' })).toBeFocused();
    await expect(account(page)).toHaveAccessibleName('Account (1 active watch)');

    // A new tab is a new visit: its times are drawn afresh, and this time they are free.
    const later = await context.newPage();
    await pinClock(later, THURSDAY_NOON);
    await pinRandom(later, FREE);
    await later.goto('/');
    const notice = later.getByRole('region', { name: /you watch for/ });
    await expect(notice).toBeVisible();
    await expect(later.getByRole('status').filter({ has: notice })).toBeAttached();
    await expect(notice.getByRole('listitem')).toHaveText([
      /^Maison Lumière · Fri, Dec 4 at 9:00 PM, 10 guests/,
      /^Trattoria Aurora · Fri, Dec 4 at 9:00 PM, 10 guests/,
      /^Maison Lumière · Sat, Dec 5 at 9:00 PM, 10 guests/,
      /^Trattoria Aurora · Sat, Dec 5 at 9:00 PM, 10 guests/,
    ]);
    // Announced, not focused.
    await expect(notice.getByRole('link', { name: /^Book it/ }).first()).not.toBeFocused();
    await expectNoAxeViolations(later);

    await notice
      .getByRole('link', { name: 'Book it: Trattoria Aurora, Fri, Dec 4 at 9:00 PM, 10 guests' })
      .click();
    await expect(later).toHaveURL('/book/1?party=10&date=2026-12-04&time=21%3A00');
    await expect(later.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await fillContactDetails(later);
    await later.getByRole('button', { name: 'Confirm Booking' }).click();
    await later.clock.runFor(2000);
    await expect(later.getByText('Confirmation number', { exact: true })).toBeVisible();

    // The booking ended the watch: My Bookings lists the table, and no watch.
    await account(later).click();
    const upcoming = later.getByRole('region', { name: 'Upcoming' }).getByRole('article');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming).toContainText('9:00 PM');
    await expect(upcoming).toContainText('10 guests');
    await expect(watching(later)).toContainText('No watches.');
    await expect(account(later)).toHaveAccessibleName(/^Account(?! .*watch)/);
  });

  test('Stop watching in one tab: after a reload, the watch is gone from both', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await pinClock(page, THURSDAY_NOON);
      await pinRandom(page, FULL);
      await seedWatch(page);
      await page.goto('/bookings');
      await expect(watching(page).getByRole('article')).toHaveCount(1);
      await expect(account(page)).toHaveAccessibleName('Account (1 active watch)');
    }
    await expect(watching(first).getByRole('article')).toContainText(
      'Thu, Dec 10 · 6:00 PM - 8:00 PM · 2 guests',
    );
    await expectNoAxeViolations(first);

    await watching(first).getByRole('button', { name: 'Stop watching: Ember & Oak' }).click();
    await expect(
      first.getByRole('status').filter({ hasText: 'Stopped watching Ember & Oak.' }),
    ).toBeVisible();
    await expect(watching(first)).toContainText('No watches.');
    // The other tab follows at once, and both still show none after a reload.
    await expect(watching(second)).toContainText('No watches.');
    for (const page of [first, second]) {
      await page.reload();
      await expect(watching(page)).toContainText('No watches.');
      await expect(account(page)).toHaveAccessibleName('Account');
    }
    await expectNoAxeViolations(second);
  });

  test('by keyboard alone: Notify me on the booking page, the dialog, and back to the page', async ({
    page,
  }) => {
    await pinClock(page, THURSDAY_NOON);
    await pinRandom(page, FULL);
    await page.goto('/book/2?party=10&date=2026-12-04');
    await expect(page.getByText('No available times for this date')).toBeVisible();
    const notifyMe = page.getByRole('button', { name: 'Notify me' });
    await notifyMe.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Watch for a table' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue('17:00');
    await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('22:00');
    // Tab to Saturday and tick it with Space.
    const saturday = dialog.getByRole('checkbox', { name: 'Sat, Dec 5' });
    for (
      let presses = 0;
      presses < 10 && !(await saturday.evaluate((box) => box === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(saturday).toBeFocused();
    await page.keyboard.press('Space');
    await expect(saturday).toBeChecked();
    const start = dialog.getByRole('button', { name: 'Start watching' });
    for (
      let presses = 0;
      presses < 20 && !(await start.evaluate((button) => button === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const seeBookings = page.getByRole('link', { name: 'See My Bookings' });
    await expect(seeBookings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/bookings');
    await expect(watching(page).getByRole('article')).toContainText(
      'Fri, Dec 4 and Sat, Dec 5 · 5:00 PM - 10:00 PM · 10 guests',
    );
    await expect(watching(page).getByRole('heading', { level: 3 })).toHaveText('Maison Lumière');
  });

  test("a link's time whose hour either side is taken offers a watch of that window", async ({ page }) => {
    await pinClock(page, THURSDAY_NOON);
    // On a Friday for four, 0.6 frees 5 PM and 9 PM onwards and takes 6 PM to 8:45 PM.
    await pinRandom(page, 0.6);
    await page.goto('/book/1?party=4&date=2026-12-04&time=19:00');
    await expect(page.getByRole('button', { name: '5:00 PM, available' })).toBeVisible();
    await expect(page.getByText('No table from 6:00 PM to 8:00 PM. Hear when one opens:')).toBeVisible();
    await page.getByRole('button', { name: 'Notify me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch for a table' });
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue('18:00');
    await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('20:00');
    await expect(dialog.getByRole('combobox', { name: 'Party' })).toHaveValue('4');
  });
});
