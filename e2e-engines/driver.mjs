// @ts-check
import { setTimeout as delay } from 'node:timers/promises';
import { describeTarget, queriesSource, serializeTarget } from './pageQueries.mjs';

/** @typedef {import('./pageQueries.mjs').Target} Target */
/** @typedef {import('./pageQueries.mjs').Matcher} Matcher */

/**
 * An element as the adapter knows it (a Puppeteer handle, a WebdriverIO element).
 * @typedef {unknown} ElementRef
 */

/**
 * One tab of one engine, as an adapter drives it. Functions handed to `evaluate` and
 * `evaluateElement` run in the page's own world, so they see what the app's scripts set.
 *
 * @typedef {object} Session
 * @property {(url: string) => Promise<void>} goto  Loads the URL and waits for the load event.
 * @property {(fn: (...args: any[]) => any, ...args: any[]) => Promise<any>} evaluate  Returns a JSON value.
 * @property {(source: string) => Promise<void>} evaluateSource  Runs script text, past the page's CSP.
 * @property {(fn: (...args: any[]) => Element | null, ...args: any[]) => Promise<ElementRef | null>} evaluateElement
 * @property {(element: ElementRef, fn: (element: any, ...args: any[]) => any, ...args: any[]) => Promise<any>} evaluateOn
 * @property {(element: ElementRef) => Promise<void>} click  A real pointer click at the element.
 * @property {(element: ElementRef, text: string) => Promise<void>} type  Real key presses into the element.
 * @property {(element: ElementRef, label: string) => Promise<void>} selectOption
 * @property {(key: 'Escape') => Promise<void>} press
 * @property {(offline: boolean) => Promise<boolean>} setOffline  False when the engine cannot.
 * @property {(file: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 */

/**
 * A browser engine, started once; each journey gets a fresh session with empty storage.
 * @typedef {object} Engine
 * @property {string} name  chromium, firefox or webkit.
 * @property {string} version  What the engine reports, for the CI log.
 * @property {() => Promise<Session>} newSession
 * @property {() => Promise<void>} close
 */

const WAIT_MS = 10_000;
const POLL_MS = 100;

/** @param {Matcher} expected @param {string} actual */
const matches = (expected, actual) =>
  typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);

/** @param {unknown} value */
const show = (value) => JSON.stringify(value);

/**
 * Polls `check` until it reports `ok`, for up to `timeout` ms. Every wait in the journeys goes
 * through here: a condition, never a fixed sleep.
 *
 * @template T
 * @param {string} what  Said in the error when the time runs out.
 * @param {() => Promise<{ ok: true, value: T } | { ok: false, seen: string }>} check
 * @returns {Promise<T>}
 */
export const waitUntil = async (what, check, timeout = WAIT_MS) => {
  const deadline = Date.now() + timeout;
  let seen = 'nothing yet';
  for (;;) {
    try {
      const result = await check();
      if (result.ok) return result.value;
      seen = result.seen;
    } catch (error) {
      seen = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last seen: ${seen})`);
    await delay(POLL_MS);
  }
};

/**
 * What a journey drives: the same calls in every engine, finding elements by role, label and
 * text, and waiting for what it expects rather than for a time.
 *
 * @param {Session} session
 * @param {string} origin  Where the build is served; paths are resolved against it.
 */
export const createDriver = (session, origin) => {
  let source = '';
  const ensureQueries = async () => {
    const installed = await session.evaluate(() => '__engineQueries' in globalThis);
    if (installed) return;
    source ||= queriesSource();
    await session.evaluateSource(source);
  };

  /** @param {Target} target @returns {Promise<string[]>} */
  const textsOf = async (target) => {
    await ensureQueries();
    return session.evaluate((serialized) => {
      const { queryAll, textOf } = /** @type {any} */ (globalThis).__engineQueries;
      return queryAll(serialized).map(textOf);
    }, serializeTarget(target));
  };

  /** The one element the target names, once there is exactly one. @param {Target} target */
  const find = (target) =>
    waitUntil(describeTarget(target), async () => {
      await ensureQueries();
      const element = await session.evaluateElement((serialized) => {
        const found = /** @type {any} */ (globalThis).__engineQueries.queryAll(serialized);
        return found.length === 1 ? found[0] : null;
      }, serializeTarget(target));
      if (element) return { ok: true, value: element };
      const count = (await textsOf(target)).length;
      if (count > 0 || !('role' in target) || target.name === undefined)
        return { ok: false, seen: `${count} matching elements` };
      // What the page has of that role instead, to tell a renamed element from a missing one.
      const others = (await textsOf({ ...target, name: undefined }))
        .slice(0, 8)
        .map((text) => text.slice(0, 60));
      return { ok: false, seen: `no match; ${target.role} elements read ${show(others)}` };
    });

  /** @param {ElementRef} element */
  const scrollIntoView = (element) =>
    // Centred: WebKit's WebDriver will not click inside content that `content-visibility: auto`
    // skips while it is off screen.
    session.evaluateOn(element, (node) => node.scrollIntoView({ block: 'center', inline: 'center' }));

  /**
   * Waits until a pointer would land on the element: scrolled into view, sized, still across
   * two frames (menus grow in) and on top at its centre (a closing menu's backdrop is not).
   * @param {ElementRef} element @param {string} what
   */
  const waitForActionable = (element, what) =>
    waitUntil(`${what} to take a click`, async () => {
      await scrollIntoView(element);
      /** @type {string} */
      const state = await session.evaluateOn(
        element,
        (node) =>
          new Promise((resolve) => {
            const before = node.getBoundingClientRect();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const box = node.getBoundingClientRect();
                if (box.width === 0 || box.height === 0) return resolve('no size');
                if (
                  box.x !== before.x ||
                  box.y !== before.y ||
                  box.width !== before.width ||
                  box.height !== before.height
                ) {
                  return resolve('moving');
                }
                const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
                if (hit && !node.contains(hit)) return resolve(`covered by ${hit.outerHTML.slice(0, 80)}`);
                resolve('ok');
              }),
            );
          }),
      );
      return state === 'ok' ? { ok: true, value: undefined } : { ok: false, seen: state };
    });

  const driver = {
    /** @param {string} path  A path on the served build, or a whole URL. */
    goto: async (path) => {
      await session.goto(/^https?:/.test(path) ? path : `${origin}${path}`);
    },

    /** @param {Target} target */
    click: async (target) => {
      const element = await find(target);
      await waitForActionable(element, describeTarget(target));
      await session.click(element);
    },

    /** Replaces the field's text by typing, as a diner would. @param {Target} target @param {string} value */
    fill: async (target, value) => {
      const element = await find(target);
      await waitForActionable(element, describeTarget(target));
      await session.click(element);
      await session.evaluateOn(element, (field) => field.select());
      await session.type(element, value);
      await waitUntil(`${describeTarget(target)} to read ${show(value)}`, async () => {
        const current = await session.evaluateOn(element, (field) => field.value);
        return current === value ? { ok: true, value: undefined } : { ok: false, seen: show(current) };
      });
    },

    /** Picks an option of a native select by its text. @param {Target} target @param {string} label */
    select: async (target, label) => {
      const element = await find(target);
      await scrollIntoView(element);
      await session.selectOption(element, label);
    },

    /** @param {'Escape'} key */
    press: (key) => session.press(key),

    /** @param {Target} target */
    waitFor: async (target) => {
      await find(target);
    },

    /** How many elements the target names, now. @param {Target} target */
    count: async (target) => (await textsOf(target)).length,

    /** @param {Target} target */
    waitForNone: (target) =>
      waitUntil(`no ${describeTarget(target)}`, async () => {
        const texts = await textsOf(target);
        return texts.length === 0 ? { ok: true, value: undefined } : { ok: false, seen: show(texts) };
      }),

    /** The texts of every element the target names, in page order, once they are `expected`. @param {Target} target @param {Matcher[]} expected */
    expectTexts: (target, expected) =>
      waitUntil(`${describeTarget(target)} to read ${show(expected.map(String))}`, async () => {
        const texts = await textsOf(target);
        const ok =
          texts.length === expected.length &&
          expected.every((want, index) =>
            typeof want === 'string' ? texts[index] === want : want.test(texts[index] ?? ''),
          );
        return ok ? { ok: true, value: texts } : { ok: false, seen: show(texts) };
      }),

    /** Waits until the one element the target names contains `expected`, and returns its text. @param {Target} target @param {Matcher} expected */
    expectText: (target, expected) =>
      waitUntil(`${describeTarget(target)} to contain ${String(expected)}`, async () => {
        const texts = await textsOf(target);
        const [text] = texts;
        if (texts.length === 1 && text !== undefined && matches(expected, text))
          return { ok: true, value: text };
        return { ok: false, seen: show(texts) };
      }),

    /** @param {Target} target @param {string} name @param {string | null} expected */
    expectAttribute: async (target, name, expected) => {
      const element = await find(target);
      await waitUntil(`${describeTarget(target)} to have ${name}=${show(expected)}`, async () => {
        const value = await session.evaluateOn(
          element,
          (node, attribute) => node.getAttribute(attribute),
          name,
        );
        return value === expected ? { ok: true, value: undefined } : { ok: false, seen: show(value) };
      });
    },

    /** Waits until the page's visible text contains `expected`. @param {Matcher} expected */
    waitForText: (expected, timeout = WAIT_MS) =>
      waitUntil(
        `the page to show ${String(expected)}`,
        async () => {
          const text = await session.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
          return matches(expected, text)
            ? { ok: true, value: undefined }
            : { ok: false, seen: `${text.slice(0, 200)}...` };
        },
        timeout,
      ),

    /**
     * Waits until `condition`, run in the page, returns true.
     * @param {string} what @param {() => boolean} condition
     */
    waitForCondition: (what, condition, timeout = WAIT_MS) =>
      waitUntil(
        what,
        async () =>
          (await session.evaluate(condition)) === true
            ? { ok: true, value: undefined }
            : { ok: false, seen: 'false' },
        timeout,
      ),

    /** Waits until the URL (path, query and hash) is `expected`. @param {string} expected */
    waitForPath: (expected) =>
      waitUntil(`the URL to be ${expected}`, async () => {
        const path = await session.evaluate(() => location.pathname + location.search + location.hash);
        return path === expected ? { ok: true, value: undefined } : { ok: false, seen: path };
      }),

    /** @param {Target} target */
    scrollIntoView: async (target) => {
      await scrollIntoView(await find(target));
    },

    /** @param {(...args: any[]) => any} fn @param {...any} args */
    evaluate: (fn, ...args) => session.evaluate(fn, ...args),

    /** The parsed JSON stored under `key`, or null. @param {string} key */
    readStorage: (key) =>
      session.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? 'null'), key),

    /** @param {boolean} offline @returns {Promise<boolean>} false when the engine cannot. */
    setOffline: (offline) => session.setOffline(offline),
  };
  return driver;
};

/** @typedef {ReturnType<typeof createDriver>} Driver */
