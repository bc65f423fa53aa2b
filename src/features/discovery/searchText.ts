import type { RestaurantSummary } from '@/data/types';
import { FIELD_SEPARATOR, searchedFields } from '@/data/search/searchText';

export { foldForSearch } from '@/data/search/searchText';

// Each summary object's folded text: summaries keep their identity from one keystroke to the next.
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
