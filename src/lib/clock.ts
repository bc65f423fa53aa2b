import { useSyncExternalStore } from 'react';
import { now, todayIso } from './dates';

/**
 * A shared ticker at each new minute of the visitor's clock, so pages left open follow time:
 * today's passed slots go, and after midnight "today" is the new day.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;

const MINUTE_MS = 60_000;

const scheduleNextMinute = () => {
  // A little past the boundary, so the new minute has begun everywhere it is read.
  const delay = MINUTE_MS - (Date.now() % MINUTE_MS) + 50;
  timer = setTimeout(() => {
    scheduleNextMinute();
    listeners.forEach((listener) => listener());
  }, delay);
};

/** Calls `listener` at the start of every minute until the returned function is called. */
export const subscribeToMinutes = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (listeners.size === 1) scheduleNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
};

/** The visitor's local day as `YYYY-MM-DD`, re-rendering when it changes. */
export const useToday = (): string => useSyncExternalStore(subscribeToMinutes, todayIso, todayIso);

const currentMinute = (): string => now().format('YYYY-MM-DDTHH:mm');

/** The visitor's local time to the minute (`2026-12-03T19:10`), re-rendering as minutes pass. */
export const useCurrentMinute = (): string =>
  useSyncExternalStore(subscribeToMinutes, currentMinute, currentMinute);
