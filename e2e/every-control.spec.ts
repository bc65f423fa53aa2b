import { expect, test, type Page } from '@playwright/test';
import { bookTable, fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';

/*
 * No dead ends: every button and link a diner can press on the home page, a restaurant, each
 * step of booking and My Bookings changes something they can see: the URL, a new tab, a
 * download, a dialog or menu, the content, a control's state, or the focus. Each control is
 * pressed on the screen as it first shows (the screen is opened afresh after a press that took
 * the diner elsewhere or opened something), and the test names every press that changed nothing.
 * The header and the footer are the same on every page: their controls are pressed on the home
 * page.
 */

// Thursday 3 December 2026, noon in New York; every slot free (Math.random pinned at 0).
const THURSDAY_NOON = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });

/** What a diner can see change, read in the page just before and after a press. */
interface Seen {
  url: string;
  text: string;
  focus: string;
  overlays: number;
  state: string;
  /** The control says it is the current or chosen one already (a gallery dot, a chosen day). */
  chosen: boolean;
  /** A dialog, menu or popover holds the page (MUI's modal layer). */
  modal: boolean;
}

interface Control {
  /** Role-like kind and accessible name, numbered among controls of the same name. */
  key: string;
  href: string | null;
  inShell: boolean;
}

interface Options {
  /** Press the header's and footer's controls too (they are the same on every page). */
  shell: boolean;
  /**
   * After a link moved the diner on, Back returns to the screen as it was. Not on the booking
   * steps: Back there is a step of booking, not the screen the press was made on.
   */
  back: boolean;
}

// The gallery's dots are radios: plain HTML that works before the script.
const CONTROLS = 'a[href], button, [role="button"], [role="link"], input[type="radio"]';

/**
 * Every visible, enabled button and link of the page, in document order; with `mark`, the one
 * of that key is marked (`data-pressed-control`) so that a locator can press it. Hidden ones are
 * not counted: a booking step kept hidden holds a second Back.
 */
const readControls = ({ selector, mark }: { selector: string; mark?: string }): Control[] => {
  document.querySelector('[data-pressed-control]')?.removeAttribute('data-pressed-control');
  const counts = new Map<string, number>();
  return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
    const box = element.getBoundingClientRect();
    const hidden =
      box.width === 0 ||
      box.height === 0 ||
      getComputedStyle(element).visibility === 'hidden' ||
      element.closest('[aria-hidden="true"], [inert]') !== null;
    const disabled =
      (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
    if (hidden || disabled) return [];
    const name = (
      element.getAttribute('aria-label') ??
      element.textContent ??
      element.getAttribute('title') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const base = `${element.tagName === 'A' ? 'link' : element.matches('input[type="radio"]') ? 'radio' : 'button'} "${name}"`;
    const count = (counts.get(base) ?? 0) + 1;
    counts.set(base, count);
    const key = count === 1 ? base : `${base} #${count}`;
    if (key === mark) element.setAttribute('data-pressed-control', '');
    return [{ key, href: element.getAttribute('href'), inShell: element.closest('header, footer') !== null }];
  });
};

const listControls = (page: Page): Promise<Control[]> => page.evaluate(readControls, { selector: CONTROLS });

/** Marks the control with `key` so a locator can press it; false when the page no longer has it. */
const markControl = async (page: Page, key: string) =>
  (await page.evaluate(readControls, { selector: CONTROLS, mark: key })).some(
    (control) => control.key === key,
  );

/** Marks the control, waiting a little for parts the page fills in once it runs (a card's times). */
const markControlSoon = async (page: Page, key: string) => {
  const deadline = Date.now() + 3000;
  while (!(await markControl(page, key))) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(100);
  }
  return true;
};

const see = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const pressed = document.querySelector('[data-pressed-control]');
    const active = document.activeElement;
    return {
      url: location.href,
      text: document.body.innerText,
      focus:
        active === null || active === document.body || active === pressed
          ? ''
          : `${active.tagName}#${active.id}|${active.getAttribute('aria-label') ?? active.textContent ?? ''}`,
      overlays: document.querySelectorAll(
        '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="alert"], [role="tooltip"]',
      ).length,
      state: pressed
        ? [
            ...['aria-expanded', 'aria-pressed', 'aria-checked', 'aria-selected', 'aria-current'].map(
              (name) => pressed.getAttribute(name),
            ),
            (pressed as HTMLInputElement).checked,
          ].join('|')
        : 'gone',
      modal: document.querySelector('.MuiModal-root, [aria-modal="true"]') !== null,
      chosen:
        pressed !== null &&
        ((pressed as HTMLInputElement).checked === true ||
          ['aria-pressed', 'aria-checked', 'aria-selected'].some(
            (name) => pressed.getAttribute(name) === 'true',
          ) ||
          (pressed.getAttribute('aria-current') ?? 'false') !== 'false'),
    };
  });

const differences = (before: Seen, after: Seen) =>
  [
    before.url !== after.url && 'the URL',
    before.text !== after.text && 'the content',
    before.overlays !== after.overlays && 'a dialog, menu or message',
    before.state !== after.state && "the control's state",
    after.focus !== '' && before.focus !== after.focus && 'the focus',
  ].filter((change): change is string => change !== false);

/**
 * Presses every control `open` shows, one at a time, and returns those whose press changed
 * nothing. `open` brings the screen up afresh; it is run again after a press that moved the
 * diner on, opened something or changed the screen, so that every press starts from the screen
 * as it first shows.
 */
const pressEveryControl = async (
  page: Page,
  open: () => Promise<void>,
  { shell, back }: Options,
): Promise<{ pressed: string[]; dead: string[] }> => {
  const opened: string[] = [];
  const downloads: string[] = [];
  page.context().on('page', (tab) => opened.push(tab.url()));
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  await open();
  const all = await listControls(page);
  const controls = all.filter((control) => shell || !control.inShell);
  expect(controls.length).toBeGreaterThan(0);
  const pressed: string[] = [];
  const dead: string[] = [];
  // The screen is as it first showed; a press that moved the diner on or opened something
  // means opening it again before the next press.
  let fresh = true;
  let reopen = false;

  /** Presses the marked control and waits up to 3 s for something a diner can see to change. */
  const pressMarked = async () => {
    const before = await see(page);
    const tabs = opened.length;
    const files = downloads.length;
    const control = page.locator('[data-pressed-control]');
    // The skip link shows only once focused: it is reached as a keyboard user reaches it.
    if ((await control.getAttribute('href')) === '#main') {
      await control.focus();
      await page.keyboard.press('Enter');
    } else {
      await control.click();
    }
    let after: Seen | null = null;
    let changes: string[] = [];
    // Pressing what is already chosen keeps it: no need to wait long to see nothing change.
    const deadline = Date.now() + (before.chosen ? 500 : 3000);
    while (Date.now() < deadline) {
      after = await see(page).catch(() => null);
      changes = [
        ...(after ? differences(before, after) : ['the page']),
        ...(opened.length > tabs ? ['a new tab'] : []),
        ...(downloads.length > files ? ['a download'] : []),
      ];
      if (changes.length > 0) break;
      await page.waitForTimeout(100);
    }
    for (const tab of page.context().pages()) if (tab !== page) await tab.close();
    // The screen is read again a moment later, to know whether the next press can be made on
    // it. A press that expanded something (whose menu's code may still be arriving) or opened
    // anything means opening the screen afresh.
    await page.waitForTimeout(250);
    after = await see(page).catch(() => null);
    const stays =
      after !== null &&
      after.url === before.url &&
      !after.modal &&
      after.overlays <= before.overlays &&
      !after.state.startsWith('true|');
    const alreadyChosen = before.chosen;
    // A link within the site that moved the diner on: Back returns to the screen (in the page,
    // without loading it again), which is quicker than opening it afresh.
    if (
      back &&
      after !== null &&
      after.url !== before.url &&
      new URL(after.url).origin === new URL(before.url).origin
    ) {
      await page.goBack();
      const returned = await see(page).catch(() => null);
      const isBack = returned !== null && returned.url === before.url && !returned.modal;
      return { changes, stays: isBack, alreadyChosen };
    }
    return { changes, stays, alreadyChosen };
  };

  const openAfresh = async () => {
    await open();
    fresh = true;
    reopen = false;
  };

  for (const control of controls) {
    // tel: and mailto: hand over to the device (a phone call, a new e-mail), which a headless
    // browser does not show: their URLs are checked instead of pressed.
    if (control.href?.startsWith('tel:') || control.href?.startsWith('mailto:')) {
      expect(control.href, control.key).toMatch(/^(tel:\+?[\d-]{7,}|mailto:[^@\s]+@[^@\s]+\.[a-z]+)$/);
      pressed.push(control.key);
      continue;
    }
    if (reopen || !(await markControl(page, control.key))) {
      await openAfresh();
      if (!(await markControlSoon(page, control.key))) {
        dead.push(`${control.key} (not on the screen opened afresh)`);
        continue;
      }
    }
    let result = await pressMarked();
    // Pressed on a screen that earlier presses had changed (a day already chosen, say): tried
    // again on the screen as it first shows before it counts as doing nothing.
    if (result.changes.length === 0 && !fresh) {
      await openAfresh();
      if (await markControlSoon(page, control.key)) result = await pressMarked();
    }
    pressed.push(control.key);
    // The dot of the image already shown, the day already chosen: pressing it again keeps it.
    if (result.changes.length === 0 && !result.alreadyChosen) dead.push(control.key);
    fresh = false;
    reopen = !result.stays;
  }
  return { pressed, dead };
};

/** The booking page of Trattoria Aurora with a day chosen: its times show. */
const openBookingDay = async (page: Page) => {
  await page.goto('/book/1?party=2&date=2026-12-10');
  await expect(page.getByRole('button', { name: '7:15 PM, available' })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

const openDetailsStep = async (page: Page) => {
  await openBookingDay(page);
  await page.getByRole('button', { name: '7:15 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

const openConfirmation = async (page: Page) => {
  await openDetailsStep(page);
  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

test.describe('every control a diner can press does something they can see', () => {
  test.beforeEach(async ({ page, context }) => {
    // Links to other sites open in a new tab; the tab gets a stand-in page, and no test goes out.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
    );
    await pinClock(page, THURSDAY_NOON);
    await pinRandom(page, 0);
  });

  const screens: [string, (page: Page) => Promise<void>, Options][] = [
    [
      'the home page, with its header and footer',
      async (page) => {
        await page.goto('/');
        await expect(page.getByRole('status').filter({ hasText: 'restaurants found' })).toBeVisible();
        // Cards show their times once the page runs: from then on it answers presses.
        const times = page.getByRole('group', { name: /^Times at / }).getByRole('link');
        await expect(times.first()).toBeVisible();
      },
      { shell: true, back: true },
    ],
    [
      'a restaurant',
      async (page) => {
        await page.goto('/restaurant/1');
        await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
      { shell: false, back: true },
    ],
    ['booking, step 1: date and time', openBookingDay, { shell: false, back: false }],
    ['booking, step 2: details', openDetailsStep, { shell: false, back: false }],
    ['booking, step 3: the confirmation', openConfirmation, { shell: false, back: false }],
    [
      'My Bookings with an upcoming booking',
      async (page) => {
        await page.goto('/bookings');
        if ((await page.evaluate(() => localStorage.getItem('bookings'))) === null) {
          await bookTable(page, { day: 'Thursday, December 10, 2026', time: '7:15 PM' });
          await page.goto('/bookings');
        }
        await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
      { shell: false, back: true },
    ],
  ];

  for (const [name, open, options] of screens) {
    test(name, async ({ page }) => {
      test.setTimeout(240_000);
      const { pressed, dead } = await pressEveryControl(page, () => open(page), options);
      test.info().annotations.push({ type: 'pressed', description: pressed.join(', ') });
      expect(dead, `pressed ${pressed.length} controls`).toEqual([]);
    });
  }
});
