import type { SearchQuery } from '@/data/search/catalogueSearch';

/*
 * The second half of earlySearch.inline.js: a key typed into the search before the page's script
 * ran started the large catalogue's search worker and asked it for the words typed; the page's
 * search takes that worker over, with the fragments it has fetched meanwhile.
 */

/** What a field marked data-early-search asks of the worker: where the index is, and the query whose text is typed. */
export interface EarlySearchPlan {
  /** The index's folder, ending in `/`. */
  base: string;
  /** The manifest's path in it, fetched by the page and given to the worker. */
  manifest: string;
  /** The list's query as the page would ask it, but for the text typed. */
  query: SearchQuery;
}

/** What the inline script leaves on `window.__earlySearch` until the page's search takes it. */
export interface EarlySearch {
  worker: Worker;
  plan: EarlySearchPlan;
  /** Set when the worker's script could not be loaded: it will answer nothing. */
  failed: boolean;
}

declare global {
  interface Window {
    __earlySearch?: EarlySearch;
  }
}

/** The attribute that lets keys typed into a field before the script runs start the search. */
export const earlySearchAttribute = (plan: EarlySearchPlan) => ({
  'data-early-search': JSON.stringify(plan),
});

/** Whether keys typed before the page's script started the search (its worker not yet taken by the page). */
export const isSearchStartedEarly = (page: { __earlySearch?: EarlySearch } = window): boolean =>
  page.__earlySearch !== undefined && !page.__earlySearch.failed;

/**
 * The worker the inline script started, once, already told where the index is and given its
 * manifest; undefined when it started none or its script failed to load (the page starts its own).
 */
export const takeEarlySearchWorker = (page: { __earlySearch?: EarlySearch } = window): Worker | undefined => {
  const early = page.__earlySearch;
  delete page.__earlySearch;
  return early && !early.failed ? early.worker : undefined;
};
