import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectCountedAsDrawn, pinClock } from './fixtures';

// Thursday 3 December 2026, 7:30 PM in New York.
const THURSDAY_EVENING = new Date('2026-12-03T19:30:00-05:00');
test.use({ timezoneId: 'America/New_York' });

const record = (id: string, date: string, time: string, confirmationNumber: string) => ({
  id,
  restaurantId: '1',
  restaurantName: 'Trattoria Aurora',
  date,
  time,
  partySize: 2,
  customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
  status: 'confirmed',
  confirmationNumber,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The device holds `records` when the first page of the context opens (not again after). */
const seed = (context: BrowserContext, records: ReturnType<typeof record>[]) =>
  context.addInitScript((stored) => {
    if (localStorage.getItem('bookings') !== null) return;
    localStorage.setItem('bookings', stored);
    localStorage.setItem('bookings.version', '4');
  }, JSON.stringify(records));

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('bookings') ?? '[]') as { id: string; status: string; time: string }[],
  );

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming' }).getByRole('article');

test.describe('What a booking offers follows what the store allows', () => {
  test.beforeEach(async ({ page, context }) => {
    // The clock is the context's, so every tab shares it.
    await pinClock(page, THURSDAY_EVENING);
    // Every slot free, in every tab.
    await context.addInitScript(() => {
      Math.random = () => 0;
    });
  });

  test('a table that has started, and a date that does not exist, are listed with no Cancel or Change', async ({
    page,
    context,
  }) => {
    await seed(context, [
      record('started', '2026-12-03', '19:00', 'RB100000'),
      record('no-such-day', '2027-02-29', '19:00', 'RB200000'),
    ]);
    await page.goto('/bookings');
    await expect(upcoming(page)).toHaveCount(2);
    await expect(upcoming(page).first()).toContainText('RB100000');
    await expect(upcoming(page).nth(1)).toContainText('RB200000');
    await expect(page.getByRole('button', { name: /^Cancel booking at/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Change booking at/ })).toHaveCount(0);

    // A change link kept from before: the page says the change cannot happen, and offers no flow.
    await page.goto('/book/1?change=started');
    await expect(page.getByRole('alert')).toContainText('The table of booking RB100000 has started.');
    await expect(page.getByRole('list', { name: 'Booking steps' })).toHaveCount(0);
    await page.goto('/book/1?change=no-such-day');
    await expect(page.getByRole('alert')).toContainText('RB200000 holds a date or time that does not exist.');
    expect((await stored(page)).map((booking) => booking.status)).toEqual(['confirmed', 'confirmed']);
  });

  test('two tabs: a change ends when the other tab cancels its booking, and Book a Table is then a new booking', async ({
    page,
    context,
  }) => {
    await seed(context, [record('friday', '2026-12-04', '19:15', 'RB300000')]);
    const changing = await context.newPage();
    await changing.goto('/bookings');
    await changing.getByRole('button', { name: /^Change booking at Trattoria Aurora/ }).click();
    await expect(changing.getByText(/You are changing booking RB300000/)).toBeVisible();

    await page.goto('/bookings');
    await page.getByRole('button', { name: /^Cancel booking at Trattoria Aurora/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText(/is cancelled\.$/)).toBeVisible();

    const alert = changing.getByRole('alert');
    await expect(alert).toContainText('This booking can no longer be changed');
    await expect(alert).toContainText('Booking RB300000 has been cancelled. Nothing has been changed.');
    await expect(changing.getByText(/You are changing booking/)).toHaveCount(0);

    // Book a Table at that restaurant: a new booking, not the dead change.
    await changing.goto('/restaurant/1');
    await changing.getByRole('link', { name: 'Book a Table' }).first().click();
    await expect(changing.getByRole('heading', { level: 2, name: 'Choose a date and time' })).toBeVisible();
    await expect(changing.getByRole('alert')).toHaveCount(0);
    await expect(changing.getByText(/You are changing booking/)).toHaveCount(0);
  });

  test('two tabs: a cancel dialog opened before the other tab moved the booking cancels and names the new time; the other tab says it is cancelled', async ({
    page,
    context,
  }) => {
    await seed(context, [record('friday', '2026-12-04', '19:15', 'RB400000')]);
    await page.goto('/bookings');
    await page.getByRole('button', { name: /^Cancel booking at Trattoria Aurora/ }).click();
    await expect(page.getByRole('dialog')).toContainText('at 7:15 PM?');

    const moving = await context.newPage();
    await moving.goto('/bookings');
    await moving.getByRole('button', { name: /^Change booking at Trattoria Aurora/ }).click();
    await moving.getByRole('button', { name: '8:30 PM, available' }).click();
    await moving.getByRole('button', { name: 'Continue' }).click();
    await moving.getByRole('button', { name: 'Confirm Booking' }).click();
    await moving.clock.runFor(2000);
    await expect(moving.getByRole('heading', { level: 2, name: 'Your table is booked' })).toBeVisible();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('on Friday, December 4, 2026 at 8:30 PM?');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(
      page.getByText('Your table at Trattoria Aurora on Friday, December 4, 2026 at 8:30 PM is cancelled.'),
    ).toBeVisible();
    expect(await stored(page)).toMatchObject([{ id: 'friday', time: '20:30', status: 'cancelled' }]);

    await expect(moving.getByRole('heading', { level: 2, name: 'This booking is cancelled' })).toBeVisible();
    await expect(moving.getByText('Your table is booked')).toHaveCount(0);
    await expect(moving.getByText(/Booking RB400000 has been cancelled/)).toBeVisible();
  });
});

test.describe('My Bookings, a page of cards', () => {
  test('a card left out counts about as tall as it is drawn, so Show more does not move as the cards above it are drawn', async ({
    page,
    context,
  }) => {
    await pinClock(page, THURSDAY_EVENING);
    await seed(
      context,
      Array.from({ length: 12 }, (_, day) =>
        record(`b${day}`, `2026-12-${String(10 + day).padStart(2, '0')}`, '19:00', `RB${300000 + day}`),
      ),
    );
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/bookings');
      await expect(upcoming(page)).toHaveCount(10);
      // Drawn whole: the actions come once the page knows the time.
      await expect(page.getByRole('button', { name: /^Cancel booking at/ }).first()).toBeVisible();
      // Counted at 360 px, a card was 49 px short on a phone and 132 px over on a desktop.
      await expectCountedAsDrawn(
        page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').last(),
        `at ${viewport.width} px`,
      );
    }
  });
});
