// @ts-check
// "First tap answered" (issue 26): a diner on the phone profile taps a page's main control every
// 100 ms from the moment it is visible. For each row it prints when the first tap was made, when
// its answer was on screen (from navigation) and the wait between, median and range, for the
// build in DIST_DIR and, beside it in the same run, BASELINE_DIST. ROWS=text picks rows.
//   DIST_DIR=dist BASELINE_DIST=dist-before RUNS=3 node scripts/bench-first-tap.mjs
import { launchChromium, openPhone, spread } from './lib/benchBrowser.mjs';
import { startStaticServer } from './lib/serve.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const TAP_EVERY_MS = 100;

/** Each row: the page, its control, and whether the control's answer is on screen. */
const ROWS = [
  {
    name: '/ Filters opens',
    path: '/',
    control: 'button[aria-label="Filters"]',
    answered: () => Boolean(document.querySelector('[role="menu"]')),
  },
  {
    name: '/book/2 party +',
    path: '/book/2',
    control: 'button[aria-label="Increase party size"]',
    answered: () =>
      !/\b2 guests/.test(document.querySelector('[role="group"][aria-labelledby]')?.textContent ?? ''),
  },
  {
    name: '/restaurant/2 second gallery dot',
    path: '/restaurant/2',
    control: 'button[aria-label^="Show image 2 of"]',
    answered: () =>
      document.querySelector('button[aria-label^="Show image 2 of"]')?.getAttribute('aria-current') ===
      'true',
  },
];

/** @param {import('playwright-core').Browser} browser @param {string} origin @param {(typeof ROWS)[number]} row */
const measure = async (browser, origin, row) => {
  const { context, page } = await openPhone(browser);
  try {
    page.goto(`${origin}${row.path}`, { waitUntil: 'commit', timeout: 30_000 }).catch(() => undefined);
    const control = page.locator(row.control).first();
    /** @type {number[]} */
    const taps = [];
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      if (await page.evaluate(row.answered).catch(() => false)) {
        const answeredAt = await page.evaluate(() => performance.now());
        // The diner's wait runs from the first tap, whether that tap or a later one was answered.
        return { tap: taps[0] ?? NaN, answer: answeredAt };
      }
      if (await control.isVisible().catch(() => false)) {
        const at = await page.evaluate(() => performance.now());
        await control.tap({ timeout: TAP_EVERY_MS, force: true, noWaitAfter: true }).catch(() => undefined);
        taps.push(at);
      }
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    return { tap: NaN, answer: NaN };
  } finally {
    await context.close();
  }
};

const builds = [
  ['before', process.env.BASELINE_DIST],
  ['after', process.env.DIST_DIR || 'dist'],
].filter(([, dir]) => dir);
const servers = await Promise.all(
  builds.map(async ([name, dir]) => ({ name, ...(await startStaticServer({ root: dir, port: 0 })) })),
);
const browser = await launchChromium();
const fmt = (/** @type {number[]} */ values) => {
  const figures = spread(values);
  if (!figures) return 'never';
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  return `${s(figures.median)} s (${s(figures.min)}–${s(figures.max)})`;
};
try {
  for (const row of ROWS.filter(({ name }) => !process.env.ROWS || name.includes(process.env.ROWS))) {
    // The builds take turns, run by run, so that a busy moment of the machine falls on both.
    /** @type {Record<string, { tap: number, answer: number }[]>} */
    const results = Object.fromEntries(servers.map(({ name }) => [name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const { name, url } of servers) results[name].push(await measure(browser, url, row));
    }
    for (const { name } of servers) {
      const rows = results[name];
      console.log(
        `${row.name.padEnd(34)} ${name.padEnd(7)} first tap ${fmt(rows.map((r) => r.tap))}, answer on screen ${fmt(rows.map((r) => r.answer))}, wait ${fmt(rows.map((r) => r.answer - r.tap))}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}
