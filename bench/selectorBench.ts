import { makeStore } from '@/app/store';
import { selectMatchingRestaurants } from '@/features/discovery/discoverySelectors';
import { cuisineToggled, featureToggled } from '@/features/discovery/filtersSlice';
import { searchTextChanged, sortOrderChanged } from '@/features/discovery/searchSlice';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Milliseconds the home list's selector (search + filters + sort) takes over `size`
 * restaurants, as the median of `runs` recomputations, each after a new search text.
 */
export const benchVisibleRestaurants = (size: number, runs = 25) => {
  const store = makeStore({ restaurants: restaurantsStateFor(makeSyntheticRestaurants(size)) });
  store.dispatch(cuisineToggled('Italian'));
  store.dispatch(cuisineToggled('French'));
  store.dispatch(featureToggled('Wine Bar'));
  store.dispatch(sortOrderChanged('popularity'));
  const timings: number[] = [];
  let visible = 0;
  // A different one-letter query each run: nothing is served from a cache, and each matches a lot.
  const queries = 'aeioulnrstcdmhgpbfywkvxzjq';
  for (let run = 0; run < runs; run += 1) {
    store.dispatch(searchTextChanged(queries[run % queries.length] ?? 'a'));
    const state = store.getState();
    // Listeners may have computed the list within the dispatch: time a computation of its own.
    selectMatchingRestaurants.clearCache();
    selectMatchingRestaurants.memoizedResultFunc.clearCache();
    const start = performance.now();
    visible = selectMatchingRestaurants(state).length;
    timings.push(performance.now() - start);
  }
  return { size, medianMs: median(timings), visible };
};
