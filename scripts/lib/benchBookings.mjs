// My Bookings at scale, for npm run bench: a device holding N bookings (half of them upcoming).
// Measures the home page's start-up with them stored (reading them is part of every page's
// start), and how long My Bookings takes from the tap on Account to its first upcoming cards.
import { totalBlockingTime } from './benchBrowser.mjs';

/** `count` valid stored records: every other one upcoming, spread over the booking window. */
export const makeStoredBookings = (count, today = new Date()) =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(today);
    day.setDate(day.getDate() + (index % 2 === 0 ? 1 + (index % 59) : -1 - (index % 300)));
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    return {
      id: `bench-${index}`,
      restaurantId: String(1 + (index % 3)),
      restaurantName: ['Trattoria Aurora', 'Maison Lumière', 'Ember & Oak'][index % 3],
      date,
      time: ['17:00', '18:30', '19:15', '20:00', '21:45'][index % 5],
      partySize: 1 + (index % 8),
      customerInfo: { name: `Diner ${index}`, email: `diner${index}@example.com`, phone: '(555) 123-4567' },
      status: 'confirmed',
      confirmationNumber: `RB${String(index % 1e6).padStart(6, '0')}`,
      createdAt: today.toISOString(),
    };
  });

/** The browser context's device holds `count` bookings when its first page opens. */
export const storeBookings = (context, count) =>
  context.addInitScript(
    (stored) => {
      // Once per visit: a later page of it must find what the site wrote, not this again.
      if (sessionStorage.getItem('bench.seeded')) return;
      localStorage.setItem('bookings', stored);
      localStorage.setItem('bookings.version', '2');
      sessionStorage.setItem('bench.seeded', '1');
    },
    JSON.stringify(makeStoredBookings(count)),
  );

/**
 * One cold visit with `count` bookings stored: the home page's TBT and LCP, then the time from
 * the tap on Account to the first upcoming card, and how many cards My Bookings rendered.
 */
export const measureBookingsVisit = async (openPhone, settle, origin, count) => {
  const { context, page } = await openPhone();
  await storeBookings(context, count);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await settle(page);
  const vitals = await page.evaluate(() => window.__vitals);
  const homeTbt = totalBlockingTime(vitals);
  const tappedAt = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Account' }).click();
  await page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article')
    .first()
    .waitFor({ timeout: 60000 });
  const shownAt = await page.evaluate(() => performance.now());
  const cards = await page.getByRole('article').count();
  await context.close();
  return { homeTbt, homeLcp: vitals.lcp, firstCardsMs: shownAt - tappedAt, cards };
};
