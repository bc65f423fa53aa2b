import { SearchUnavailable } from './catalogueSearch';

/** Fetches a fragment's bytes by its path in the index's folder; rejects when it cannot. */
export type FetchFragment = (path: string) => Promise<Uint8Array>;

/** Fetches fragments from the index's folder at `base` (ending in `/`). */
export const fetchFragmentFrom =
  (base: string, fetchFile: typeof fetch = fetch): FetchFragment =>
  async (path) => {
    let response: Response;
    try {
      response = await fetchFile(`${base}${path}`);
    } catch {
      throw new SearchUnavailable('The search could not reach the server');
    }
    if (!response.ok) throw new SearchUnavailable(`Part of the search index (${path}) could not be loaded`);
    return new Uint8Array(await response.arrayBuffer());
  };
