import { useSyncExternalStore } from 'react';
import { subscribeToMinutes } from '@/lib/clock';
import { now } from '@/lib/dates';

const currentMinute = (): string => now().format('YYYY-MM-DDTHH:mm');

/** The visitor's local time to the minute (`2026-12-03T19:10`), re-rendering as minutes pass. */
export const useCurrentMinute = (): string =>
  useSyncExternalStore(subscribeToMinutes, currentMinute, currentMinute);
