// "First tap answered", for npm run bench and scripts/bench-first-tap.mjs: a diner on the phone
// profile (cold cache, slow network and CPU) taps a page's main control every 100 ms from the
// moment it is visible. The figure is the time from the navigation to the moment the answer was
// on screen, whichever tap it answered; when the first tap was made is kept beside it.
import { storeBookings } from './benchBookings.mjs';
import { isoDayAhead, msRange, openPhone, spread, textTable } from './benchBrowser.mjs';

const TAP_EVERY_MS = 100;
/** The answer must be on screen within this, and within FLOOR_TIMES its route's floor LCP. */
export const FIRST_TAP_BUDGET_MS = 2000;
export const FIRST_TAP_FLOOR_TIMES = 3.5;
// The same free tables every run.
const SEED = 20261122;
/** The party the finder row chooses. */
const PARTY = '5';

/**
 * Each row: the page (`path`), the route of benchFloor.mjs whose floor it is judged against,
 * the control (`control` finds it), what a tap is (`act`, a tap unless given) and whether its
 * answer is on screen (`answered`, run in the page). `bookings` stores that many bookings on the
 * device first.
 */
export const FIRST_TAP_ROWS = [
  {
    name: '/ Filters opens',
    path: '/',
    route: '/',
    control: (page) => page.locator('button[data-early-preload="filter-menu"]'),
    answered: () => Boolean(document.querySelector('[role="menu"]')),
  },
  {
    name: '/ finder: party of 5, cards show its times',
    path: '/',
    route: '/',
    control: (page) => page.getByRole('combobox', { name: 'Party size' }),
    act: (control) => control.selectOption(PARTY, { force: true, timeout: TAP_EVERY_MS, noWaitAfter: true }),
    answered: (party) =>
      Boolean(document.querySelector(`[aria-label^="Times at "] a[href*="party=${party}&"]`)),
    answeredArg: PARTY,
  },
  {
    name: '/restaurant/2 second gallery dot',
    path: '/restaurant/2',
    route: '/restaurant/{id}',
    // A radio since the dots work as plain HTML, a button before: the same locator finds both.
    control: (page) => page.locator('[aria-label^="Show image 2 of"]'),
    // The second image on screen, loaded: the diner sees the picture, not a grey box.
    answered: () =>
      [...document.querySelectorAll('main img')].some(
        (image) =>
          image.alt.startsWith('Fruit tart') &&
          image.checkVisibility() &&
          image.complete &&
          image.naturalWidth > 0,
      ),
  },
  {
    name: '/restaurant/2 Book a Table, on /book/2',
    path: '/restaurant/2',
    route: '/restaurant/{id}',
    control: (page) => page.getByRole('link', { name: /^Book a Table/ }),
    answered: () =>
      location.pathname === '/book/2' &&
      /^Book a Table at /.test(document.querySelector('h1')?.textContent ?? ''),
  },
  {
    name: '/book/2 party +',
    path: '/book/2',
    route: '/book/{id}',
    control: (page) => page.locator('button[aria-label="Increase party size"]'),
    // More than the 2 guests the page opens with: a kept tap replayed after hydration and a tap
    // made just then both count (a diner who tapped twice), so a probe for exactly 3 could miss
    // the answer between two looks and read "never".
    answered: () =>
      Number(
        /(\d+) guests/.exec(
          document.querySelector('button[aria-label="Increase party size"]')?.parentElement?.textContent ??
            '',
        )?.[1] ?? 0,
      ) > 2,
  },
  {
    name: "/book/2 a day, the day's times shown",
    path: '/book/2',
    route: '/book/{id}',
    control: (page) => page.locator('[role="gridcell"]:not([disabled]):not([aria-selected="true"])').nth(2),
    answered: () => Boolean(document.querySelector('button[aria-label$=", available"]')),
  },
  {
    name: '/book/2?date a time slot',
    path: `/book/2?date=${isoDayAhead(2)}`,
    route: '/book/{id}',
    control: (page) => page.locator('button[aria-label$=", available"]'),
    answered: () => Boolean(document.querySelector('button[aria-label$=", available"][aria-pressed="true"]')),
  },
  {
    name: '/bookings Cancel booking, dialog',
    path: '/bookings',
    route: '/bookings',
    bookings: 3,
    control: (page) => page.getByRole('button', { name: /^Cancel booking at / }),
    // The dialog stays in the page, hidden, while closed.
    answered: () =>
      [...document.querySelectorAll('[role="dialog"]')].some(
        (dialog) =>
          dialog.checkVisibility({ visibilityProperty: true }) && !dialog.closest('[aria-hidden="true"]'),
      ),
  },
];

/**
 * One cold visit: taps until answered (or 30 s). Times are on the clock of the first document
 * (a link followed before the script runs opens a new one), from its navigation.
 */
export const measureFirstTap = async (browser, origin, row) => {
  const { context, page } = await openPhone(browser, { seed: SEED });
  const now = () => page.evaluate(() => performance.timeOrigin + performance.now());
  try {
    if (row.bookings) await storeBookings(context, row.bookings);
    await page.goto(`${origin}${row.path}`, { waitUntil: 'commit', timeout: 30_000 });
    const start = await page.evaluate(() => performance.timeOrigin);
    const control = row.control(page).first();
    const act = row.act ?? ((found) => found.tap({ timeout: TAP_EVERY_MS, force: true, noWaitAfter: true }));
    const taps = [];
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      if (await page.evaluate(row.answered, row.answeredArg).catch(() => false)) {
        // The diner's wait runs from the first tap, whether that tap or a later one was answered.
        return { tap: taps[0] ?? NaN, answer: (await now()) - start };
      }
      if (await control.isVisible().catch(() => false)) {
        const at = await now().catch(() => NaN);
        await act(control).catch(() => undefined);
        taps.push(at - start);
      }
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    return { tap: NaN, answer: NaN };
  } finally {
    await context.close();
  }
};

/**
 * `runs` visits per row and build of `builds` ({ name, origin }), the builds taking turns run by
 * run. `only` keeps the rows whose name matches it.
 */
export const measureFirstTaps = async (browser, { builds, runs, only, log = () => {} }) => {
  const rows = [];
  for (const row of FIRST_TAP_ROWS.filter(({ name }) => !only || only.test(name))) {
    const samples = Object.fromEntries(builds.map(({ name }) => [name, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const { name, origin } of builds) samples[name].push(await measureFirstTap(browser, origin, row));
    }
    const figures = Object.fromEntries(
      Object.entries(samples).map(([name, visits]) => [
        name,
        {
          firstTap: spread(visits.map((visit) => visit.tap)),
          answer: spread(visits.map((visit) => visit.answer)),
          answered: visits.filter((visit) => Number.isFinite(visit.answer)).length,
          runs: visits.length,
        },
      ]),
    );
    rows.push({ row: row.name, path: row.path, route: row.route, builds: figures });
    log(`  ${row.name}: ${builds.map(({ name }) => `${name} ${msRange(figures[name].answer)}`).join(', ')}`);
  }
  return rows;
};

/**
 * The budget of each row: FIRST_TAP_BUDGET_MS, and FIRST_TAP_FLOOR_TIMES its route's floor LCP
 * (`floorLcp`: median ms per route label) where that was measured.
 */
export const judgeFirstTaps = (rows, buildName, floorLcp) =>
  rows.map((row) => {
    const answer = row.builds[buildName].answer;
    const floor = floorLcp[row.route];
    const limit = Math.min(FIRST_TAP_BUDGET_MS, floor ? floor * FIRST_TAP_FLOOR_TIMES : Infinity);
    return {
      ...row,
      floorLcp: floor ?? null,
      limitMs: limit,
      withinBudget:
        answer !== null &&
        row.builds[buildName].answered === row.builds[buildName].runs &&
        answer.median <= limit,
    };
  });

/** The rows as text lines: answer on screen and first tap per build, the judged one's budget. */
export const formatFirstTapRows = (rows, buildNames) =>
  textTable([
    [
      'control',
      ...buildNames.flatMap((name) => [`${name}: answered (range)`, 'first tap (range)']),
      'floor LCP',
      'budget',
    ],
    ...rows.map((row) => [
      row.row,
      ...buildNames.flatMap((name) => [
        `${msRange(row.builds[name].answer)}${row.builds[name].answered < row.builds[name].runs ? ` (${row.builds[name].runs - row.builds[name].answered} never)` : ''}`,
        msRange(row.builds[name].firstTap),
      ]),
      row.floorLcp ? `${Math.round(row.floorLcp)} ms` : 'n/a',
      `${row.withinBudget ? '<=' : 'OVER'} ${Math.round(row.limitMs)} ms`,
    ]),
  ]);
