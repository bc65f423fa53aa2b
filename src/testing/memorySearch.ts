import { createHash } from 'node:crypto';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { buildSearchIndex } from '@/data/search/buildSearchIndex';
import { SearchUnavailable, type CatalogueSearch, type SearchQuery } from '@/data/search/catalogueSearch';
import { SearchEngine } from '@/data/search/searchEngine';
import type { GetCatalogueSearch } from '@/features/restaurants/catalogueSearchAccess';

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/**
 * A large catalogue's search as the site's, its index built from `records` and read from memory:
 * the store takes `getCatalogueSearch`; the test sees what was asked and fetched, and can take the
 * index's files down (`down`) as a failing network would.
 */
export const memorySearch = (records: readonly RestaurantRecord[]) => {
  const { files } = buildSearchIndex(records, hashOf);
  const seen = { prepared: 0, queries: [] as SearchQuery[], fetched: [] as string[], down: false };
  let held: Promise<void> | undefined;
  const engine = new SearchEngine(async (path) => {
    seen.fetched.push(path);
    const bytes = files.get(path);
    if (seen.down || !bytes)
      throw new SearchUnavailable(`Part of the search index (${path}) could not be loaded`);
    return bytes;
  });
  const search: CatalogueSearch = {
    prepare: () => {
      seen.prepared += 1;
      return engine.prepare();
    },
    query: (query) => {
      seen.queries.push(query);
      return held ? held.then(() => engine.query(query)) : engine.query(query);
    },
  };
  const getCatalogueSearch: GetCatalogueSearch = async () => search;
  /** Holds every answer, as a slow network would, until the function it returns is called. */
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  };
  return { seen, getCatalogueSearch, hold };
};
