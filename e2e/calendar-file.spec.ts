import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { bookTable } from './bookTable';
import { openedUrls, pinClock, pinRandom, recordWindowOpen } from './fixtures';

// Thursday 3 December 2026, noon in New York (UTC-5).
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', acceptDownloads: true });

/** Records Content-Security-Policy violations from the first script on. */
const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const download = async (page: Page, button: ReturnType<Page['getByRole']>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
};

const linesOf = async (file: Download) => {
  const text = await readFile((await file.path())!, 'utf8');
  // CRLF after every line, and no bare CR or LF.
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  return lines;
};

test.describe('calendar file', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    await pinRandom(page, 0);
    await recordCspViolations(page);
    await recordWindowOpen(page);
  });

  test('Download .ics beside Add to Calendar saves the booking as an iCalendar file', async ({ page }) => {
    await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM', guests: 4 });
    const url = page.url();

    const file = await download(page, page.getByRole('main').getByRole('button', { name: 'Download .ics' }));
    expect(file.suggestedFilename()).toBe('tablo-RB000000.ics');
    const lines = await linesOf(file);
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tablo//Table booking//EN',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        expect.stringMatching(/^UID:[0-9a-f-]{36}@tablo\.app$/),
        // The booking was made at noon in New York: 17:00 UTC.
        expect.stringMatching(/^DTSTAMP:20261203T170\d{3}Z$/),
        // 7:15 PM in New York is 00:15 UTC the next day, like the Google Calendar link.
        'DTSTART:20261205T001500Z',
        'DTEND:20261205T021500Z',
        'SUMMARY:Dinner at Trattoria Aurora',
        'LOCATION:418 Mulberry Lane\\, Riverton',
        // Then the deadline of free cancellation under the terms booked (folded past 75 bytes).
        expect.stringMatching(/^DESCRIPTION:Reservation for 4 guests\. Confirmation number: RB000000\\n/),
        'END:VEVENT',
      ]),
    );
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toContain(
      'RB000000\\nFree cancellation until Thu\\, Dec 3\\, 7:15 PM',
    );

    // The page stayed where it was, and the policy allowed it all.
    expect(page.url()).toBe(url);
    await expect(page.getByText('RB000000', { exact: true })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);

    // Its neighbour still opens Google Calendar with the same times.
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    const [opened] = await openedUrls(page);
    expect(new URL(opened!.url).searchParams.get('dates')).toBe('20261205T001500Z/20261205T021500Z');
  });

  test('My Bookings offers the file for each booking', async ({ page }) => {
    await bookTable(page, { restaurantId: '3', day: 'Saturday, December 5, 2026', time: '9:30 PM' });
    await page.goto('/bookings');
    const card = page.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();
    const lines = await linesOf(await download(page, card.getByRole('button', { name: 'Download .ics' })));
    expect(lines).toEqual(
      expect.arrayContaining([
        'SUMMARY:Dinner at Ember & Oak',
        // 9:30 PM in New York is 02:30 UTC the next day.
        'DTSTART:20261206T023000Z',
        'DTEND:20261206T043000Z',
      ]),
    );
    expect(await cspViolations(page)).toEqual([]);
  });
});
