import { createAction } from '@reduxjs/toolkit';
import type { DiscoveryState } from './discoveryQuery';

/**
 * The events of the home list that more than one of its slices (search, filters) handle.
 */

/**
 * The diner arrived at a home URL that names a list (a shared link, Back or Forward, a link
 * in the site): its search text, filters and sort order replace the current ones at once.
 */
export const discoveryUrlOpened = createAction<DiscoveryState>('discovery/urlOpened');

/**
 * The diner starts discovery over (the empty state's Clear Filters): the search text and every
 * filter are cleared at once; the sort order stays.
 */
export const discoveryReset = createAction('discovery/reset');

/**
 * The diner asks for the whole list (View All): the search text, every filter and the table
 * finder are cleared at once; the sort order stays, since it hides nothing.
 */
export const allRestaurantsRequested = createAction('discovery/allRestaurantsRequested');
