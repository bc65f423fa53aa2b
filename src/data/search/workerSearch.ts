import {
  SearchUnavailable,
  type CatalogueSearch,
  type SearchAnswer,
  type SearchQuery,
} from './catalogueSearch';
import type { FetchFragment } from './fetchFragment';
import { MANIFEST_FILE } from './searchIndexFormat';
import type { SearchGiven, SearchInit, SearchReply, SearchRequest } from './searchWorkerProtocol';

/** What the page needs of a worker (a Worker, or a test's stand-in). */
export interface SearchWorker {
  postMessage(message: SearchInit | SearchGiven | SearchRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchReply>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

interface Pending {
  resolve: (answer: SearchAnswer | undefined) => void;
  reject: (error: SearchUnavailable) => void;
}

/**
 * The search of a large catalogue, answered by a worker over the index's fragments at `base`
 * (docs/catalogue.md). The worker is started at the first request; with `fetchFragment`, the page
 * fetches the manifest meanwhile, while the worker's script is on its way, and gives it to the
 * worker (a round trip less before the first answer). Each request is answered once:
 * a fragment that could not be loaded rejects it with SearchUnavailable, whose message the list
 * shows with Try again; the next request tries that fragment anew.
 */
export class WorkerSearch implements CatalogueSearch {
  private worker: SearchWorker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly base: string,
    private readonly createWorker: () => SearchWorker,
    private readonly fetchFragment?: FetchFragment,
    /**
     * A worker started before the page's script ran (src/speed/earlyInput/earlySearch.ts),
     * already told the index's folder and given the manifest: taken, once, rather than a new one.
     */
    private readonly adoptWorker?: () => SearchWorker | undefined,
  ) {}

  private started(): SearchWorker {
    if (this.worker) return this.worker;
    const adopted = this.adoptWorker?.();
    const worker = adopted ?? this.createWorker();
    worker.addEventListener('message', ({ data }) => {
      const request = this.pending.get(data.id);
      if (!request) return;
      this.pending.delete(data.id);
      if (data.error !== undefined) request.reject(new SearchUnavailable(data.error));
      else request.resolve(data.answer);
    });
    // A worker that cannot start (its script did not load) or that crashed answers nothing more.
    worker.addEventListener('error', () => {
      for (const request of this.pending.values())
        request.reject(new SearchUnavailable('The search stopped'));
      this.pending.clear();
      this.worker = undefined;
    });
    this.worker = worker;
    if (adopted) return worker;
    const { fetchFragment } = this;
    worker.postMessage({ type: 'init', base: this.base, ...(fetchFragment && { given: [MANIFEST_FILE] }) });
    fetchFragment?.(MANIFEST_FILE).then(
      (bytes) => worker.postMessage({ type: 'given', path: MANIFEST_FILE, bytes }),
      (error: unknown) =>
        worker.postMessage({
          type: 'given',
          path: MANIFEST_FILE,
          error: error instanceof SearchUnavailable ? error.message : 'The search failed',
        }),
    );
    return worker;
  }

  private ask(
    request: { type: 'prepare' } | { type: 'query'; query: SearchQuery },
  ): Promise<SearchAnswer | undefined> {
    const worker = this.started();
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as SearchRequest);
    });
  }

  async query(query: SearchQuery): Promise<SearchAnswer> {
    return (await this.ask({ type: 'query', query }))!;
  }

  async prepare(): Promise<void> {
    await this.ask({ type: 'prepare' });
  }
}
