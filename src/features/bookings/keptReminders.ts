import { useSyncExternalStore } from 'react';

/**
 * The reminders the diner kept (dismissed with Keep) this visit, in this tab's sessionStorage:
 * a reload keeps them away, a new visit reminds again (docs/product.md#my-bookings). Where
 * storage is blocked, they are kept in memory for the page's life.
 */
export const KEPT_REMINDERS_KEY = 'bookings.keptReminders';

const NONE: readonly string[] = [];
let kept: readonly string[] | undefined;
const listeners = new Set<() => void>();

/** The stored keys, or none for text this build cannot read. */
export const parseKeptReminders = (text: string | null): string[] => {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

const read = (): readonly string[] => {
  if (kept === undefined) {
    try {
      kept = parseKeptReminders(globalThis.sessionStorage?.getItem(KEPT_REMINDERS_KEY) ?? null);
    } catch {
      kept = [];
    }
  }
  return kept;
};

/** Remembers that the diner kept the booking `key` names, for the rest of the visit. */
export const keepReminder = (key: string): void => {
  const current = read();
  if (current.includes(key)) return;
  kept = [...current, key];
  try {
    globalThis.sessionStorage?.setItem(KEPT_REMINDERS_KEY, JSON.stringify(kept));
  } catch {
    // Blocked or full: kept in memory until the page is left.
  }
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets what was read, for tests that change sessionStorage between them. */
export const resetKeptRemindersForTests = (): void => {
  kept = undefined;
};

/** The keys of the reminders kept this visit; none while prerendering. */
export const useKeptReminders = (): readonly string[] => useSyncExternalStore(subscribe, read, () => NONE);
