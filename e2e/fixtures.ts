import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Pins `Date` and the timers at an instant; time then flows from there, and `page.clock.runFor`
 * jumps ahead (e.g. over the 2-second booking submit) without waiting.
 */
export const pinClock = (page: Page, at: Date) => page.clock.install({ time: at });

/**
 * Pins `Math.random` before the app loads. Slot availability draws from it once per slot:
 * 0 frees every slot the party fits, 0.9999 frees none.
 */
export const pinRandom = (page: Page, value: number) =>
  page.addInitScript((pinned) => {
    Math.random = () => pinned;
  }, value);

/**
 * Records the URLs passed to `window.open` instead of opening them, so nothing leaves
 * 127.0.0.1. Read them back with `openedUrls(page)`.
 */
export const recordWindowOpen = (page: Page) =>
  page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __openedUrls: opened });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(JSON.stringify({ url: String(url), target, features }));
      return null;
    };
  });

export const openedUrls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __openedUrls: string[] }).__openedUrls ?? []).map(
      (entry) => JSON.parse(entry) as { url: string; target?: string; features?: string },
    ),
  );

/** Console errors and warnings (a hydration mismatch is one), and uncaught errors, for a test to assert there were none. */
export const collectProblems = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/** The catalogue files the page asks for, in order, as paths. */
export const recordDataRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/data/')) requested.push(pathname);
  });
  return requested;
};

/**
 * How far a home card's room before it is drawn may be from its drawn height
 * (cardHeightEstimate in src/features/restaurants/restaurantGridLayout.ts): a name or features
 * that wrap make a card up to about 20 px taller than the median it is counted at.
 */
export const CARD_ESTIMATE_TOLERANCE_PX = 30;

/**
 * Checks that a list item away from the screen (`content-visibility: auto`: counted, not drawn)
 * is counted within CARD_ESTIMATE_TOLERANCE_PX of the height it is drawn at.
 */
export const expectCountedAsDrawn = async (item: Locator, where: string) => {
  const { isSkipped, counted, drawn } = await item.evaluate((element) => {
    const skipped = !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
    const before = element.getBoundingClientRect().height;
    (element as HTMLElement).style.contentVisibility = 'visible';
    return { isSkipped: skipped, counted: before, drawn: element.getBoundingClientRect().height };
  });
  expect(isSkipped, `${where}: away from the screen, not drawn`).toBe(true);
  expect(Math.abs(drawn - counted), `${where}: counted ${counted}, drawn ${drawn}`).toBeLessThanOrEqual(
    CARD_ESTIMATE_TOLERANCE_PX,
  );
};
