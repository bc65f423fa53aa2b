// Interaction to Next Paint of every control of the diner's journey, for npm run bench and
// npm run bench:interactions. Each interaction is measured on its own: a fresh phone (4x CPU,
// 412x823, touch), the page loaded and settled, the steps that lead to the control done and
// left to settle, then the one tap or key press. Its figure is the slowest event of that
// interaction (Event Timing, durationThreshold 16: an interaction quicker than 16 ms records
// nothing and counts as 0). The network is not throttled: what a tap costs is the CPU's work.
import { storeBookings } from './benchBookings.mjs';
import { isoDayAhead, openPhone, settle, spread } from './benchBrowser.mjs';

export const INP_BUDGET_MS = 100;
// Same seed every run: the same tables are free, so runs and builds compare.
const SEED = 20261122;

/** Nothing is free for the first `taken` draws, everything after: a full day, then free days. */
export const fullDayRandom = (taken) => {
  let calls = 0;
  Math.random = () => (calls++ < taken ? 0.9999 : 0);
};

// Locators shared by several interactions.
const calendarDay = (page, index) =>
  page.locator('[role="gridcell"]:not([disabled]):not([aria-selected="true"])').nth(index);
const freeSlot = (page) => page.getByRole('button', { name: /, available$/ }).first();
const filtersButton = (page) => page.getByRole('button', { name: /^Filters/ });
const cuisineOption = (page) => page.getByRole('menuitemcheckbox').first();
const fillDetails = async (page) => {
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('(555) 123-4567');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
};
const toDetailsStep = async (page) => {
  await calendarDay(page, 2).tap();
  await freeSlot(page).tap();
  await page.getByRole('button', { name: 'Continue' }).tap();
  await page.getByRole('textbox', { name: 'Full Name' }).waitFor();
};
const withFilterTicked = async (page) => {
  await filtersButton(page).tap();
  await cuisineOption(page).tap();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear All' }).waitFor();
};
const upcomingCard = (page) => page.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();

/**
 * Every interaction measured. `path` is where the phone opens, `prepare` leads up to the
 * control, then the interaction measured: a tap on the element `tap` finds, or the key `act`
 * presses; `until` waits for what it shows. `large` rows are
 * measured on the home page with 1,000 restaurants as well; `bookings` seeds that many stored
 * bookings; `takenDraws` makes the first that many draws of availability taken, the rest free.
 */
export const INTERACTIONS = [
  // The home page.
  {
    label: 'open the Filters menu',
    path: '/',
    large: true,
    tap: (page) => filtersButton(page),
    until: (page) => cuisineOption(page).waitFor(),
  },
  {
    label: 'tick a cuisine in the menu',
    path: '/',
    large: true,
    prepare: (page) => filtersButton(page).tap(),
    tap: (page) => cuisineOption(page),
    until: (page) => page.getByRole('menuitemcheckbox', { checked: true }).first().waitFor(),
  },
  {
    label: 'remove a filter chip',
    path: '/',
    large: true,
    prepare: withFilterTicked,
    tap: (page) => page.getByRole('button', { name: /^Remove .* filter$/ }).first(),
    until: (page) => page.getByRole('button', { name: 'Clear All' }).waitFor({ state: 'detached' }),
  },
  {
    label: 'Clear All',
    path: '/',
    large: true,
    prepare: withFilterTicked,
    tap: (page) => page.getByRole('button', { name: 'Clear All' }),
    until: (page) => page.getByRole('button', { name: 'Clear All' }).waitFor({ state: 'detached' }),
  },
  {
    label: 'search: first keystroke',
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('searchbox', { name: 'Search restaurants' }).focus(),
    act: (page) => page.keyboard.press('g'),
  },
  {
    label: 'sort (key press on the select)',
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Sort by' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: 'Show more',
    path: '/',
    large: true,
    onlyLarge: true,
    tap: (page) => page.getByRole('button', { name: /^Show \d+ more/ }),
  },
  {
    label: 'finder: party size (key press)',
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Party size' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: 'finder: date (key press)',
    path: '/',
    large: true,
    prepare: async (page) => {
      await page.getByLabel('Date').focus();
      // From the month to the day.
      await page.keyboard.press('ArrowRight');
    },
    act: (page) => page.keyboard.press('ArrowUp'),
  },
  {
    label: 'finder: time (key press)',
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Time' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: "a card's time (opens the booking)",
    path: '/',
    large: true,
    tap: (page) =>
      page
        .getByRole('group', { name: /^Times at / })
        .getByRole('link')
        .first(),
    until: (page) => page.waitForURL(/\/book\//),
  },
  {
    label: "a card's next-available offer",
    // Seven days ahead at 7 PM, no table that day at the first cards: they offer later days.
    path: `/?date=${isoDayAhead(7)}&time=19:00`,
    takenDraws: 600,
    tap: (page) =>
      page
        .getByRole('group', { name: /^Times at / })
        .getByRole('link', { name: /^[A-Z][a-z]{2}, / })
        .first(),
    until: (page) => page.waitForURL(/\/book\//),
  },
  {
    label: 'View Details',
    path: '/',
    large: true,
    tap: (page) => page.getByRole('link', { name: /^View Details/ }).first(),
    until: (page) => page.waitForURL(/\/restaurant\//),
  },
  // A restaurant's page.
  {
    label: 'gallery dot',
    path: '/restaurant/2',
    tap: (page) => page.getByRole('button', { name: /^Show image 2 of/ }),
  },
  {
    label: 'Book a Table (opens the booking)',
    path: '/restaurant/2',
    tap: (page) => page.getByRole('link', { name: /^Book a Table/ }).first(),
    until: (page) => page.waitForURL(/\/book\//),
  },
  // The booking page.
  {
    label: 'tap a calendar day (slots appear)',
    path: '/book/2',
    tap: (page) => calendarDay(page, 2),
    until: (page) => freeSlot(page).waitFor(),
  },
  {
    label: 'tap a time slot',
    path: '/book/2',
    prepare: (page) => calendarDay(page, 2).tap(),
    tap: (page) => freeSlot(page),
    until: (page) => page.getByRole('button', { pressed: true }).waitFor(),
  },
  {
    label: 'party size +',
    path: '/book/2',
    tap: (page) => page.getByRole('button', { name: 'Increase party size' }),
  },
  {
    label: 'Continue to the details step',
    path: '/book/2',
    prepare: async (page) => {
      await calendarDay(page, 2).tap();
      await freeSlot(page).tap();
    },
    tap: (page) => page.getByRole('button', { name: 'Continue' }),
    until: (page) => page.getByRole('textbox', { name: 'Full Name' }).waitFor(),
  },
  {
    label: 'Back to date and time',
    path: '/book/2',
    prepare: toDetailsStep,
    tap: (page) => page.getByRole('button', { name: 'Back' }),
    until: (page) => freeSlot(page).waitFor(),
  },
  {
    label: 'Confirm Booking',
    path: '/book/2',
    prepare: async (page) => {
      await toDetailsStep(page);
      await fillDetails(page);
    },
    tap: (page) => page.getByRole('button', { name: 'Confirm Booking' }),
    until: (page) => page.getByText('Confirmation number', { exact: true }).waitFor({ timeout: 20000 }),
  },
  {
    label: 'next-available offer',
    path: `/book/1?date=${isoDayAhead(2)}`,
    takenDraws: 600,
    tap: (page) => page.getByRole('region', { name: 'Next available' }).getByRole('button').first(),
    until: (page) => page.getByRole('button', { pressed: true }).waitFor(),
  },
  // My Bookings, with 30 bookings stored (half upcoming: Show more in each section).
  {
    label: 'Cancel booking (opens the dialog)',
    path: '/bookings',
    bookings: 30,
    tap: (page) => upcomingCard(page).getByRole('button', { name: /^Cancel booking at / }),
    until: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    label: "the dialog's Cancel booking",
    path: '/bookings',
    bookings: 30,
    prepare: async (page) => {
      await upcomingCard(page)
        .getByRole('button', { name: /^Cancel booking at / })
        .tap();
      await page.getByRole('dialog').waitFor();
    },
    tap: (page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }),
    until: (page) => page.getByRole('dialog').waitFor({ state: 'hidden' }),
  },
  {
    label: 'Change (opens the booking)',
    path: '/bookings',
    bookings: 30,
    tap: (page) => upcomingCard(page).getByRole('button', { name: /^Change booking at / }),
    until: (page) => page.waitForURL(/\/book\//),
  },
  {
    label: 'Show more bookings',
    path: '/bookings',
    bookings: 30,
    tap: (page) => page.getByRole('button', { name: /^Show more/ }).first(),
  },
];

// A finger rests on the glass for some 50-150 ms: the tap's touch end comes this long after its
// touch start (a tap of no length would make its first events wait for the click's paint).
const TAP_HOLD_MS = 80;

/**
 * Performs the interaction and returns the page's clock just before it. A tap is aimed first
 * (found, scrolled to, checked to be what a finger there would hit) and then made at those
 * coordinates as raw touch events (Chrome DevTools Protocol): nothing of the test tool runs in
 * the page during the interaction (a locator's own checks add 80-100 ms of input delay at 4x CPU).
 */
export const performInteraction = async (page, cdp, interaction) => {
  if (!interaction.tap) {
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page);
    return since;
  }
  const target = interaction.tap(page);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to tap has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hits = await target.evaluate(
    (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
    point,
  );
  if (!hits) throw new Error('Something covers the element to tap');
  await page.waitForTimeout(200);
  const since = await page.evaluate(() => performance.now());
  const touch = [{ ...point, radiusX: 4, radiusY: 4, force: 1, id: 0 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
  await page.waitForTimeout(TAP_HOLD_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return since;
};

/**
 * Waits, outside the page, until the interaction has painted: only then may `until` look for its
 * outcome. A locator's query runs in the page, and between the tap's handlers and its paint it
 * counted in the figure (8-13 ms of role queries in a CPU profile of opening the cancel dialog).
 */
export const afterInteractionPaint = (page) => page.waitForTimeout(500);

/** What the interaction's device holds before the page opens: stored bookings, fixed draws. */
export const setUpDevice = async (context, interaction) => {
  if (interaction.takenDraws) await context.addInitScript(fullDayRandom, interaction.takenDraws);
  if (interaction.bookings) await storeBookings(context, interaction.bookings);
};

/** One measurement of one interaction: the slowest event of it in ms, and the events. */
export const measureOnce = async (browser, origin, interaction) => {
  const { context, page, cdp } = await openPhone(browser, {
    network: false,
    seed: interaction.takenDraws ? undefined : SEED,
  });
  try {
    await setUpDevice(context, interaction);
    await page.goto(origin + interaction.path, { waitUntil: 'load' });
    await settle(page, 700);
    if (interaction.prepare) {
      await interaction.prepare(page);
      await settle(page, 500);
    }
    const since = await performInteraction(page, cdp, interaction);
    await afterInteractionPaint(page);
    if (interaction.until) await interaction.until(page);
    // Event Timing reports an interaction after its next paint.
    await page.waitForTimeout(400);
    const events = await page.evaluate(
      (after) => window.__vitals.events.filter((event) => event.start >= after),
      since,
    );
    const slowest = events.reduce((worst, event) => (event.duration > worst.duration ? event : worst), {
      duration: 0,
    });
    return { inp: slowest.duration, slowest };
  } finally {
    await context.close();
  }
};

/**
 * Measures every interaction `runs` times on each build of `builds` ({ name, origin,
 * largeOrigin }), taking turns run by run so that a busy moment of the machine hits both alike;
 * `large` interactions also on `largeOrigin`, the home page with 1,000 restaurants. `only`
 * keeps the interactions whose label matches it. The first build is the one judged against
 * the budget.
 */
export const measureInteractions = async (browser, { builds, runs, only, log = () => {} }) => {
  const rows = [];
  const cases = INTERACTIONS.flatMap((interaction) => [
    ...(interaction.onlyLarge ? [] : [{ interaction, restaurants: 'built-in' }]),
    ...(interaction.large && builds[0].largeOrigin ? [{ interaction, restaurants: 1000 }] : []),
  ]).filter(({ interaction }) => !only || only.test(interaction.label));
  for (const { interaction, restaurants } of cases) {
    const samples = builds.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, build] of builds.entries()) {
        const origin = restaurants === 'built-in' ? build.origin : build.largeOrigin;
        try {
          samples[index].push(await measureOnce(browser, origin, interaction));
        } catch (error) {
          if (!browser.isConnected()) throw error;
          log(
            `  ${interaction.label} (${restaurants}, ${build.name}) run ${i + 1} failed: ${error.message.split('\n')[0]}`,
          );
        }
      }
    }
    const figures = Object.fromEntries(
      builds.map((build, index) => {
        const worst = samples[index].reduce((a, b) => (b.inp > (a?.inp ?? -1) ? b : a), null);
        return [
          build.name,
          {
            runs: samples[index].length,
            inp: spread(samples[index].map((sample) => sample.inp)),
            slowestEvent: worst?.slowest ?? null,
          },
        ];
      }),
    );
    const judged = figures[builds[0].name].inp;
    rows.push({
      interaction: interaction.label,
      page: interaction.path.split('?')[0],
      restaurants,
      builds: figures,
      withinBudget: judged !== null && judged.median <= INP_BUDGET_MS,
    });
    log(
      `  ${interaction.label} (${restaurants}): ${builds.map((build) => `${build.name} ${msRange(figures[build.name].inp)}`).join(', ')}`,
    );
  }
  return rows;
};

const msRange = (figure) =>
  figure ? `${Math.round(figure.median)} ms (${Math.round(figure.min)}-${Math.round(figure.max)})` : 'n/a';

/** The rows as text lines, one column per build, the ones over budget marked. */
export const formatInteractionRows = (rows, buildNames) => {
  const table = [
    ['interaction', 'page', 'restaurants', ...buildNames.map((name) => `${name}: median (range)`), 'budget'],
    ...rows.map((row) => [
      row.interaction,
      row.page,
      String(row.restaurants),
      ...buildNames.map((name) => msRange(row.builds[name].inp)),
      row.builds[buildNames[0]].inp === null
        ? 'NOT MEASURED'
        : row.withinBudget
          ? `<= ${INP_BUDGET_MS} ms`
          : `OVER ${INP_BUDGET_MS} ms`,
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
};
