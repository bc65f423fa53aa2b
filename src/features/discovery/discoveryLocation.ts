import type { Location, To } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { toDiscoverySearch, type DiscoveryState } from './discoveryQuery';

/**
 * History state of a home URL written from the store. Arriving at it by a link or a write
 * (not by Back or Forward) leaves the store as it is: the store is already ahead of, or
 * equal to, that address.
 */
const WRITTEN_FROM_STORE = { discovery: 'from-store' } as const;
/** The same, written by the home list itself as it follows the store (useDiscoveryUrlSync). */
const WRITTEN_BY_LIST = { discovery: 'from-store', by: 'list' } as const;

export const discoveryNavigationState = WRITTEN_FROM_STORE;
export const listNavigationState = WRITTEN_BY_LIST;

export const isWrittenFromStore = (state: Location['state']): boolean =>
  typeof state === 'object' && state !== null && (state as { discovery?: unknown }).discovery === WRITTEN_FROM_STORE.discovery;

export const isWrittenByList = (state: Location['state']): boolean =>
  isWrittenFromStore(state) && (state as { by?: unknown }).by === WRITTEN_BY_LIST.by;

/** The home page listing `discovery`, optionally scrolled to an element (`hash` without `#`). */
export const discoveryHomeLocation = (discovery: DiscoveryState, hash?: string): To => ({
  pathname: paths.home,
  search: toDiscoverySearch(discovery),
  ...(hash ? { hash } : {}),
});
