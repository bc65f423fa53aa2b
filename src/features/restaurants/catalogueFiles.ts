import {
  CATALOGUE_DATA_VERSION,
  INDEX_FILE,
  restaurantFile,
  type CatalogueIndexFile,
  type RestaurantFile,
  type RestaurantSummaryRecord,
} from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';

/**
 * Where the catalogue's data files are: the build's data folder, named after the catalogue's
 * contents so that a new catalogue is never mixed with files cached from the last one
 * (webpack.config.js, CatalogueDataPlugin). A catalogue service answering the same paths could
 * replace it by changing this URL alone.
 */
export const CATALOGUE_DATA_URL = process.env.CATALOGUE_DATA_URL || '/data/';

/** The file is not there: the restaurant it names is not in the catalogue. */
export class CatalogueFileMissing extends Error {
  constructor(file: string) {
    super(`${file} is not in the catalogue`);
    this.name = 'CatalogueFileMissing';
  }
}

/** A restaurant id can only be one the catalogue allows (letters, digits, dashes): anything else names no file. */
const RESTAURANT_ID = /^[A-Za-z0-9-]{1,100}$/;
export const isRestaurantId = (id: string) => RESTAURANT_ID.test(id);

const fetchDataFile = async (file: string, signal?: AbortSignal): Promise<unknown> => {
  const response = await fetch(`${CATALOGUE_DATA_URL}${file}`, { signal });
  if (response.status === 404) throw new CatalogueFileMissing(file);
  if (!response.ok) throw new Error(`${file}: the server answered ${response.status}`);
  const data: unknown = await response.json();
  if ((data as { version?: unknown } | null)?.version !== CATALOGUE_DATA_VERSION) {
    throw new Error(`${file} is not in a format this version of the site reads`);
  }
  return data;
};

/** Every restaurant's summary, of a small catalogue (`index.json`). */
export const fetchCatalogueIndex = async (signal?: AbortSignal): Promise<RestaurantSummaryRecord[]> => {
  const { restaurants } = (await fetchDataFile(INDEX_FILE, signal)) as CatalogueIndexFile;
  if (!Array.isArray(restaurants)) throw new Error(`${INDEX_FILE} holds no restaurants`);
  return restaurants;
};

/** One restaurant's whole record. */
export const fetchRestaurantRecord = async (id: string, signal?: AbortSignal): Promise<RestaurantRecord> => {
  const file = restaurantFile(id);
  if (!isRestaurantId(id)) throw new CatalogueFileMissing(file);
  const { restaurant } = (await fetchDataFile(file, signal)) as RestaurantFile;
  if (restaurant?.id !== id) throw new Error(`${file} holds another restaurant`);
  return restaurant;
};
