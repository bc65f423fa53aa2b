// @ts-check
// No tap is lost while the script arrives, in Firefox (and Chromium): the production build served
// with every script held back until the test has tapped, as e2e/early-input.spec.ts does in
// Playwright's Chromium. Firefox ESR runs through puppeteer-core over WebDriver BiDi.
//   DIST_DIR=dist ENGINES=firefox,chromium node scripts/early-input-engines.mjs
import { createServer, request } from 'node:http';
import puppeteer from 'puppeteer-core';
import { firefoxPath } from '../e2e-engines/adapters/puppeteer.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { makeStoredBookings } from './lib/benchBookings.mjs';
import { startStaticServer } from './lib/serve.mjs';

const HOLD_MS = 3000;
const engines = (process.env.ENGINES || 'firefox').split(',').map((name) => name.trim());
const { server: files, url: filesUrl } = await startStaticServer({
  root: process.env.DIST_DIR || 'dist',
  port: 0,
});

/** Scripts wait for at least HOLD_MS and until `release()`. */
let released = Promise.resolve();
let release = () => {};
const hold = () => {
  released = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
};
const front = createServer(async (req, res) => {
  if (/^\/assets\/[^/]+\.js$/.test(req.url ?? '')) {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, HOLD_MS)), released]);
  }
  const upstream = request(
    new URL(req.url ?? '/', filesUrl),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = front.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** @param {import('puppeteer-core').Page} page @param {() => Promise<boolean>} check @param {string} what */
const waitUntil = async (page, check, what) => {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting until ${what}`);
};
/**
 * Opens a page without waiting for it to load: its deferred scripts, held back, hold up even
 * DOMContentLoaded, and the taps must come before them.
 * @param {import('puppeteer-core').Page} page @param {string} url
 */
const open = (page, url) => {
  page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
};
/**
 * Taps an element as soon as it can be tapped. The page is still arriving (styles, fonts), so
 * the first try may find it without a box yet: puppeteer then says "not clickable", and we retry.
 * @param {import('puppeteer-core').Page} page @param {string} selector
 */
const tap = async (page, selector) => {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      const element = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
      await element?.click();
      return;
    } catch (error) {
      if (Date.now() > until || !/not clickable|detached/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};
/** @param {import('puppeteer-core').Page} page */
const isWaiting = (page) => page.evaluate(() => '__earlyInput' in window);

/** @type {{ name: string, run: (page: import('puppeteer-core').Page) => Promise<void> }[]} */
const checks = [
  {
    name: 'home: Filters, tapped before the script, opens its menu',
    run: async (page) => {
      open(page, `${origin}/`);
      await tap(page, 'button[data-early-preload="filter-menu"]');
      if (!(await isWaiting(page))) throw new Error('the script ran before the tap');
      if (!(await page.$('[data-early-press]'))) throw new Error('the tap shows no pressed look');
      release();
      await waitUntil(page, async () => Boolean(await page.$('[role="menu"]')), 'the menu is open');
    },
  },
  {
    name: 'home: a party size picked before the script is the one the page uses',
    run: async (page) => {
      open(page, `${origin}/`);
      await page.waitForSelector('form[aria-label="Find a table"] select');
      await page.select('form[aria-label="Find a table"] select', '4');
      if (!(await isWaiting(page))) throw new Error('the script ran before the pick');
      release();
      await waitUntil(
        page,
        () =>
          page.evaluate(() =>
            /^Times for 4 guests/.test(document.querySelector('form [aria-live]')?.textContent ?? ''),
          ),
        'the finder says 4 guests',
      );
    },
  },
  {
    name: 'detail: a gallery dot, tapped before the script, shows its image at once (plain HTML)',
    run: async (page) => {
      open(page, `${origin}/restaurant/2`);
      await tap(page, 'input[aria-label^="Show image 2 of"]');
      if (!(await isWaiting(page))) throw new Error('the script ran before the tap');
      // Answered with the script still held back: the radio is checked and its image displayed.
      const shown = () =>
        page.evaluate(() => {
          const dot = document.querySelector('input[aria-label^="Show image 2 of"]');
          const image = dot?.nextElementSibling;
          return Boolean(dot?.checked && image?.checkVisibility() && !dot.hasAttribute('data-early-press'));
        });
      await waitUntil(page, shown, 'the second image is shown before the script');
      if (!(await isWaiting(page))) throw new Error('the script ran before the answer');
      release();
      await waitUntil(page, async () => !(await isWaiting(page)), 'the page hydrates');
      if (!(await shown())) throw new Error('hydration put the first image back');
    },
  },
  {
    name: 'detail: Book a Table, tapped before the script, opens the booking page at once (a link)',
    run: async (page) => {
      open(page, `${origin}/restaurant/2`);
      await tap(page, 'a[href="/book/2"]');
      // Read in the page: with its scripts held back the new page has not fired DOMContentLoaded,
      // and the driver's own idea of the URL can lag.
      await waitUntil(
        page,
        () =>
          page
            .evaluate(
              () =>
                location.pathname === '/book/2' &&
                document.querySelector('h1')?.textContent === 'Book a Table at Maison Lumière',
            )
            .catch(() => false),
        'on /book/2 with its heading',
      );
      if (!(await isWaiting(page))) throw new Error("the link waited for the booking page's script");
    },
  },
  {
    name: 'booking: party +, tapped before the script, counts once',
    run: async (page) => {
      open(page, `${origin}/book/2`);
      await tap(page, 'button[aria-label="Increase party size"]');
      if (!(await isWaiting(page))) throw new Error('the script ran before the tap');
      release();
      const partyText = () =>
        page.evaluate(() => document.querySelector('[role="group"][aria-labelledby]')?.textContent ?? '');
      await waitUntil(page, async () => (await partyText()).includes('3 guests'), 'the party is 3');
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!(await partyText()).includes('3 guests')) throw new Error('the tap was answered twice');
    },
  },
  {
    name: "My Bookings: Cancel booking, tapped as soon as the device's bookings show, opens its dialog",
    run: async (page) => {
      await page.evaluateOnNewDocument(
        (stored) => {
          if (localStorage.getItem('bookings')) return;
          localStorage.setItem('bookings', stored);
          localStorage.setItem('bookings.version', '2');
        },
        JSON.stringify(makeStoredBookings(1)),
      );
      open(page, `${origin}/bookings`);
      // The bookings are this device's: they show once the page's script has read them.
      release();
      await tap(page, 'button[aria-label^="Cancel booking at Trattoria Aurora"]');
      await waitUntil(
        page,
        () =>
          page.evaluate(() => {
            const dialog = document.querySelector('[role="dialog"]');
            return dialog instanceof HTMLElement && dialog.checkVisibility();
          }),
        'the cancel dialog shows',
      );
    },
  },
];

let failed = 0;
try {
  for (const name of engines) {
    const browser = await puppeteer.launch(
      name === 'chromium'
        ? { browser: 'chrome', executablePath: chromiumPath(), args: chromiumArgs, headless: true }
        : { browser: 'firefox', executablePath: firefoxPath(), headless: true },
    );
    const version = await browser.version();
    try {
      for (const check of checks) {
        hold();
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width: 412, height: 823 });
        try {
          await check.run(page);
          console.log(`  ok   ${version}: ${check.name}`);
        } catch (error) {
          failed += 1;
          console.log(`  FAIL ${version}: ${check.name}: ${error instanceof Error ? error.message : error}`);
        } finally {
          release();
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  front.close();
  files.close();
}
process.exit(failed > 0 ? 1 : 0);
