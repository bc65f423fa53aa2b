import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true from then on (and at once on pages that
 * were not prerendered). What depends on this device (its stored bookings, their problems)
 * waits for it, so the first render matches the HTML built without them.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
