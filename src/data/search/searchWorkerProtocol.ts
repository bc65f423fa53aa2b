import type { SearchAnswer, SearchQuery } from './catalogueSearch';
import { SearchUnavailable } from './catalogueSearch';
import { SearchEngine, type FetchFragment } from './searchEngine';

/*
 * What the page and the search worker say to each other (search.worker.ts, workerSearch.ts):
 * the page numbers each request; the worker answers each number once, with the answer or the
 * message of what failed.
 */

export type SearchRequest =
  { id: number; type: 'prepare' } | { id: number; type: 'query'; query: SearchQuery };

export interface SearchReply {
  id: number;
  answer?: SearchAnswer;
  error?: string;
}

/** The worker's first message: the folder of the index's fragments (ending in `/`). */
export interface SearchInit {
  type: 'init';
  base: string;
}

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

/** The worker's side: each request answered by one engine over the fragments `fetchFragment` gets. */
export const answerSearchRequests = (fetchFragment: FetchFragment, reply: (message: SearchReply) => void) => {
  const engine = new SearchEngine(fetchFragment);
  return async (request: SearchRequest): Promise<void> => {
    try {
      if (request.type === 'prepare') {
        await engine.prepare();
        reply({ id: request.id });
      } else reply({ id: request.id, answer: await engine.query(request.query) });
    } catch (error) {
      reply({
        id: request.id,
        error: error instanceof SearchUnavailable ? error.message : 'The search failed',
      });
    }
  };
};
