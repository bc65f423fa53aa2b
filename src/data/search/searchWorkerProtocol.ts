import type { SearchAnswer, SearchQuery } from './catalogueSearch';
import { SearchUnavailable } from './catalogueSearch';
import { fetchFragmentFrom, type FetchFragment } from './fetchFragment';
import { SearchEngine } from './searchEngine';

export { fetchFragmentFrom } from './fetchFragment';

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

/**
 * The worker's first message: the folder of the index's fragments (ending in `/`), and the
 * fragments the page fetches itself and sends (SearchGiven), which the worker then does not.
 */
export interface SearchInit {
  type: 'init';
  base: string;
  given?: string[];
}

/**
 * A fragment the page fetched for the worker (its bytes, or the message of what failed): sent as
 * it arrives, after the init that named it in `given`.
 */
export interface SearchGiven {
  type: 'given';
  path: string;
  bytes?: Uint8Array;
  error?: string;
}

/** A fragment the page is fetching for the worker: once asked for (`taken`), asked again of the network. */
interface Arrival {
  promise: Promise<Uint8Array>;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: SearchUnavailable) => void;
  taken: boolean;
}

/**
 * `fetchFragment`, but the fragments named `given` come from the page (`receive`) the first time
 * they are asked for: a worker whose script is still on its way does not fetch them after it.
 * Asked again (Try again after a failure), they are fetched as any other.
 */
export const givenFragments = (fetchFragment: FetchFragment, given: readonly string[]) => {
  const arrivals = new Map(
    given.map((path): [string, Arrival] => {
      let resolve!: (bytes: Uint8Array) => void;
      let reject!: (error: SearchUnavailable) => void;
      const promise = new Promise<Uint8Array>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return [path, { promise, resolve, reject, taken: false }];
    }),
  );
  return {
    fetchFragment: (path: string): Promise<Uint8Array> => {
      const arrival = arrivals.get(path);
      if (!arrival || arrival.taken) return fetchFragment(path);
      arrival.taken = true;
      return arrival.promise;
    },
    receive: ({ path, bytes, error }: SearchGiven): void => {
      const arrival = arrivals.get(path);
      if (bytes) arrival?.resolve(bytes);
      else arrival?.reject(new SearchUnavailable(error ?? 'The search failed'));
    },
  };
};

/**
 * The worker's side of every message (search.worker.ts): the init names the index's folder and
 * what the page fetches for it; fragments given arrive; requests are answered.
 */
export const searchWorkerSide = (reply: (message: SearchReply) => void, fetchFile: typeof fetch = fetch) => {
  let answer: ((request: SearchRequest) => Promise<void>) | undefined;
  let receive: ((message: SearchGiven) => void) | undefined;
  return (message: SearchInit | SearchGiven | SearchRequest): void => {
    if (message.type === 'init') {
      const fragments = givenFragments(fetchFragmentFrom(message.base, fetchFile), message.given ?? []);
      receive = fragments.receive;
      answer = answerSearchRequests(fragments.fetchFragment, reply);
    } else if (message.type === 'given') receive?.(message);
    else void answer?.(message);
  };
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
