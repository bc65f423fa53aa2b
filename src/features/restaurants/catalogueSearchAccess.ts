import { SearchUnavailable, type CatalogueSearch } from '@/data/search/catalogueSearch';
import { SEARCH_FOLDER } from '@/data/catalogueData';
import { CATALOGUE_DATA_URL } from './catalogueFiles';

/** The large catalogue's search, once its code is here (a test gives its own). */
export type GetCatalogueSearch = () => Promise<CatalogueSearch>;

/**
 * The static site's search, its code (the client and its worker) fetched at the first need, not
 * with the home page, whose script is at its budget (docs/performance.md). Code that could not be
 * fetched is fetched anew at the next need (Try again).
 */
export const staticCatalogueSearch = (): GetCatalogueSearch => {
  let search: Promise<CatalogueSearch> | undefined;
  return () => {
    search ??= import(/* webpackChunkName: "catalogue-search" */ '@/data/search/staticSearch').then(
      ({ createStaticSearch }) => createStaticSearch(`${CATALOGUE_DATA_URL}${SEARCH_FOLDER}`),
      () => {
        search = undefined;
        throw new SearchUnavailable('The search could not be loaded');
      },
    );
    return search;
  };
};
