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
 * times a card offers): the record without its gallery, contact details, amenities, menu and
 * opening hours (which only its own page shows: they were a third of the index's bytes).
 */
export type RestaurantSummaryRecord = Omit<
  RestaurantRecord,
  'images' | 'contact' | 'amenities' | 'menuHighlights' | 'hours'
> & { images: Pick<RestaurantRecord['images'], 'hero'> };

/** `index.json`: every restaurant's summary, in the catalogue's order. */
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
  total: number;
  cities: string[];
  firstPage: RestaurantSummaryRecord[];
  restaurants: RestaurantRecord[];
}

/** The files' names, relative to the build's data folder. */
export const INDEX_FILE = 'index.json';
export const restaurantFile = (id: string) => `restaurants/${id}.json`;

/** The id of the element of a prerendered page that holds its seed. */
export const SEED_ELEMENT_ID = 'catalogue-seed';

/** A restaurant's summary, from its record. */
export const toSummaryRecord = ({
  images,
  contact: _contact,
  amenities: _amenities,
  menuHighlights: _menuHighlights,
  hours: _hours,
  ...summary
}: RestaurantRecord): RestaurantSummaryRecord => ({ ...summary, images: { hero: images.hero } });

/** The catalogue's cities, each once, A-Z: the Location menu's choices. */
export const citiesOf = (restaurants: readonly Pick<RestaurantRecord, 'location'>[]): string[] =>
  [...new Set(restaurants.map((restaurant) => restaurant.location.city))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
