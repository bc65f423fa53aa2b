import { createAction } from '@reduxjs/toolkit';
import type { DiscoveryState } from './discoveryQuery';

/**
 * The diner arrived at a home URL that names a list (a shared link, Back or Forward, a link
 * in the site): its search text, filters and sort order replace the current ones at once.
 * One event, handled by the search, filters and restaurants slices.
 */
export const discoveryUrlOpened = createAction<DiscoveryState>('discovery/urlOpened');
