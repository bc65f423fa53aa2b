import type { RestaurantRecord } from './catalogueSchema';

/*
 * The catalogue as the browser gets it (docs/catalogue.md#what-the-browser-downloads): the
 * build writes it as static files, in pieces a screen needs, so that no page downloads the
 * whole catalogue before the diner asks for it. Types and plain functions only: the build loads
 * this module too (scripts/lib/catalogue.mjs), and the home page's script carries it.
 */

/** The format of the data files; a file of another version is not read. */
export const CATALOGUE_DATA_VERSION = 1;

/**
 * What the home list needs of a restaurant (its card, search, filters, sort, distance and the
 * times a card offers; its terms line, and the dietary options and accessibility facts the
 * filters read): the record without its gallery, contact details, amenities, menu, seating
 * areas and opening hours (which only its own pages show: the hours were a third of the
 * index's bytes).
 */
export type RestaurantSummaryRecord = Omit<
  RestaurantRecord,
  'images' | 'contact' | 'amenities' | 'menuHighlights' | 'hours' | 'seatingAreas'
> & { images: Pick<RestaurantRecord['images'], 'hero'> };

/**
 * The largest catalogue searched in the page, from its index file (INDEX_FILE); a larger one is
 * searched in fragments by a worker (SEARCH_FOLDER). Up to 5,000 restaurants (the bench's large
 * catalogue) the list in memory answers every control quicker than the fragments do: over 5,000,
 * a tick 145 ms to result against 259, Show more 169 against 307, as each fragment costs a round
 * trip; the fragments win the cold first key (1.65 times the default catalogue's at 5,000, the
 * whole file about 1.8) and every size past it, where the file grows with every restaurant
 * (docs/decisions.md, "Search at OpenTable's size"). The build setting SEARCH_FRAGMENTS_OVER
 * sets another size, for instance to try the fragments' path on a small catalogue (CI's 500).
 */
export const SEARCH_FRAGMENTS_OVER = Number(process.env.SEARCH_FRAGMENTS_OVER) || 5000;

/** Whether the build writes a catalogue of `total` restaurants' search index in fragments (SEARCH_FRAGMENTS_OVER). */
export const isSearchedInFragments = (total: number): boolean => total > SEARCH_FRAGMENTS_OVER;

/**
 * The largest catalogue searched in the page that has no fragments beside its index file. A
 * larger one has both: keys typed on its home page before the page's script runs are answered by
 * the fragments (src/speed/earlyInput/earlySearch.inline.js), and the index file is fetched once
 * they have answered, not beside them. The file grows with every restaurant (133 KB brotli at
 * 5,000), and a diner who typed on a cold load waited for the script, then for the whole file:
 * at 5,000, 2.80 s from the first key to a count against 1.55 s at 3 restaurants (issue 46).
 * Under it the file is a few kilobytes, one round trip as a fragment is. The build setting
 * FRAGMENTS_BEFORE_INDEX_OVER sets another size.
 */
export const FRAGMENTS_BEFORE_INDEX_OVER = Number(process.env.FRAGMENTS_BEFORE_INDEX_OVER) || 100;

/**
 * Whether the build writes a catalogue of `total` restaurants searched in the page (not
 * isSearchedInFragments) its search index in fragments as well as its index file, for the keys
 * typed before the page's script (FRAGMENTS_BEFORE_INDEX_OVER).
 */
export const hasFragmentsBeforeIndex = (total: number): boolean =>
  total > FRAGMENTS_BEFORE_INDEX_OVER && !isSearchedInFragments(total);

/**
 * `index.json`, of a catalogue searched in the page (SEARCH_FRAGMENTS_OVER): every restaurant's
 * summary, in Name A-Z order (compareByName), for the home list on a page that did not come with
 * them. A larger catalogue's is its search index in fragments (SEARCH_FOLDER).
 */
export interface CatalogueIndexFile {
  version: typeof CATALOGUE_DATA_VERSION;
  restaurants: RestaurantSummaryRecord[];
}

/** `restaurants/{id}.json`: one restaurant's whole record, for its detail, reviews and booking pages. */
export interface RestaurantFile {
  version: typeof CATALOGUE_DATA_VERSION;
  restaurant: RestaurantRecord;
}

/**
 * What a prerendered page carries of the catalogue (in `<script id="catalogue-seed">`), so that
 * it hydrates without a request: the catalogue's size and cities on every page, the first page
 * of the plain list on the home page, and a restaurant's record on its own pages.
 */
export interface CatalogueSeed {
  version: typeof CATALOGUE_DATA_VERSION;
  /**
   * How many restaurants the catalogue holds: the home page's, which shows it; null on every
   * other page, which does not, so that a restaurant added or removed rewrites the home page
   * and that restaurant's pages, not every page (an incremental build renders a page again when
   * its seed changes). The home list started elsewhere learns it from its first answer.
   */
  total: number | null;
  /** Whether the build wrote its search index in fragments (isSearchedInFragments), not INDEX_FILE. */
  searchedInFragments: boolean;
  /** Whether it wrote the fragments as well as INDEX_FILE, for keys typed before the script (hasFragmentsBeforeIndex). */
  fragmentsBeforeIndex: boolean;
  cities: string[];
  firstPage: RestaurantSummaryRecord[];
  restaurants: RestaurantRecord[];
}

/** The files' names, relative to the build's data folder. */
export const INDEX_FILE = 'index.json';
export const restaurantFile = (id: string) => `restaurants/${id}.json`;
/** The folder of a large catalogue's search index in fragments (src/data/search/searchIndexFormat.ts). */
export const SEARCH_FOLDER = 'search/';

/** The id of the element of a prerendered page that holds its seed. */
export const SEED_ELEMENT_ID = 'catalogue-seed';

/** A restaurant's summary, from its record. */
export const toSummaryRecord = ({
  images,
  contact: _contact,
  amenities: _amenities,
  menuHighlights: _menuHighlights,
  hours: _hours,
  seatingAreas: _seatingAreas,
  ...summary
}: RestaurantRecord): RestaurantSummaryRecord => ({ ...summary, images: { hero: images.hero } });

/** The catalogue's cities, each once, A-Z: the Location menu's choices. */
export const citiesOf = (restaurants: readonly Pick<RestaurantRecord, 'location'>[]): string[] =>
  [...new Set(restaurants.map((restaurant) => restaurant.location.city))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );

// Created on first need: the first collator a page creates loads its locale data, some 40 ms of
// main thread on the benchmark's slow phone; the home page's first list (the plain one, which
// comes with the page) does not need it.
let nameCollator: Intl.Collator | undefined;

/**
 * Name A-Z, as the list sorts it (docs/product.md#search-filters-and-sort): case and accents
 * ignored, numbers by their value; the id settles equal names, so the order never depends on
 * the input's.
 */
export const compareByName = (a: { name: string; id: string }, b: { name: string; id: string }): number => {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a.name, b.name) || nameCollator.compare(a.id, b.id);
};

/**
 * Makes the collator compareByName needs ahead of that need: the home page does so once the main
 * thread is idle, so that the list's first search, filter or order does not pay for it.
 */
export const prepareNameComparison = (): void => {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
};

/** Whether `items` are in Name A-Z order already: one comparison per neighbouring pair. */
export const isInNameOrder = (items: readonly { name: string; id: string }[]): boolean =>
  items.every((item, index) => index === 0 || compareByName(items[index - 1]!, item) <= 0);
