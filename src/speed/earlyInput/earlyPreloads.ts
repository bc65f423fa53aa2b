import type { EarlyInput } from './replayEarlyInput';

/**
 * Code a control fetches when the diner reaches for it (a menu's, say), fetched as soon as the
 * script starts when the diner pressed that control before it ran, or as the press is kept after
 * that: otherwise the press, replayed once the page has hydrated, would only then ask for it and
 * wait another round trip or more. A control opts in with the attributes `registerEarlyPreload`
 * returns; the registration is in the entry's first chunk, so that it is there when the script
 * starts, not once the page's code has loaded.
 */
const preloads = new Map<string, () => void>();

const ATTRIBUTE = 'data-early-preload';

/**
 * Registers `preload` under `name`; returns the attribute that marks a control (or an element
 * around it) whose early press needs it.
 */
export const registerEarlyPreload = (name: string, preload: () => void) => {
  preloads.set(name, preload);
  return { [ATTRIBUTE]: name };
};

/** Starts fetching the code of every control pressed among `elements`, each once. */
export const preloadForEarlyInput = (elements: Element[]) => {
  const names = new Set(
    elements.map((element) => element.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE)),
  );
  for (const name of names) if (name) preloads.get(name)?.();
};

/**
 * Fetches, from now on, the code of each control pressed before the page took input over: those
 * kept already, and each one as it is kept while the script starts the page.
 */
export const preloadAsPressesAreKept = (earlyInput: EarlyInput | undefined) =>
  earlyInput?.follow((element) => preloadForEarlyInput([element]));
