import type { CatalogueSearch } from './catalogueSearch';
import { createSearchWorker } from './createSearchWorker';
import { fetchFragmentFrom } from './fetchFragment';
import { WorkerSearch } from './workerSearch';

/**
 * The static site's search: a worker over the index's fragments in the folder at `base` (ending
 * in `/`), given the manifest by the page.
 */
export const createStaticSearch = (base: string): CatalogueSearch =>
  new WorkerSearch(base, createSearchWorker, fetchFragmentFrom(base));
