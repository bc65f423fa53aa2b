import { expect, test, type Locator, type Page } from '@playwright/test';
import { pinClock } from './fixtures';

// Imports are bounded (docs/bookings-file.md#import): what a file cannot hold as bookings never
// fills the device, a write that did not land is said, and a closed dialog imports nothing.

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ page }) => {
  await pinClock(page, THURSDAY_NOON);
});

const record = (index: number) => ({
  id: `id-${index}`,
  restaurantId: '1',
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 2,
  customerInfo: { name: 'Ada', email: 'ada@example.com', phone: '(555) 123-4567' },
  status: 'confirmed',
  confirmationNumber: `RB${String(index).padStart(6, '0')}`,
  createdAt: '2026-12-03T16:58:12.345Z',
});

const fileText = (bookings: string[]) =>
  `{"format":"tablo-bookings","version":3,"exportedAt":"2026-12-03T17:00:00.000Z","bookings":[${bookings.join(',')}]}`;

const openMove = async (page: Page) => {
  await page.getByRole('button', { name: 'Move your bookings' }).click();
  return page.getByRole('dialog', { name: 'Move your bookings' });
};

const importText = (dialog: Locator, text: string) =>
  dialog.getByLabel('Bookings file to import').setInputFiles({
    name: 'tablo-bookings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });

const storedText = (page: Page) => page.evaluate(() => localStorage.getItem('bookings'));
const storedCount = async (page: Page) => (JSON.parse((await storedText(page)) ?? '[]') as unknown[]).length;

test('a 5 MB unreadable entry is left out: the device keeps room for bookings, after a reload too', async ({
  page,
}) => {
  await page.goto('/bookings');
  const dialog = await openMove(page);
  await importText(dialog, fileText([JSON.stringify('x'.repeat(5_000_000)), JSON.stringify(record(1))]));
  await expect(dialog.getByRole('status')).toHaveText(
    '1 booking added. 0 already on this device. 1 entry could not be read and was left out: this device keeps only entries that may be bookings, up to 50.',
  );
  expect((await storedText(page))?.length).toBeLessThan(1000);

  await page.reload();
  const again = await openMove(page);
  await expect(again).toContainText('1 booking on this device.');
  await importText(again, fileText([JSON.stringify(record(2))]));
  await expect(again.getByRole('status')).toHaveText('1 booking added. 0 already on this device.');
  expect(await storedCount(page)).toBe(2);
});

test('of 50,000 unreadable entries 50 are kept, the export counts bookings, and the diner can remove them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/bookings');
  const dialog = await openMove(page);
  const unreadable = Array.from({ length: 50_000 }, (_, index) =>
    JSON.stringify({ id: `future-${index}`, partySize: { adults: 2 } }),
  );
  await importText(
    dialog,
    fileText([1, 2, 3].map((index) => JSON.stringify(record(index))).concat(unreadable)),
  );
  await expect(dialog.getByRole('status')).toHaveText(
    '3 bookings added. 0 already on this device. 50 bookings could not be read by this version of Tablo; they are kept on this device as they are. 49,950 entries could not be read and were left out: this device keeps only entries that may be bookings, up to 50.',
  );
  expect(await storedCount(page)).toBe(53);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export bookings' }).click();
  await downloading;
  await expect(dialog.getByRole('status')).toHaveText(
    "3 bookings saved to tablo-bookings-2026-12-03.json. It also holds 50 entries this version of Tablo can't read, as they are. On your other device, open Tablo and import this file.",
  );

  await page.reload();
  const again = await openMove(page);
  await expect(again).toContainText("50 entries on this device can't be read by this version of Tablo.");
  await again.getByRole('button', { name: 'Remove unreadable entries' }).click();
  await again.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(again.getByRole('status')).toHaveText('50 entries removed from this device.');
  expect(await storedCount(page)).toBe(3);
  await page.reload();
  const after = await openMove(page);
  await expect(after).toContainText('3 bookings on this device.');
  await expect(after.getByRole('button', { name: 'Remove unreadable entries' })).toHaveCount(0);
});

test('an import that full storage refused says so, shows nothing it did not store, and a reload agrees', async ({
  page,
}) => {
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  // Fill the device's storage until a write throws, halving the filler down to a character.
  await page.evaluate(() => {
    for (let size = 1 << 20, index = 0; size >= 1; index += 1) {
      try {
        localStorage.setItem(`filler.${index}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
  const dialog = await openMove(page);
  await importText(dialog, fileText([JSON.stringify(record(1)), JSON.stringify(record(2))]));
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file was read, but its bookings could not be saved on this device (its storage is full). Nothing was imported; keep the file and try again.',
  );
  await expect(dialog.getByRole('status')).toBeEmpty();
  await expect(dialog).toContainText('0 bookings on this device.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await expect(page.getByText("This device's storage is full")).toBeVisible();
  expect(await storedText(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
});

test('a file with an entry nested 3,000 deep still brings in its bookings, and says what it left out', async ({
  page,
}) => {
  await page.goto('/bookings');
  const dialog = await openMove(page);
  const deep = `${'{"a":'.repeat(3000)}{}${'}'.repeat(3000)}`;
  await importText(dialog, fileText([deep, JSON.stringify(record(1))]));
  await expect(dialog.getByRole('status')).toHaveText(
    '1 booking added. 0 already on this device. 1 entry could not be read and was left out: this device keeps only entries that may be bookings, up to 50.',
  );
  expect(await storedCount(page)).toBe(1);
});

test('closing the Move dialog right after choosing a file cancels the import', async ({ page }) => {
  // Holds the file's reading until the test lets it go, so that the Escape always comes while the
  // file is still being read, as it does for a diner with a large file (on a busy machine the
  // whole import could otherwise finish before the key arrives); counts the files read to the
  // end, so the test knows when the import would have gone on.
  await page.addInitScript(() => {
    const readAsText = FileReader.prototype.readAsText;
    const held = window as unknown as { __filesRead?: number; __releaseRead?: () => void };
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    held.__releaseRead = () => release();
    FileReader.prototype.readAsText = function (this: FileReader, ...args: Parameters<typeof readAsText>) {
      this.addEventListener('loadend', () => {
        held.__filesRead = (held.__filesRead ?? 0) + 1;
      });
      void released.then(() => readAsText.apply(this, args));
    };
  });
  await page.goto('/bookings');
  const dialog = await openMove(page);
  const bookings = Array.from({ length: 14_500 }, (_, index) => JSON.stringify(record(index)));
  await importText(dialog, fileText(bookings));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.evaluate(() => (window as unknown as { __releaseRead: () => void }).__releaseRead());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __filesRead?: number }).__filesRead))
    .toBe(1);
  const again = await openMove(page);
  await expect(again).toContainText(/^Move your bookings.*\b0 bookings on this device\./);
  await expect(again.getByRole('status')).toBeEmpty();
  expect(await storedText(page)).toBeNull();
});
