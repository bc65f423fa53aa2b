/**
 * The second half of earlyInput.inline.js: once React has taken over a prerendered page, what the
 * diner did before is done again, once, in order, on the same controls.
 */

/** One thing the diner did before the script ran, as the inline script keeps it. */
export interface KeptInput {
  type: 'click' | 'keydown' | 'value';
  element: HTMLElement;
  /** Child indexes from <html>: where the element is, should React have replaced it. */
  path: number[];
  init?: KeyboardEventInit;
  value?: string;
}

/** What the inline script leaves on `window.__earlyInput` until src/main.tsx takes it. */
export interface EarlyInput {
  /** The attribute that gives a kept press its pressed look. */
  pressed: string;
  /** The style sheet of that look. */
  style: HTMLStyleElement;
  /** Tells `callback` of each press kept so far, and of each one kept until `take`. */
  follow: (callback: (element: HTMLElement) => void) => void;
  /** Stops keeping input and hands over what was kept. */
  take: () => KeptInput[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

const WAIT_STEP_MS = 50;
/** How long a kept input waits for React to hydrate its element before it is done anyway. */
const MAX_WAIT_MS = 10_000;

const locate = ({ element, path }: KeptInput): Element | null => {
  if (element.isConnected) return element;
  let found: Element | null = document.documentElement;
  for (const index of path) found = found?.children[index] ?? null;
  return found;
};

/**
 * React hydrates a page in parts (a part waiting for its code stays as it was), and an event on
 * an element it has not hydrated yet is lost, or makes it hydrate on the spot and put back the
 * value the page was built with over the one picked. React keeps each element's props on the
 * element once it has hydrated it: that is the sign to wait for.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const hydratedElement = async (entry: KeptInput) => {
  for (let waited = 0; waited < MAX_WAIT_MS; waited += WAIT_STEP_MS) {
    const element = locate(entry);
    if (element && isHydrated(element)) return element;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return locate(entry);
};

/**
 * Sets a field's value as the diner did. React notices a change only when the value differs from
 * the one it last saw set, so that is made different first; a field it already knows about is
 * told again, which changes nothing.
 */
const setValue = (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
  if (!(element instanceof HTMLSelectElement)) {
    element.value = `${value}\u200b`;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
  } else {
    element.value = value;
  }
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
};

/** Tries again this often, this many times, while React puts a replayed value back. */
const VALUE_RETRY_MS = 100;
const VALUE_TRIES = 10;

const replayOne = async (element: Element, entry: KeptInput) => {
  if (entry.type === 'click' && element instanceof HTMLElement) element.click();
  else if (entry.type === 'keydown') element.dispatchEvent(new KeyboardEvent('keydown', entry.init));
  else if (
    entry.type === 'value' &&
    entry.value !== undefined &&
    (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement)
  ) {
    // A field React still renders from the HTML's state puts its old value back at once: the
    // change did not take, so it is made again a moment later.
    for (let tries = 0; tries < VALUE_TRIES; tries += 1) {
      setValue(element, entry.value);
      await new Promise((resolve) => setTimeout(resolve, VALUE_RETRY_MS));
      if (element.value === entry.value) return;
    }
  }
};

/**
 * Replays `kept`, each as soon as React has hydrated its element, then removes the pressed look.
 * Once: what it replays is taken out of `kept`.
 */
export const replayEarlyInput = async (kept: KeptInput[], { pressed, style }: EarlyInput) => {
  for (const entry of kept.splice(0)) {
    const element = await hydratedElement(entry);
    entry.element.removeAttribute(pressed);
    element?.removeAttribute(pressed);
    if (element) await replayOne(element, entry);
  }
  style.remove();
};

/** Forgets what was kept (the page was rendered afresh, not hydrated from this HTML). */
export const discardEarlyInput = (kept: KeptInput[], { pressed, style }: EarlyInput) => {
  for (const entry of kept) entry.element.removeAttribute(pressed);
  style.remove();
};
