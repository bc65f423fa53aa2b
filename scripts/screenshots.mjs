// Writes full-page screenshots of the production build into screenshots/ (git ignores it): every
// page, the home page's states and each booking step.
// Usage: npm run screenshots [-- name ...] (default: every shot); WIDTHS=375,1280 to choose sizes.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';
import { startStaticServer } from './lib/serve.mjs';

const executablePath = requireChromium();
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);

// Thursday 3 December 2026, noon in New York: the same day the browser specs book on.
const NOW = new Date('2026-12-03T12:00:00-05:00');
const TIMEZONE = 'America/New_York';
// Every slot's draw; on a Friday it frees every time but 6 PM to 6:45 PM for two guests.
const RANDOM = 0.5;

/** @typedef {import('playwright-core').Page} Page */

/** Step 1 with Friday 4 December and 7:15 PM chosen. */
const chooseDateAndTime = async (/** @type {Page} */ page) => {
  await page.goto('/book/1');
  await page.getByRole('gridcell', { name: 'Friday, December 4, 2026' }).click();
  await page.getByRole('button', { name: '7:15 PM, available' }).click();
};

const continueToDetails = async (/** @type {Page} */ page) => {
  await chooseDateAndTime(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
};

/** Step 2 with the contact details filled in. */
const fillContactDetails = async (/** @type {Page} */ page) => {
  await continueToDetails(page);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('(555) 123-4567');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
};

/** Step 3: the booking confirmed. */
const confirmBooking = async (/** @type {Page} */ page) => {
  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await page.getByText('Confirmation number', { exact: true }).waitFor();
};

/** Every slot taken, whatever the day or party (the shot's script runs after the default one). */
const fullEverywhere = (/** @type {Page} */ page) =>
  page.addInitScript(() => {
    Math.random = () => 0.9999;
  });

/** Two watches on the device: ten guests late on Friday and Saturday at two restaurants, and one for two. */
const seedWatches = (/** @type {Page} */ page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('watches') !== null) return;
    const watch = (id, restaurantIds, dates, from, to, partySize) => ({
      id,
      restaurantIds,
      dates,
      window: { from, to },
      partySize,
      createdAt: '2026-12-02T17:00:00.000Z',
    });
    localStorage.setItem(
      'watches',
      JSON.stringify([
        watch('w-1', ['1', '2'], ['2026-12-04', '2026-12-05'], '21:00', '22:00', 10),
        watch('w-2', ['3'], ['2026-12-10'], '18:00', '20:00', 2),
      ]),
    );
    localStorage.setItem('watches.version', '1');
  });

/** Each shot: a name for its file and how to get the page there. */
const shots = [
  { name: 'home', run: (page) => page.goto('/') },
  {
    name: 'home-filter-menu',
    // The open menu locks the page's scrolling: the window shows what a diner sees.
    isViewportOnly: true,
    run: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Italian' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Outdoor Seating' }).click();
    },
  },
  {
    name: 'home-filtered',
    run: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Filters/ }).click();
      for (const label of ['Italian', 'French', '$$$', 'Wine Bar']) {
        await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
      }
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('wine');
    },
  },
  {
    name: 'home-empty',
    run: async (page) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('no such place');
      await page.getByRole('heading', { name: 'No restaurants found' }).waitFor();
    },
  },
  { name: 'restaurant-1', run: (page) => page.goto('/restaurant/1') },
  { name: 'restaurant-999', run: (page) => page.goto('/restaurant/999') },
  { name: 'reviews-1', run: (page) => page.goto('/restaurant/1/reviews') },
  { name: 'help', run: (page) => page.goto('/help') },
  { name: 'contact', run: (page) => page.goto('/contact') },
  { name: 'privacy', run: (page) => page.goto('/privacy') },
  { name: 'terms', run: (page) => page.goto('/terms') },
  { name: 'book-1-step1-start', run: (page) => page.goto('/book/1') },
  { name: 'book-1-step1-chosen', run: chooseDateAndTime },
  {
    name: 'book-1-step2-errors',
    run: async (page) => {
      await continueToDetails(page);
      await page.getByRole('textbox', { name: 'Full Name' }).focus();
      await page.keyboard.press('Tab');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('555');
      await page.keyboard.press('Tab');
    },
  },
  {
    name: 'book-1-step2-filled',
    run: async (page) => {
      await fillContactDetails(page);
      await page.getByRole('textbox', { name: 'Special Requests' }).fill('A window seat, please.');
    },
  },
  {
    name: 'book-1-step3',
    run: async (page) => {
      await confirmBooking(page);
      // The toast arrives with its own code, after the step.
      await page.getByRole('alert').filter({ hasText: 'Booking Confirmed!' }).waitFor();
    },
  },
  { name: 'book-999', run: (page) => page.goto('/book/999') },
  { name: 'bookings-empty', run: (page) => page.goto('/bookings') },
  {
    name: 'bookings',
    run: async (page) => {
      await confirmBooking(page);
      await page.goto('/bookings');
      await page.getByText('Trattoria Aurora').first().waitFor();
    },
  },
  {
    // The table finder with a party, a day and a time: every card shows its times.
    name: 'home-finder',
    run: async (page) => {
      await page.goto('/?party=4&date=2026-12-10&time=19:00#restaurants');
      await page
        .getByRole('group', { name: 'Times at Trattoria Aurora' })
        .getByRole('link')
        .first()
        .waitFor();
    },
  },
  {
    // A full day on the booking page: the next days with a table.
    name: 'book-1-next-available',
    run: async (page) => {
      // The day asked for is full; from the next draws on, the later days are free.
      await page.addInitScript(() => {
        let calls = 0;
        Math.random = () => (calls++ < 600 ? 0.9999 : 0);
      });
      await page.goto('/book/1?date=2026-12-05');
      await page
        .getByRole('region', { name: 'Next available' })
        .or(page.getByText(/No table is free/))
        .waitFor();
    },
  },
  {
    name: 'bookings-cancel',
    run: async (page) => {
      await confirmBooking(page);
      await page.goto('/bookings');
      await page
        .getByRole('button', { name: /^Cancel booking at/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    isViewportOnly: true,
  },
  {
    // A full Friday for ten: Notify me beside the next days.
    name: 'book-1-notify',
    run: async (page) => {
      await fullEverywhere(page);
      await page.goto('/book/1?party=10&date=2026-12-04');
      await page.getByRole('button', { name: 'Notify me' }).waitFor();
    },
  },
  {
    name: 'book-1-watch-dialog',
    isViewportOnly: true,
    run: async (page) => {
      await fullEverywhere(page);
      await page.goto('/book/1?party=10&date=2026-12-04');
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByRole('dialog', { name: 'Watch for a table' }).waitFor();
    },
  },
  {
    // The finder's Friday is full for ten at every restaurant: each card offers Notify me.
    name: 'home-finder-full',
    run: async (page) => {
      await fullEverywhere(page);
      await page.goto('/?party=10&date=2026-12-04&time=19:00#restaurants');
      await page.getByRole('button', { name: 'Notify me' }).first().waitFor();
    },
  },
  {
    // A later visit in which watched times are free: the notice.
    name: 'watch-notice',
    isViewportOnly: true,
    run: async (page) => {
      await seedWatches(page);
      await page.addInitScript(() => {
        Math.random = () => 0;
      });
      await page.goto('/');
      await page.getByRole('region', { name: /you watch for/ }).waitFor();
    },
  },
  {
    name: 'bookings-watching',
    run: async (page) => {
      await seedWatches(page);
      await fullEverywhere(page);
      await page.goto('/bookings');
      await page
        .getByRole('button', { name: /^Stop watching/ })
        .first()
        .waitFor();
    },
  },
  { name: 'not-found', run: (page) => page.goto('/nope') },
  {
    // The error page: the booking page's code fails to load, as after a deploy mid-visit, and
    // still after the one reload the site makes.
    name: 'error',
    run: async (page) => {
      await page.route('**/assets/page-booking.*.js', (route) => route.abort('failed'));
      await page.goto('/restaurant/1');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Book a Table' }).click();
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    },
  },
];

const chosen = process.argv.slice(2);
const selected = chosen.length ? shots.filter((shot) => chosen.includes(shot.name)) : shots;

const { server, url } = await startStaticServer({ root: process.env.DIST_DIR || 'dist', port: 0 });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
mkdirSync('screenshots', { recursive: true });
try {
  for (const width of widths) {
    for (const shot of selected) {
      // A fresh context per shot: no state, route or stored booking carries over.
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
        timezoneId: TIMEZONE,
        // The offline cache would serve the page's code past the failure the error shot needs.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.install({ time: NOW });
      await page.addInitScript((value) => {
        Math.random = () => value;
      }, RANDOM);
      await shot.run(page);
      // A full-page shot shows every card, so lazy images load now, and cards skipped while off
      // screen (content-visibility: auto, which a capture does not draw) are drawn as a diner
      // scrolling to them sees them; the sticky header goes back up.
      const isFullPage = !shot.isViewportOnly;
      await page.evaluate(async (scrollToTop) => {
        if (scrollToTop) {
          for (const element of document.body.querySelectorAll('*')) {
            if (getComputedStyle(element).contentVisibility === 'auto')
              element.style.contentVisibility = 'visible';
          }
        }
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
        if (scrollToTop) window.scrollTo(0, 0);
      }, isFullPage);
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${shot.name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: isFullPage });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
