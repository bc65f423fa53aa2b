import type { AppThunkExtra } from '@/app/store';

/**
 * Reads the device's watches now, loading their code if it has not loaded yet: for a screen that
 * shows them (My Bookings' Watching) opened before the visit's check at idle. Resolves once they
 * are read (`selectAreWatchesLoaded`).
 */
export const loadWatches = () => (_dispatch: unknown, _getState: unknown, extra: AppThunkExtra) =>
  extra.watches.ready();
