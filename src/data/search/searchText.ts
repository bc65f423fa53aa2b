// Printable ASCII has no accents or other combining marks to drop (most of a catalogue's text).
const BEYOND_ASCII = /[^\u0020-\u007e]/;

/** A text in the form searches compare: case and accents dropped, so "LUMIERE" finds "Lumière". */
export const foldForSearch = (text: string): string =>
  BEYOND_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : text.toLowerCase();

/** Joins the searched fields, so that a query cannot match across the end of one and the start of the next. */
export const FIELD_SEPARATOR = '\u0000';

/**
 * The searched fields of a restaurant (name, cuisine, description:
 * docs/product.md#search-filters-and-sort), each folded.
 */
export const searchedFields = (restaurant: {
  name: string;
  cuisine: string;
  description: string;
}): string[] => [restaurant.name, restaurant.cuisine, restaurant.description].map(foldForSearch);
