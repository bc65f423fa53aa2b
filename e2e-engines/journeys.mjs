// @ts-check
/**
 * The diner journeys, written once and run in every engine (see scripts/engines.mjs). They use
 * only what a diner meets: roles, accessible names, labels and visible text.
 */

import { isDeepStrictEqual } from 'node:util';

/** @typedef {import('./driver.mjs').Driver} Driver */
/** @typedef {import('./pageQueries.mjs').Target} Target */

/**
 * @typedef {object} JourneyContext
 * @property {Driver} page
 * @property {string} engine
 * @property {(name: string, run: () => Promise<unknown>) => Promise<void>} step  Runs one named step.
 * @property {(reason: string) => never} skip  Ends the journey as skipped, saying why.
 * @property {() => Promise<{ origin: string, stop: () => Promise<void> }>} serveBuild
 *   Serves the build again on a server of the journey's own, which it may stop.
 */

/** @typedef {{ name: string, run: (context: JourneyContext) => Promise<void> }} Journey */

const RESTAURANTS = { role: 'list', name: 'Restaurants' };
/** @type {Target} */
const CARD_NAMES = { role: 'heading', level: 3, within: RESTAURANTS };
/** @type {Target} */
const SEARCH = { role: 'searchbox', name: 'Search restaurants', within: { role: 'banner' } };
/** @type {Target} */
const RESULT_COUNT = { role: 'status', within: { role: 'region', name: 'Featured Restaurants' } };
/** @type {Target} */
const FILTERS = { role: 'button', name: /^Filters/ };

/**
 * A day a week ahead, as the booking calendar names it: inside the 60-day window, and never
 * today, so no slot has passed whatever the time of day.
 */
export const dayAhead = (days = 7, from = new Date()) => {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (/** @type {number} */ value) => String(value).padStart(2, '0');
  return {
    iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    label: day.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
  };
};

/**
 * Closes the open menu with Escape, and waits until it has left the page: during its exit
 * transition its backdrop would still take the next click.
 * @param {Driver} page
 */
const closeMenu = async (page) => {
  await page.press('Escape');
  await page.waitForNone({ role: 'menu', hidden: true });
};

const DINER = { name: 'Ada Lovelace', phone: '(555) 123-4567', email: 'ada@example.com' };

/**
 * Books a table at Trattoria Aurora for four, a week ahead at 7:15 PM, through the three steps.
 * Every slot is made free first (availability draws from `Math.random` when a date is chosen),
 * which also makes the confirmation number RB000000.
 *
 * @param {JourneyContext} context
 * @param {{ origin?: string, specialRequests?: string }} [options]
 */
const bookTable = async ({ page, step }, { origin = '', specialRequests } = {}) => {
  const day = dayAhead();
  await step('open the booking page', async () => {
    await page.goto(`${origin}/book/1`);
    await page.waitFor({ role: 'heading', level: 1, name: 'Book a Table at Trattoria Aurora' });
    await page.evaluate(() => {
      Math.random = () => 0;
    });
  });
  await step('choose four guests', async () => {
    await page.click({ role: 'button', name: 'Increase party size' });
    await page.click({ role: 'button', name: 'Increase party size' });
    await page.waitForText('4 guests');
  });
  await step('choose a date', async () => {
    await page.waitForText('Please select a date first');
    if ((await page.count({ role: 'gridcell', name: day.label })) === 0)
      await page.click({ role: 'button', name: 'Next month' });
    await page.click({ role: 'gridcell', name: day.label });
  });
  await step('choose a time', async () => {
    await page.click({ role: 'button', name: '7:15 PM, available' });
    await page.click({ role: 'button', name: 'Continue' });
  });
  await step('fill in the contact details', async () => {
    await page.waitFor({ role: 'heading', level: 2, name: 'Your details' });
    await page.fill({ role: 'textbox', name: /^Full Name/ }, DINER.name);
    await page.fill({ role: 'textbox', name: /^Phone Number/ }, DINER.phone);
    await page.fill({ role: 'textbox', name: /^Email Address/ }, DINER.email);
    if (specialRequests) await page.fill({ role: 'textbox', name: /^Special Requests/ }, specialRequests);
  });
  await step('confirm', async () => {
    await page.click({ role: 'button', name: 'Confirm Booking' });
    // The submit takes two seconds on purpose.
    await page.waitForText('Confirmation number', 15_000);
  });
  return day;
};

/** @type {Journey[]} */
export const journeys = [
  {
    name: 'home',
    run: async ({ page, step }) => {
      await step('open the home page', async () => {
        await page.goto('/');
        await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
        await page.expectText(RESULT_COUNT, '3 restaurants found');
      });
      await step("a card's description stops at two lines", async () => {
        // A copy of the first card's description, given a long text, beside the original: the
        // engine's own line clamp must hold it to two lines.
        const lines = await page.evaluate(() => {
          const description = [...document.querySelectorAll('article p')].find(
            (element) => getComputedStyle(element).overflow === 'hidden' && element.textContent.length > 40,
          );
          if (!description) return null;
          const copy = /** @type {HTMLElement} */ (description.cloneNode(true));
          copy.textContent = `${description.textContent} `.repeat(12);
          description.after(copy);
          const lineHeight = parseFloat(getComputedStyle(copy).lineHeight);
          const height = copy.getBoundingClientRect().height;
          copy.remove();
          return Math.round(height / lineHeight);
        });
        if (lines !== 2) throw new Error(`The long description took ${lines} lines, not 2.`);
      });
      await step('search', async () => {
        await page.fill(SEARCH, 'Wine');
        await page.expectText(RESULT_COUNT, '2 restaurants found for "Wine"');
        await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Maison Lumière']);
      });
      await step('sort', async () => {
        await page.select({ role: 'combobox', name: 'Sort by' }, 'Most Popular');
        await page.expectTexts(CARD_NAMES, ['Maison Lumière', 'Trattoria Aurora']);
        await page.select({ role: 'combobox', name: 'Sort by' }, 'Highest Rated');
        await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Maison Lumière']);
      });
      await step('filter by cuisine', async () => {
        await page.click(FILTERS);
        await page.click({ role: 'menuitemcheckbox', name: 'French' });
        await closeMenu(page);
        await page.expectTexts(CARD_NAMES, ['Maison Lumière']);
        await page.expectText(RESULT_COUNT, '1 restaurant found for "Wine"');
      });
      await step('filter by price as well', async () => {
        await page.click(FILTERS);
        await page.click({ role: 'menuitemcheckbox', name: '$$$' });
        await closeMenu(page);
        await page.waitFor({ role: 'heading', name: 'No restaurants found' });
      });
      await step('clear the filters', async () => {
        await page.click({ role: 'button', name: 'Clear All' });
        await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Maison Lumière']);
      });
      await step('open a restaurant from its card', async () => {
        await page.click({
          role: 'link',
          name: 'View Details',
          within: { role: 'article', name: 'Maison Lumière' },
        });
        await page.waitForPath('/restaurant/2');
        await page.waitFor({ role: 'heading', level: 1, name: 'Maison Lumière' });
      });
    },
  },
  {
    name: 'gallery',
    run: async ({ page, step }) => {
      await step('open the restaurant', async () => {
        await page.goto('/restaurant/1');
        await page.waitFor({ role: 'heading', level: 1, name: 'Trattoria Aurora' });
        await page.waitFor({ role: 'img', name: /^Fresh tagliatelle/, within: { role: 'main' } });
        // The pictures are AVIF: this engine reads them (a picture it could not decode has no size).
        await page.waitForCondition('the hero picture to be decoded from AVIF', () => {
          const hero = document.querySelector('main img[fetchpriority="high"]');
          return (
            hero instanceof HTMLImageElement &&
            hero.complete &&
            hero.naturalWidth > 0 &&
            /\.avif$/.test(hero.currentSrc)
          );
        });
      });
      await step('show the second image', async () => {
        // The dots are radios; the image after the checked one is shown, the others are not
        // displayed (so a role query, which skips them, finds the second image only once chosen).
        await page.click({ role: 'radio', name: 'Show image 2 of 3' });
        await page.waitFor({ role: 'img', name: /^Candle-lit dining room/, within: { role: 'main' } });
      });
      await step('go on to book', async () => {
        await page.click({ role: 'link', name: 'Book a Table' });
        await page.waitForPath('/book/1');
      });
    },
  },
  {
    name: 'booking',
    run: async (context) => {
      const { page, step } = context;
      const day = await bookTable(context, { specialRequests: 'Window seat, please' });
      await step('read the confirmation', async () => {
        await page.waitForText('Your table at Trattoria Aurora has been reserved.');
        await page.waitFor({ text: 'RB000000' });
        await page.waitForText(`A confirmation email has been sent to ${DINER.email}.`);
      });
      await step('check the stored booking', async () => {
        const stored = await page.readStorage('bookings');
        if (!Array.isArray(stored) || stored.length !== 1)
          throw new Error(`expected one stored booking, found ${JSON.stringify(stored)}`);
        const [record] = stored;
        const expected = {
          restaurantId: '1',
          restaurantName: 'Trattoria Aurora',
          date: day.iso,
          time: '19:15',
          partySize: 4,
          customerInfo: DINER,
          specialRequests: 'Window seat, please',
          status: 'confirmed',
          confirmationNumber: 'RB000000',
        };
        for (const [key, value] of Object.entries(expected)) {
          if (!isDeepStrictEqual(record[key], value)) {
            throw new Error(
              `stored ${key} is ${JSON.stringify(record[key])}, expected ${JSON.stringify(value)}`,
            );
          }
        }
        if (!/^RB\d{6}$/.test(record.confirmationNumber))
          throw new Error(`confirmation number ${record.confirmationNumber}`);
        if (typeof record.id !== 'string' || !record.id)
          throw new Error(`stored id ${JSON.stringify(record.id)}`);
        if (Number.isNaN(Date.parse(record.createdAt)))
          throw new Error(`stored createdAt ${JSON.stringify(record.createdAt)}`);
      });
    },
  },
  {
    name: 'my bookings',
    run: async (context) => {
      const { page, step } = context;
      const day = await bookTable(context);
      await step('open My Bookings from the header', async () => {
        await page.click({ role: 'link', name: 'Account', within: { role: 'banner' } });
        await page.waitForPath('/bookings');
        await page.waitFor({ role: 'heading', level: 1, name: 'My Bookings' });
      });
      await step('find the booking listed', async () => {
        /** @type {Target} */
        const card = { role: 'article', within: { role: 'region', name: 'Upcoming' } };
        await page.expectText(card, 'Trattoria Aurora');
        await page.expectText(card, day.label);
        await page.expectText(card, '7:15 PM');
        await page.expectText(card, '4 guests');
        await page.expectText(card, 'RB000000');
      });
    },
  },
  {
    name: 'not found',
    run: async ({ page, step }) => {
      await step('open an unknown URL', async () => {
        await page.goto('/no-such-page');
        await page.waitFor({ role: 'heading', level: 1, name: 'Oops! Page not found' });
      });
      await step('return home', async () => {
        await page.click({ role: 'link', name: 'Return to Home' });
        await page.waitForPath('/');
        await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
      });
    },
  },
  {
    name: 'offline booking',
    run: async (context) => {
      const { page, step, skip, engine, serveBuild } = context;
      const served = await serveBuild();
      try {
        await step('visit once, online', async () => {
          await page.goto(`${served.origin}/`);
          await page.waitFor({ role: 'heading', level: 1, name: 'Find Your Perfect Dining Experience' });
        });
        await step('wait for the service worker', async () => {
          // Registering what the site registers tells whether this engine, under automation,
          // runs service workers at all.
          const support = await page.evaluate(async () => {
            if (!('serviceWorker' in navigator)) return 'no navigator.serviceWorker';
            try {
              await navigator.serviceWorker.register('/sw.js');
              return 'ok';
            } catch (error) {
              return String(error);
            }
          });
          if (support !== 'ok') skip(`${engine} has no service worker support under automation (${support})`);
          await page.waitForCondition(
            'the service worker to control the page',
            () => navigator.serviceWorker.controller !== null,
            15_000,
          );
        });
        await step('go offline', async () => {
          await served.stop();
          await page.setOffline(true);
        });
        await step('reload the site with no network', async () => {
          await page.goto(`${served.origin}/`);
          await page.expectTexts(CARD_NAMES, ['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
        });
        await bookTable(context, { origin: served.origin });
        await step('check the stored booking', async () => {
          const stored = await page.readStorage('bookings');
          if (!Array.isArray(stored) || stored.length !== 1 || stored[0].status !== 'confirmed') {
            throw new Error(`expected one confirmed booking, found ${JSON.stringify(stored)}`);
          }
        });
      } finally {
        await served.stop();
      }
    },
  },
];
