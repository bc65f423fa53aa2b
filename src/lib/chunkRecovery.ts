/**
 * A deployment replaces the site's files. A tab still running the previous build (one with no
 * service worker to keep its files: a first visit, a hard reload, a browser without one) then
 * asks for code that is gone, and the import fails. Loading the URL again fetches the new
 * build; this module does that at most once per URL, carrying over what the diner was doing
 * (through `carryOverOnReload`), so a loop can never start. The React side, which knows the
 * URL, is lazyWithReload.tsx.
 */

/** How a script that did not load is reported: by webpack, Chromium, Firefox and Safari. */
const FAILED_IMPORT = [
  /^Loading (CSS )?chunk \S+ failed/,
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
];

/** Whether `error` says that code could not be loaded (rather than that it ran and failed). */
export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || FAILED_IMPORT.some((pattern) => pattern.test(error.message)));

/** sessionStorage key of the URL the last automatic reload was for. */
export const RELOAD_MARK_KEY = 'reload.triedFor';

/**
 * How the page is loaded again. Tests replace `to` (jsdom cannot reload); `isUnderWay` lets
 * anything else that fails meanwhile wait for the reload instead of showing an error.
 */
export const documentReload = {
  isUnderWay: false,
  to(href: string) {
    documentReload.isUnderWay = true;
    const target = new URL(href, window.location.href);
    const { pathname, search, hash } = window.location;
    if (target.pathname + target.search !== pathname + search) {
      window.location.assign(target);
      return;
    }
    // Same document URL: `assign` would only scroll to the new fragment.
    if (target.hash !== hash) window.history.replaceState(window.history.state, '', target);
    window.location.reload();
  },
};

/** This tab's storage, or null where there is none (prerendering) or it is blocked. */
const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The URL of the last automatic reload; null when none, undefined when it cannot be known. */
const readMark = (): string | null | undefined => {
  try {
    return session()?.getItem(RELOAD_MARK_KEY);
  } catch {
    return undefined;
  }
};

const writeMark = (href: string): boolean => {
  try {
    const storage = session();
    storage?.setItem(RELOAD_MARK_KEY, href);
    return storage !== null;
  } catch {
    return false;
  }
};

type Keep = (key: string, text: string) => void;
let carryOver: ((keep: Keep) => void) | undefined;

/**
 * What to keep across the reload: `save` runs just before it, and keeps text under a key of
 * this tab's sessionStorage, for `takeCarriedOver` to read after it. One at a time (the app has
 * one store); returns a function that removes it.
 */
export const carryOverOnReload = (save: (keep: Keep) => void): (() => void) => {
  carryOver = save;
  return () => {
    if (carryOver === save) carryOver = undefined;
  };
};

/** The text kept under `key` before the last reload, removed as it is read (null when none). */
export const takeCarriedOver = (key: string): string | null => {
  try {
    const storage = session();
    const text = storage?.getItem(key) ?? null;
    storage?.removeItem(key);
    return text;
  } catch {
    return null;
  }
};

const keepForReload = () => {
  const storage = session();
  if (!storage || !carryOver) return;
  try {
    carryOver((key, text) => storage.setItem(key, text));
  } catch {
    // Storage full: the reload is still the diner's way on, without the choices.
  }
};

/**
 * Whether code missing at `href` may load the URL again: not if that was already tried
 * (a reload that did not help would only repeat), nor where the attempt cannot be remembered,
 * nor offline, where it would only trade the site's page for the browser's.
 */
export const mayReloadFor = (href: string): boolean => {
  if (documentReload.isUnderWay) return true;
  if (globalThis.navigator?.onLine === false) return false;
  const mark = readMark();
  return mark !== undefined && mark !== href;
};

/** Loads `href` again if `mayReloadFor` allows, remembering that it did; false when it may not. */
export const reloadOnce = (href: string): boolean => {
  if (!mayReloadFor(href) || !writeMark(href)) return false;
  keepForReload();
  documentReload.to(href);
  return true;
};

/**
 * The diner's Reload: always, carrying over their choices too. Remembered like an automatic
 * one, so that if the code is still missing the error shows at once rather than after another.
 */
export const reloadNow = (href: string): void => {
  writeMark(href);
  keepForReload();
  documentReload.to(href);
};
