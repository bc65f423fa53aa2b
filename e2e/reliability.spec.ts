import { expect, test, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Thursday 3 December 2026, 7:10 PM in New York.
const THURSDAY_EVENING = new Date('2026-12-03T19:10:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('bookings') ?? '[]') as {
        id: string;
        customerInfo: { name: string };
      }[],
  );

/** Books today's 7:15 PM (or the first free time of Friday) at restaurant 1 as `name`. */
const book = async (
  page: Page,
  { name = 'Ada Lovelace', email = 'ada@example.com', day = 'Friday, December 4, 2026' } = {},
) => {
  await page.goto('/book/1');
  await page.getByRole('gridcell', { name: day }).click();
  await page.getByRole('button', { name: '7:15 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContactDetails(page, { name, email });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
};

const confirmed = (page: Page) => page.getByText('Confirmation number', { exact: true });

test.describe('bookings that are never lost', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, THURSDAY_EVENING);
    await pinRandom(page, 0);
  });

  test('corrupt stored data: the site starts, keeps a backup and says so', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('bookings', '[{"id": "half a record'));
    await page.reload();

    await expect(page.getByRole('alert')).toContainText("can't be read");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('bookings.unreadable.'))
        .map((key) => localStorage.getItem(key)),
    );
    expect(backups).toEqual(['[{"id": "half a record']);
    expect(errors).toEqual([]);

    await book(page);
    await page.clock.runFor(2000);
    await expect(confirmed(page)).toBeVisible();
    expect(await stored(page)).toHaveLength(1);
  });

  test('blocked storage: booking still works and the confirmation says it was not saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('blocking storage');
    await book(page);
    await page.clock.runFor(2000);
    await expect(confirmed(page)).toBeVisible();
    await expect(page.getByRole('main').getByText(/could not be saved on this device/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a full storage: the confirmation says the booking was not saved', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await book(page);
    await page.clock.runFor(2000);
    await expect(confirmed(page)).toBeVisible();
    await expect(page.getByRole('main').getByText(/could not be saved on this device/)).toBeVisible();
  });

  test('closing the tab the moment the confirmation shows loses nothing', async ({ page, context }) => {
    await book(page);
    await page.clock.runFor(2000);
    await expect(confirmed(page)).toBeVisible();
    await page.close({ runBeforeUnload: false });

    const next = await context.newPage();
    await next.goto('/');
    expect(await stored(next)).toHaveLength(1);
  });

  test('two tabs booking in turn and at once keep every booking', async ({ context }) => {
    // Four bookings in two tabs: on a busy 2-core machine this alone can take half a minute.
    test.setTimeout(60_000);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await pinClock(page, THURSDAY_EVENING);
      await pinRandom(page, 0);
    }

    // In turn.
    await book(first, { name: 'First Tab' });
    await first.clock.runFor(2000);
    await expect(confirmed(first)).toBeVisible();
    await book(second, { name: 'Second Tab' });
    await second.clock.runFor(2000);
    await expect(confirmed(second)).toBeVisible();

    // At once.
    await book(first, { name: 'Third', day: 'Saturday, December 5, 2026' });
    await book(second, { name: 'Fourth', day: 'Saturday, December 5, 2026' });
    await Promise.all([first.clock.runFor(2000), second.clock.runFor(2000)]);
    await expect(confirmed(first)).toBeVisible();
    await expect(confirmed(second)).toBeVisible();

    for (const page of [first, second]) {
      await expect
        .poll(async () => (await stored(page)).map((booking) => booking.customerInfo.name).sort())
        .toEqual(['First Tab', 'Fourth', 'Second Tab', 'Third']);
    }
  });

  test('a time that passes while the diner fills the form is not booked', async ({ page }) => {
    // Chosen at 7:10 PM today, confirmed six minutes later.
    await page.goto('/book/2');
    await page.getByRole('gridcell', { name: 'Thursday, December 3, 2026' }).click();
    await page.getByRole('button', { name: '7:15 PM, available' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, { name: 'Late Larry', email: 'larry@example.com' });
    await page.clock.fastForward('06:00');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page.getByText('7:15 PM has passed, so it can no longer be booked.')).toBeVisible();
    await expect(page.getByRole('button', { name: '7:15 PM, available' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '7:30 PM, available' })).toBeVisible();
    expect(await stored(page)).toEqual([]);
  });

  test('names that look like HTML are shown as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const email = '<img/src=x/onerror=alert(1)>@example.com';
    await book(page, { name: '<script>alert("hi")</script>', email });
    await page.clock.runFor(2000);
    await expect(page.getByText(`A confirmation email has been sent to ${email}.`)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect((await stored(page))[0]?.customerInfo.name).toBe('<script>alert("hi")</script>');
    expect(dialogs).toBe(0);
  });
});
