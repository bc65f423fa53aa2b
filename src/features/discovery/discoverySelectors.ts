import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { selectFilters } from '@/features/filters/filtersSlice';
import { selectSortOrder } from '@/features/restaurants/restaurantsSlice';
import { selectSearchText } from '@/features/search/searchSlice';
import { toDiscoveryQuery, type DiscoveryState } from './discoveryQuery';

const createAppSelector = createSelector.withTypes<RootState>();

/** The search text, filters and sort order of the home list, together. */
export const selectDiscovery = createAppSelector(
  [selectSearchText, selectFilters, selectSortOrder],
  (text, filters, sortOrder): DiscoveryState => ({ text, filters, sortOrder }),
);

/** The home URL's query for the list in the store (without `?`). */
export const selectDiscoveryQuery = createAppSelector([selectDiscovery], toDiscoveryQuery);
