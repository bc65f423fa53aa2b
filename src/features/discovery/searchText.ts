import type { AppStartListening } from '@/app/store';
import type { RestaurantSummary } from '@/data/types';
import { FIELD_SEPARATOR, searchedFields } from '@/data/search/searchText';
import { loadCatalogueIndex, selectAllRestaurants } from '@/features/restaurants/restaurantsSlice';
import { yieldToMain } from '@/speed/scheduling';

export { foldForSearch } from '@/data/search/searchText';

// Each summary object's folded text: summaries keep their identity while the index is loaded.
const searchTexts = new WeakMap<RestaurantSummary, string>();

/**
 * The searched text of a restaurant (name, cuisine, description:
 * docs/product.md#search-filters-and-sort), folded once per restaurant rather than once per
 * keystroke.
 */
export const searchTextOf = (restaurant: RestaurantSummary): string => {
  let text = searchTexts.get(restaurant);
  if (text === undefined) {
    text = searchedFields(restaurant).join(FIELD_SEPARATOR);
    searchTexts.set(restaurant, text);
  }
  return text;
};

/** How many restaurants' texts are folded between two yields to the browser. */
export const SEARCH_TEXT_CHUNK = 250;

/**
 * Folds the catalogue's search texts as soon as its index has loaded, a chunk at a time with a
 * yield to the browser between chunks, so that the first keystroke only compares: otherwise it
 * would fold them all (5,000 restaurants' texts took 12-56 ms in Node at 1x CPU, 60 ms of a
 * keystroke at 4x). Not left for idle time: the index loads as the diner focuses the search
 * field, and the page was seldom idle before the first key (the list's render, the URL),
 * so the keystroke folded them (5,000 restaurants, 4x CPU: INP 112-144 ms, 72-96 ms once
 * folded). A keystroke before this has finished folds what is left itself.
 */
export const startSearchTextPreparation = (startAppListening: AppStartListening) =>
  startAppListening({
    actionCreator: loadCatalogueIndex.fulfilled,
    effect: async (_action, { cancelActiveListeners, getState, pause }) => {
      cancelActiveListeners();
      // In tasks of its own, after the one that stored the index.
      await pause(yieldToMain());
      const restaurants = selectAllRestaurants(getState());
      for (let start = 0; start < restaurants.length; start += SEARCH_TEXT_CHUNK) {
        restaurants.slice(start, start + SEARCH_TEXT_CHUNK).forEach(searchTextOf);
        await pause(yieldToMain());
      }
    },
  });
