import { SearchUnavailable, type CatalogueSearch } from '@/data/search/catalogueSearch';
import { SEARCH_FOLDER } from '@/data/catalogueData';
import { takeEarlySearchWorker } from '@/speed/earlyInput/earlySearch';
import { CATALOGUE_DATA_URL } from './catalogueFiles';

/** The folder of a large catalogue's search index (docs/catalogue.md), ending in `/`. */
export const SEARCH_BASE = `${CATALOGUE_DATA_URL}${SEARCH_FOLDER}`;

/**
 * The large catalogue's search: the search itself once its code is here, until then a promise of
 * it (a test gives its own).
 */
export type GetCatalogueSearch = () => CatalogueSearch | Promise<CatalogueSearch>;

/**
 * Runs `ask` on the search: within the caller's task once the search's code is here, so that a
 * tap's question reaches the worker before React renders the tap (the worker answers meanwhile),
 * else when the code arrives.
 */
export const withCatalogueSearch = <T>(
  getSearch: GetCatalogueSearch,
  ask: (search: CatalogueSearch) => T | Promise<T>,
): Promise<T> => {
  const search = getSearch();
  if (search instanceof Promise) return search.then(ask);
  try {
    return Promise.resolve(ask(search));
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * The static site's search, its code (the client and its worker) fetched at the first need, not
 * with the home page, whose script is at its budget (docs/performance.md); its worker the one a
 * key typed before the page's script ran started, if any (earlySearch.inline.js). Code that could
 * not be fetched is fetched anew at the next need (Try again).
 */
export const staticCatalogueSearch = (): GetCatalogueSearch => {
  let search: Promise<CatalogueSearch> | undefined;
  let loaded: CatalogueSearch | undefined;
  return () => {
    if (loaded) return loaded;
    search ??= import(/* webpackChunkName: "catalogue-search" */ '@/data/search/staticSearch').then(
      ({ createStaticSearch }) => (loaded = createStaticSearch(SEARCH_BASE, takeEarlySearchWorker)),
      () => {
        search = undefined;
        throw new SearchUnavailable('The search could not be loaded');
      },
    );
    return search;
  };
};
