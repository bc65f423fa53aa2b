import { expect, test, type Page } from '@playwright/test';
import { bookTable } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

// Thursday 3 December 2026, 7:10 PM in New York.
const THURSDAY_EVENING = new Date('2026-12-03T19:10:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const section = (page: Page, name: string) => page.getByRole('region', { name });
const cards = (page: Page, name: string) => section(page, name).getByRole('article');

test.describe('My Bookings', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, THURSDAY_EVENING);
    // Every slot free, and confirmation numbers RB000000.
    await pinRandom(page, 0);
  });

  test('after two bookings: upcoming soonest first, then past once a table is over', async ({ page }) => {
    await bookTable(page, {
      restaurantId: '2',
      day: 'Saturday, December 5, 2026',
      time: '8:00 PM',
      guests: 4,
    });
    await bookTable(page, { restaurantId: '1', day: 'Thursday, December 3, 2026', time: '7:15 PM' });

    // From the header's Account button.
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(page).toHaveTitle('My Bookings · Tablo');

    const upcoming = cards(page, 'Upcoming');
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
      'Trattoria Aurora',
      'Maison Lumière',
    ]);
    const tonight = upcoming.first();
    await expect(tonight).toContainText('Thursday, December 3, 2026');
    await expect(tonight).toContainText('7:15 PM');
    await expect(tonight).toContainText('2 guests');
    await expect(tonight).toContainText('RB000000');
    await expect(tonight.getByRole('link', { name: 'View Restaurant' })).toHaveAttribute(
      'href',
      '/restaurant/1',
    );
    await expect(tonight.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
    await expect(tonight.getByRole('button', { name: 'Download .ics' })).toBeVisible();
    const saturday = upcoming.nth(1);
    await expect(saturday).toContainText('Saturday, December 5, 2026');
    await expect(saturday).toContainText('8:00 PM');
    await expect(saturday).toContainText('4 guests');
    await expect(section(page, 'Past')).toHaveCount(0);

    // Three hours on, tonight's table is over: it moves below, dimmed, while the page is open.
    await page.clock.fastForward('03:00:00');
    await expect(cards(page, 'Past').getByRole('heading', { level: 3 })).toHaveText(['Trattoria Aurora']);
    await expect(cards(page, 'Upcoming').getByRole('heading', { level: 3 })).toHaveText(['Maison Lumière']);
    const background = async (name: string) =>
      cards(page, name)
        .first()
        .evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(await background('Past')).not.toBe(await background('Upcoming'));

    // A reload reads them back from the device.
    await page.reload();
    await expect(cards(page, 'Upcoming')).toHaveCount(1);
    await expect(cards(page, 'Past')).toHaveCount(1);

    await cards(page, 'Upcoming').getByRole('link', { name: 'View Restaurant' }).click();
    await expect(page).toHaveURL('/restaurant/2');
  });

  test('with no bookings: says so, and offers a way to find a table', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Find a Restaurant' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const width of [375, 1280]) {
    test(`lays out within the window at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await bookTable(page, { day: 'Friday, December 4, 2026', time: '7:15 PM' });
      await page.goto('/bookings');
      await expect(cards(page, 'Upcoming')).toHaveCount(1);
      // The icon button on phones, the labelled one on wide screens.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
