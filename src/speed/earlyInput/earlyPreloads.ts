/**
 * Code a control fetches when the diner reaches for it (a menu's, say), fetched as soon as the
 * script starts when the diner pressed that control before it ran: otherwise the press, replayed
 * once the page has hydrated, would only then ask for it and wait another round trip or more.
 * A control opts in with the attributes `registerEarlyPreload` returns.
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
