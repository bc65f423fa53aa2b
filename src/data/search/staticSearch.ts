import type { CatalogueSearch } from './catalogueSearch';
import { createSearchWorker } from './createSearchWorker';
import { fetchFragmentFrom } from './fetchFragment';
import { WorkerSearch } from './workerSearch';

/**
 * The static site's search: a worker over the index's fragments in the folder at `base` (ending
 * in `/`), given the manifest by the page; or the one `adoptWorker` gives, started before the
 * page's script ran.
 */
export const createStaticSearch = (base: string, adoptWorker?: () => Worker | undefined): CatalogueSearch =>
  new WorkerSearch(base, createSearchWorker, fetchFragmentFrom(base), adoptWorker);
