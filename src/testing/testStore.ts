import { makeStore, type RootState } from '@/app/store';
import { restaurants } from '@/data/catalogue';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';

/**
 * A store as the app's, that knows the whole default catalogue at once (the browser's loads it
 * in pieces: catalogueLoading tests cover that). Tests pass the slices they need.
 */
export const makeTestStore = (
  preloadedState?: Partial<RootState>,
  options?: Parameters<typeof makeStore>[1],
) => makeStore({ restaurants: restaurantsStateFor(restaurants), ...preloadedState }, options);
