import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bookTable, fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const cards = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('article');

test.beforeEach(async ({ page }) => {
  await pinClock(page, THURSDAY_NOON);
  // Every slot free, and confirmation numbers RB000000.
  await pinRandom(page, 0);
});

test.describe('Move your bookings', () => {
  test('Sign In says there are no accounts; an export imported on another device brings the bookings', async ({
    page,
    browser,
  }) => {
    // Two bookings on one device and an import on another: longer than one flow.
    test.setTimeout(120_000);
    await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM' });
    await bookTable(page, {
      restaurantId: '2',
      day: 'Saturday, December 5, 2026',
      time: '8:00 PM',
      guests: 4,
    });

    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toContainText('Tablo has no accounts, so there is nothing to sign in to');
    await expect(dialog).toContainText('2 bookings on this device.');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export bookings' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tablo-bookings-2026-12-03.json');
    await expect(dialog.getByRole('status')).toHaveText(
      '2 bookings saved to tablo-bookings-2026-12-03.json. On your other device, open Tablo and import this file.',
    );
    const text = await readFile(await download.path(), 'utf8');
    const file = JSON.parse(text) as {
      format: string;
      version: number;
      exportedAt: string;
      bookings: unknown[];
    };
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('bookings') ?? '[]') as unknown[],
    );
    expect(file).toEqual({
      format: 'tablo-bookings',
      version: 4,
      exportedAt: expect.stringMatching(/^2026-12-03T17:0\d:\d\d\.\d{3}Z$/),
      bookings: stored,
      // The file carries the device's watches too (docs/watches-file.md): none here.
      watchesVersion: 1,
      watches: [],
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeFocused();

    // Another device: a fresh browser context with nothing stored.
    const other = await browser.newContext({
      timezoneId: 'America/New_York',
      baseURL: new URL(page.url()).origin,
    });
    const phone = await other.newPage();
    await pinClock(phone, THURSDAY_NOON);
    await phone.goto('/bookings');
    await expect(phone.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await phone.getByRole('button', { name: 'Move your bookings' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Move your bookings' });
    const choosing = phone.waitForEvent('filechooser');
    await phoneDialog.getByRole('button', { name: 'Import bookings' }).click();
    await (
      await choosing
    ).setFiles({
      name: 'tablo-bookings-2026-12-03.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(phoneDialog.getByRole('status')).toHaveText('2 bookings added. 0 already on this device.');
    // The same file again adds nothing.
    await phoneDialog
      .getByLabel('Bookings file to import')
      .setInputFiles({ name: 'again.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(phoneDialog.getByRole('status')).toHaveText('0 bookings added. 2 already on this device.');
    await phoneDialog.getByRole('button', { name: 'Close' }).click();
    await expect(cards(phone, 'Upcoming').getByRole('heading', { level: 3 })).toHaveText([
      'Trattoria Aurora',
      'Maison Lumière',
    ]);
    const phoneStored = await phone.evaluate(() => localStorage.getItem('bookings'));
    expect(JSON.parse(phoneStored ?? '[]')).toEqual(stored);
    await other.close();
  });

  test('works by keyboard alone: Sign In opens the dialog, Escape closes it back onto Sign In', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export bookings' })).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Export bookings' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Import bookings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test('a file that is not JSON is explained, and nothing changes', async ({ page }) => {
    await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM' });
    const before = await page.evaluate(() => localStorage.getItem('bookings'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Bookings file to import').setInputFiles({
      name: 'photo.json',
      mimeType: 'application/json',
      buffer: Buffer.from('\u0089PNG garbage'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      "That file isn't a Tablo bookings file (it isn't JSON). Nothing was imported.",
    );
    expect(await page.evaluate(() => localStorage.getItem('bookings'))).toBe(before);
  });
});

test.describe('Share', () => {
  const expectedText = [
    'Table booked at Trattoria Aurora',
    'Friday, December 4, 2026 at 7:15 PM',
    'Party: 2 guests',
    'Address: 418 Mulberry Lane, Riverton',
    'Confirmation number: RB000000',
  ].join('\n');

  test("opens the device's share sheet with the booking", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM' });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ title: 'Table at Trattoria Aurora', text: expectedText }]);
  });

  test('copies the details where there is no share sheet, and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM' });
    await page.getByRole('button', { name: 'Copy details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking details copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedText);

    // And on the booking in My Bookings.
    await page.goto('/bookings');
    await cards(page, 'Upcoming')
      .first()
      .getByRole('button', { name: /^Copy details of booking at Trattoria Aurora/ })
      .click();
    await expect(cards(page, 'Upcoming').first().getByRole('status')).toHaveText(
      'Booking details copied. Paste them into a message or a note.',
    );
  });
});

test('an occasion and dietary needs go into the booking, My Bookings and the .ics file', async ({ page }) => {
  await page.goto('/book/1');
  await page.getByRole('gridcell', { name: 'Friday, December 4, 2026' }).click();
  await page.getByRole('button', { name: '7:15 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContactDetails(page);
  await page.getByRole('combobox', { name: 'Occasion' }).selectOption('Anniversary');
  await page
    .getByRole('textbox', { name: 'Dietary needs or allergies' })
    .fill('Shellfish allergy <b>severe</b>');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();

  await page.goto('/bookings');
  const card = cards(page, 'Upcoming').first();
  await expect(card.getByRole('definition').filter({ hasText: 'Anniversary' })).toBeVisible();
  await expect(
    card.getByRole('definition').filter({ hasText: 'Shellfish allergy <b>severe</b>' }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download .ics' }).click();
  const ics = (await readFile(await (await downloading).path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain(
    'DESCRIPTION:Reservation for 2 guests. Confirmation number: RB000000\\nFree cancellation until Thu\\, Dec 3\\, 7:15 PM\\nOccasion: Anniversary\\nDietary needs or allergies: Shellfish allergy <b>severe</b>',
  );
});
