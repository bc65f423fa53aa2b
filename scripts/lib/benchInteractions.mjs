// Interaction to Next Paint of every control of the diner's journey, for npm run bench and
// npm run bench:interactions. Each interaction is measured on its own: a fresh phone (4x CPU,
// 412x823, touch), the page loaded and settled, the steps that lead to the control done and
// left to settle, then the one tap or key press. Its figure is the slowest event of that
// interaction (Event Timing, durationThreshold 16: an interaction quicker than 16 ms records
// nothing and counts as 0). The network is not throttled: what a tap costs is the CPU's work.
// Beside it, the time to result: from the input (its event's timestamp, the start time Event
// Timing gives it) to the paint of the frame in which the result the diner asked for is on the
// page, watched in the page itself (see watchResult).
import { storeBookings } from './benchBookings.mjs';
import {
  followWorkers,
  isoDayAhead,
  msRange,
  observeWorkerMessages,
  openPhone,
  settle,
  spread,
  textTable,
} from './benchBrowser.mjs';
import { busyMs, longestSearchTask, longestTask, networkTimeOf } from './catalogueBudgets.mjs';

export const INP_BUDGET_MS = 100;
export const RESULT_BUDGET_MS = 200;
// Same seed every run: the same tables are free, so runs and builds compare.
const SEED = 20261122;
/**
 * Where Near Me finds the diner: in Riverton, beside Ember & Oak, the city of the default
 * catalogue and one of the synthetic catalogue's (src/testing/syntheticCatalogue.ts).
 */
export const NEAR_ME_POSITION = { latitude: 41.8786, longitude: -87.6398 };

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
/** The first choice of a group of the Filters menu, or that choice once ticked. */
const groupOption = (page, group, checked) =>
  page
    .getByRole('group', { name: group })
    .getByRole('menuitemcheckbox', checked ? { checked: true } : {})
    .first();
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

// What a result is, read in the page (each function runs there on its own, so none calls
// another). A result is on screen once its probe reads what it reads when the page has settled
// after the input (the frame that first showed it for good), or, with a `test`, once the test of
// the readings before and now passes.
/** The home list: its count and its cards, in order. */
const homeList = () =>
  [
    document.querySelector('p[role="status"]')?.textContent,
    ...[...document.querySelectorAll('[aria-label^="Times at "]')].map((group) =>
      group.getAttribute('aria-label'),
    ),
  ].join('|');
/** The times the home list's cards offer, each a link to its booking. */
const cardTimes = () =>
  [...document.querySelectorAll('[aria-label^="Times at "] a')]
    .map((link) => link.getAttribute('href'))
    .join('|');
// A step of the booking flow stays in the page, hidden, while another shows: what the probes
// of its results read must be on screen.
/** How many times the booking page shows for the day chosen. */
const freeSlots = () =>
  [...document.querySelectorAll('button[aria-label$=", available"]')].filter((slot) => slot.checkVisibility())
    .length;
/** The time chosen on the booking page, on screen. */
const chosenSlot = () =>
  [...document.querySelectorAll('button[aria-pressed="true"][aria-label$=", available"]')].find((slot) =>
    slot.checkVisibility(),
  )?.ariaLabel;
/** Whether a dialog shows (one stays in the page, hidden, while closed). */
const dialogShown = () =>
  [...document.querySelectorAll('[role="dialog"]')].some(
    (dialog) =>
      dialog.checkVisibility({ visibilityProperty: true }) && !dialog.closest('[aria-hidden="true"]'),
  );
/** My Bookings' lists: each one's heading and how many cards it shows. */
const bookingLists = () =>
  [...document.querySelectorAll('main section')]
    .map((list) => `${list.querySelector('h2')?.textContent}: ${list.querySelectorAll('article').length}`)
    .join('|');
/** Whether a menu is open. */
const menuShown = () => Boolean(document.querySelector('[role="menu"]'));
/** Where the diner is: the URL and the page's heading. */
const pageShown = () => `${location.pathname}\n${document.querySelector('h1')?.textContent}`;
/** Another page: both its URL and its heading differ (a route's URL comes first). */
const bothChanged = (before, now) =>
  before.split('\n').every((part, index) => part !== now.split('\n')[index]);
const arrived = { probe: pageShown, test: bothChanged };

/**
 * Every interaction measured. `path` is where the phone opens, `prepare` leads up to the
 * control, then the interaction measured: a tap on the element `tap` finds, or the key `act`
 * presses; `until` waits for what it shows, and `result` tells in the page when the result
 * the diner asked for is on screen (a probe of the page, and a test of two readings of it if the
 * result is more than any change of the probe). `large` rows are
 * measured on the home page with 1,000 restaurants as well; `bookings` seeds that many stored
 * bookings; `takenDraws` makes the first that many draws of availability taken, the rest free;
 * `specWaitMs` is a wait the spec asks for within the result (the submit's 2 seconds), added to its budget;
 * `position` lets the page know where the device is (geolocation granted, at that position).
 */
export const INTERACTIONS = [
  // The home page.
  {
    label: 'open the Filters menu',
    result: { probe: menuShown },
    path: '/',
    large: true,
    tap: (page) => filtersButton(page),
    until: (page) => cuisineOption(page).waitFor(),
  },
  {
    label: 'tick a cuisine in the menu',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: (page) => filtersButton(page).tap(),
    tap: (page) => cuisineOption(page),
    until: (page) => page.getByRole('menuitemcheckbox', { checked: true }).first().waitFor(),
  },
  {
    label: 'tick a dietary option in the menu',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: (page) => filtersButton(page).tap(),
    tap: (page) => groupOption(page, 'Dietary'),
    until: (page) => groupOption(page, 'Dietary', true).waitFor(),
  },
  {
    label: 'tick an accessibility fact in the menu',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: (page) => filtersButton(page).tap(),
    tap: (page) => groupOption(page, 'Accessibility'),
    until: (page) => groupOption(page, 'Accessibility', true).waitFor(),
  },
  {
    label: 'remove a filter chip',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: withFilterTicked,
    tap: (page) => page.getByRole('button', { name: /^Remove .* filter$/ }).first(),
    until: (page) => page.getByRole('button', { name: 'Clear All' }).waitFor({ state: 'detached' }),
  },
  {
    label: 'Clear All',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: withFilterTicked,
    tap: (page) => page.getByRole('button', { name: 'Clear All' }),
    until: (page) => page.getByRole('button', { name: 'Clear All' }).waitFor({ state: 'detached' }),
  },
  {
    label: 'search: first keystroke',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('searchbox', { name: 'Search restaurants' }).focus(),
    act: (page) => page.keyboard.press('g'),
  },
  {
    label: 'sort (key press on the select)',
    result: { probe: homeList },
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Sort by' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: 'Show more',
    result: { probe: homeList },
    path: '/',
    large: true,
    onlyLarge: true,
    tap: (page) => page.getByRole('button', { name: /^Show \d+ more/ }),
  },
  {
    label: 'Near Me',
    // Nearest first, with the count saying "near you": the list the diner asked for.
    result: { probe: homeList },
    path: '/',
    large: true,
    position: NEAR_ME_POSITION,
    tap: (page) => page.getByRole('button', { name: 'Near Me', exact: true }),
    until: (page) => page.locator('p[role="status"]', { hasText: 'near you' }).waitFor(),
  },
  {
    label: 'finder: party size (key press)',
    result: { probe: cardTimes },
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Party size' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: 'finder: date (key press)',
    result: { probe: cardTimes },
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
    result: { probe: cardTimes },
    path: '/',
    large: true,
    prepare: (page) => page.getByRole('combobox', { name: 'Time' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    label: "a card's time (opens the booking)",
    result: arrived,
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
    result: arrived,
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
    result: arrived,
    path: '/',
    large: true,
    tap: (page) => page.getByRole('link', { name: /^View Details/ }).first(),
    until: (page) => page.waitForURL(/\/restaurant\//),
  },
  // A restaurant's page.
  {
    label: 'gallery dot',
    // The image shown: a radio's next sibling since the dots became radios (a button's
    // aria-current before), read the same way in both builds.
    result: {
      probe: () => [...document.querySelectorAll('main img')].find((image) => image.checkVisibility())?.alt,
    },
    path: '/restaurant/2',
    tap: (page) => page.locator('[aria-label^="Show image 2 of"]'),
  },
  {
    label: 'Book a Table (opens the booking)',
    result: arrived,
    path: '/restaurant/2',
    tap: (page) => page.getByRole('link', { name: /^Book a Table/ }).first(),
    until: (page) => page.waitForURL(/\/book\//),
  },
  // The booking page.
  {
    label: 'tap a calendar day (slots appear)',
    result: { probe: freeSlots },
    path: '/book/2',
    tap: (page) => calendarDay(page, 2),
    until: (page) => freeSlot(page).waitFor(),
  },
  {
    label: 'tap a time slot',
    result: { probe: chosenSlot },
    path: '/book/2',
    prepare: (page) => calendarDay(page, 2).tap(),
    tap: (page) => freeSlot(page),
    until: (page) => page.getByRole('button', { pressed: true }).waitFor(),
  },
  {
    label: 'party size +',
    result: {
      probe: () =>
        document.querySelector('button[aria-label="Increase party size"]')?.parentElement?.textContent,
    },
    path: '/book/2',
    tap: (page) => page.getByRole('button', { name: 'Increase party size' }),
  },
  {
    label: 'Continue to the details step',
    result: {
      probe: () =>
        [...document.querySelectorAll('label')].some(
          (label) => /^Full Name/.test(label.textContent) && label.checkVisibility(),
        ),
    },
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
    result: { probe: freeSlots },
    path: '/book/2',
    prepare: toDetailsStep,
    tap: (page) => page.getByRole('button', { name: 'Back' }),
    until: (page) => freeSlot(page).waitFor(),
  },
  {
    label: 'Confirm Booking',
    result: { probe: () => document.body.textContent.includes('Confirmation number') },
    // The spec's submit takes 2 seconds; the budget is for the rest.
    specWaitMs: 2000,
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
    result: { probe: chosenSlot },
    path: `/book/1?date=${isoDayAhead(2)}`,
    takenDraws: 600,
    tap: (page) => page.getByRole('region', { name: 'Next available' }).getByRole('button').first(),
    until: (page) => page.getByRole('button', { pressed: true }).waitFor(),
  },
  // My Bookings, with 30 bookings stored (half upcoming: Show more in each section).
  {
    label: 'Cancel booking (opens the dialog)',
    result: { probe: dialogShown },
    path: '/bookings',
    bookings: 30,
    tap: (page) => upcomingCard(page).getByRole('button', { name: /^Cancel booking at / }),
    until: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    label: "the dialog's Cancel booking",
    // The booking gone from Upcoming and listed as cancelled: what the diner asked for. The dialog
    // starts its fade-out at once, and, like a menu or dialog that opens, counts from its first
    // frame, not the end of MUI's 195 ms fade (with the dialog's end as the result, 288-299 ms).
    result: { probe: bookingLists },
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
    result: arrived,
    path: '/bookings',
    bookings: 30,
    tap: (page) => upcomingCard(page).getByRole('button', { name: /^Change booking at / }),
    until: (page) => page.waitForURL(/\/book\//),
  },
  {
    label: 'Show more bookings',
    result: { probe: () => document.querySelectorAll('article').length },
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

/**
 * Runs in the page, armed before the interaction: records the timestamp of the input (the first
 * pointerup or keydown, the event that asks for the result) and, for each frame in which the
 * probe read differently from the frame before, its reading and the time just after that frame's
 * paint. The probe is read once per frame, only in frames after the page changed (a
 * MutationObserver marks them), so that the watch adds no work to the interaction's own handlers.
 * With a `test`, the watch stops at the first frame in which `test(before, probe())` holds.
 */
const watchResult = (probe, test) => {
  const before = probe();
  const record = { input: null, frames: [], result: null };
  window.__result = record;
  const onInput = (event) => {
    record.input ??= event.timeStamp;
  };
  addEventListener('pointerup', onInput, { capture: true, once: true });
  addEventListener('keydown', onInput, { capture: true, once: true });
  let changed = true;
  let last = before;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const afterPaint = (done) => {
    // A message posted in a frame's callbacks arrives after that frame's paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  };
  const frame = () => {
    if (changed && record.input !== null) {
      changed = false;
      const now = probe();
      if (test ? test(before, now) : now !== last) {
        const entry = { value: now, at: null };
        record.frames.push(entry);
        afterPaint((at) => {
          entry.at = at;
          if (test) record.result = at;
        });
        last = now;
        if (test) {
          observer.disconnect();
          return;
        }
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** Starts watching for the interaction's result (watchResult), before anything of it happens. */
const armResult = (page, { probe, test }) =>
  page.evaluate(`(${watchResult})(${probe}, ${test ?? 'undefined'})`);

/** The probe must read the same for this long before its reading counts as the result. */
const RESULT_SETTLED_MS = 1000;

/**
 * The time to result in ms, waiting up to `timeout` for it; null if it never came. With a `test`,
 * the first frame in which it held. Otherwise the result is what the probe reads once the page
 * has settled (no change for RESULT_SETTLED_MS), and its time that of the frame that first
 * showed it for good: a count that changes a frame before the cards it counts is not yet the
 * result.
 */
const timeToResult = async (page, timeout = 3000) => {
  const start = Date.now();
  for (;;) {
    const record = await page.evaluate(() => window.__result).catch(() => null);
    if (!record || record.input == null) return null;
    if (record.result !== null) return record.result - record.input;
    const final = record.frames.at(-1);
    if (final?.at != null && (await page.evaluate(() => performance.now())) - final.at >= RESULT_SETTLED_MS) {
      return final.at - record.input;
    }
    if (Date.now() - start > timeout + RESULT_SETTLED_MS) return null;
    await page.waitForTimeout(100);
  }
};

/** What the interaction's device holds before the page opens: stored bookings, fixed draws. */
export const setUpDevice = async (context, interaction) => {
  if (interaction.takenDraws) await context.addInitScript(fullDayRandom, interaction.takenDraws);
  if (interaction.bookings) await storeBookings(context, interaction.bookings);
  if (interaction.position) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(interaction.position);
  }
};

/**
 * One measurement of one interaction: the slowest event of it in ms and that event, and the time
 * to its result in ms (null if it has none or it never came). With `longTasks`, also the longest
 * main-thread task from just before the input to the result (`longTask.longest`, 0 if none was
 * over 50 ms) and the longest of those a search caused (`longTask.search`, see longestSearchTask
 * in catalogueBudgets.mjs; `longTask.by` says `worker`, or `page` when no query went to a worker:
 * then the matching ran in the page, and every task of the interaction counts), and the time the
 * page's workers spent working meanwhile (`workerBusyMs`, at the machine's speed: Chrome does not
 * slow a worker's CPU; null with no worker).
 */
export const measureOnce = async (browser, origin, interaction, { longTasks = false } = {}) => {
  const { context, page, cdp } = await openPhone(browser, {
    network: false,
    seed: interaction.takenDraws ? undefined : SEED,
  });
  try {
    await setUpDevice(context, interaction);
    let workers = null;
    let documentRequest = null;
    if (longTasks) {
      await context.addInitScript(observeWorkerMessages);
      workers = await followWorkers(cdp, () => {}, { network: false, profile: true });
      cdp.on('Network.requestWillBeSent', ({ type, timestamp, wallTime }) => {
        if (type === 'Document' && documentRequest === null) documentRequest = { timestamp, wallTime };
      });
    }
    await page.goto(origin + interaction.path, { waitUntil: 'load' });
    await settle(page, 700);
    if (interaction.prepare) {
      await interaction.prepare(page);
      await settle(page, 500);
    }
    if (interaction.result) await armResult(page, interaction.result);
    const since = await performInteraction(page, cdp, interaction);
    await afterInteractionPaint(page);
    if (interaction.until) await interaction.until(page);
    const result = interaction.result ? await timeToResult(page) : null;
    // Event Timing reports an interaction after its next paint.
    await page.waitForTimeout(400);
    const events = await page.evaluate(
      (after) => window.__vitals.events.filter((event) => event.start >= after),
      since,
    );
    const slowest = events.reduce((worst, event) => (event.duration > worst.duration ? event : worst), {
      duration: 0,
    });
    if (!longTasks) return { inp: slowest.duration, slowest, result };
    const seen = await page.evaluate(() => ({
      tasks: window.__vitals.longTasks,
      messages: window.__workerMessages ?? [],
      input: window.__result?.input ?? null,
      now: performance.now(),
      timeOrigin: performance.timeOrigin,
    }));
    // Without a result, up to now: every task the interaction may have caused.
    const until = result !== null && seen.input !== null ? seen.input + result : seen.now;
    const bySearch = longestSearchTask(seen.tasks, seen.messages, since, until);
    const longest = longestTask(seen.tasks, since, until);
    const profiles = await workers.stopProfiles();
    const workerBusyMs =
      profiles.length === 0 || documentRequest === null
        ? null
        : profiles.reduce(
            (sum, profile) =>
              sum +
              busyMs(
                profile,
                networkTimeOf(documentRequest, seen.timeOrigin, since),
                networkTimeOf(documentRequest, seen.timeOrigin, until),
              ),
            0,
          );
    return {
      inp: slowest.duration,
      slowest,
      result,
      longTask: { longest, search: bySearch ?? longest, by: bySearch === null ? 'page' : 'worker' },
      workerBusyMs,
    };
  } finally {
    await context.close();
  }
};

/**
 * Measures every interaction `runs` times on each build of `builds` ({ name, origin,
 * largeOrigin }), taking turns run by run so that a busy moment of the machine hits both alike;
 * `large` interactions also on `largeOrigin`, the home page with `largeSize` restaurants. `only`
 * keeps the interactions whose label matches it. The first build is the one judged against
 * the budget.
 */
export const measureInteractions = async (
  browser,
  { builds, runs, only, largeSize = 1000, log = () => {} },
) => {
  const rows = [];
  const cases = INTERACTIONS.flatMap((interaction) => [
    ...(interaction.onlyLarge ? [] : [{ interaction, restaurants: 'built-in' }]),
    ...(interaction.large && builds[0].largeOrigin ? [{ interaction, restaurants: largeSize }] : []),
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
            result: spread(samples[index].map((sample) => sample.result ?? NaN)),
            resultRuns: samples[index].filter((sample) => sample.result !== null).length,
            slowestEvent: worst?.slowest ?? null,
          },
        ];
      }),
    );
    const judged = figures[builds[0].name].inp;
    const judgedResult = figures[builds[0].name].result;
    rows.push({
      interaction: interaction.label,
      page: interaction.path.split('?')[0],
      restaurants,
      builds: figures,
      withinBudget: judged !== null && judged.median <= INP_BUDGET_MS,
      resultBudgetMs: RESULT_BUDGET_MS + (interaction.specWaitMs ?? 0),
      resultWithinBudget:
        judgedResult !== null && judgedResult.median <= RESULT_BUDGET_MS + (interaction.specWaitMs ?? 0),
    });
    log(
      `  ${interaction.label} (${restaurants}): ${builds.map((build) => `${build.name} ${msRange(figures[build.name].inp)}, result ${msRange(figures[build.name].result)}`).join(', ')}`,
    );
  }
  return rows;
};

/** The rows as text lines, INP and time to result per build, the ones over budget marked. */
export const formatInteractionRows = (rows, buildNames) =>
  textTable([
    [
      'interaction',
      'page',
      'restaurants',
      ...buildNames.flatMap((name) => [`${name}: INP median (range)`, 'time to result (range)']),
      'budget',
    ],
    ...rows.map((row) => {
      const judged = row.builds[buildNames[0]];
      return [
        row.interaction,
        row.page,
        String(row.restaurants),
        ...buildNames.flatMap((name) => {
          const { runs, resultRuns } = row.builds[name];
          const missed = resultRuns < runs ? ` (${runs - resultRuns} of ${runs} never)` : '';
          return [msRange(row.builds[name].inp), `${msRange(row.builds[name].result)}${missed}`];
        }),
        judged.inp === null
          ? 'NOT MEASURED'
          : [
              `${row.withinBudget ? '<=' : 'OVER'} ${INP_BUDGET_MS} ms`,
              judged.result === null
                ? 'no result'
                : `${row.resultWithinBudget ? '<=' : 'OVER'} ${row.resultBudgetMs} ms`,
            ].join(', '),
      ];
    }),
  ]);
