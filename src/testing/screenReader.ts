import { act } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * The virtual screen reader (@guidepup/virtual-screen-reader) over the rendered page: what a
 * diner hears as focus moves, as live regions change and as the reading cursor walks on.
 */

/** What jsdom lacks for the reader; returns how to put things back. */
function installShims(): () => void {
  // jsdom computes no pseudo-element styles and says so on the console at each ask; without the
  // argument it returns the element's own style, which is what it returns with it.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element) => getComputedStyle.call(window, element);
  // The reader names a node that has just been removed, inside a removed subtree, from its
  // aria-labelledby; its library then asks that subtree's root element, which is not a document,
  // for the ids, throws, and drops every announcement made in the same batch of changes.
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: Element, id: string) {
      return Array.from(this.querySelectorAll('[id]')).find((element) => element.id === id) ?? null;
    },
  });
  return () => {
    window.getComputedStyle = getComputedStyle;
    delete (Element.prototype as { getElementById?: unknown }).getElementById;
  };
}

let restoreShims: (() => void) | undefined;

/**
 * Starts the reader on `container` (the whole page unless told), its cursor at the top, with
 * nothing spoken yet. It rebuilds its tree of `container` at each focus change: a smaller one
 * makes a test quicker.
 */
export async function startScreenReader(container: Element = document.body): Promise<void> {
  restoreShims ??= installShims();
  await virtual.start({
    container,
    // Its presses wait between events; under fake timers those waits are advanced by hand.
    advanceTimers: (ms) => {
      if ('clock' in setTimeout) jest.advanceTimersByTime(ms);
    },
  });
  await virtual.clearSpokenPhraseLog();
}

export async function stopScreenReader(): Promise<void> {
  await virtual.stop();
  restoreShims?.();
  restoreShims = undefined;
}

/**
 * What has been spoken since the last call: focus moves, the cursor's reading and live-region
 * announcements (prefixed `polite:` or `assertive:`). Announcements are queued once the page's
 * changes are observed, so they are let through first.
 */
export async function spoken(): Promise<string[]> {
  await act(async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  });
  const phrases = await virtual.spokenPhraseLog();
  await virtual.clearSpokenPhraseLog();
  return phrases;
}

/**
 * Moves the reading cursor on, item by item, until it reads `last`; returns what was spoken
 * (that reading, after anything said since the last `spoken()`).
 */
export async function readOnUntil(last: string | RegExp, limit = 300): Promise<string[]> {
  const isLast = (phrase: string) => (typeof last === 'string' ? phrase === last : last.test(phrase));
  for (let i = 0; i < limit; i += 1) {
    await virtual.next();
    if (isLast(await virtual.lastSpokenPhrase())) return spoken();
  }
  throw new Error(
    `The reader did not reach ${String(last)} in ${limit} items:\n${(await spoken()).join('\n')}`,
  );
}

/** Jumps from heading to heading, as with a screen reader's H key, until it reads `heading`. */
export async function jumpToHeading(heading: string, limit = 50): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await virtual.perform(virtual.commands.moveToNextHeading);
    if ((await virtual.lastSpokenPhrase()) === heading) return;
  }
  throw new Error(`The reader found no heading read as ${heading}`);
}
