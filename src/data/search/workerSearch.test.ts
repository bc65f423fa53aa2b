import { createHash } from 'node:crypto';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { buildSearchIndex } from './buildSearchIndex';
import { SearchUnavailable } from './catalogueSearch';
import { fetchFragmentFrom } from './fetchFragment';
import {
  searchWorkerSide,
  type SearchGiven,
  type SearchInit,
  type SearchReply,
  type SearchRequest,
} from './searchWorkerProtocol';
import { WorkerSearch, type SearchWorker } from './workerSearch';
import { PLAIN_QUERY } from '@/testing/searchQueries';

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);
const records = (makeSyntheticCatalogue(100, 42) as { restaurants: RestaurantRecord[] }).restaurants;
const { files } = buildSearchIndex(records, hashOf);

const plain = PLAIN_QUERY;

/**
 * A worker in the same thread, as search.worker.ts wires it: its first message names the folder,
 * each request is answered by the protocol's engine over a fake fetch of the built fragments.
 */
const fakeWorker = (fails: (url: string) => boolean = () => false) => {
  const listeners = {
    message: [] as ((event: MessageEvent<SearchReply>) => void)[],
    error: [] as (() => void)[],
  };
  const urls: string[] = [];
  const fetchFile = (async (url: string) => {
    urls.push(url);
    const bytes = files.get(url.replace(/^\/data\/abc\/search\//, ''));
    return bytes && !fails(url) ? new Response(bytes.slice().buffer) : new Response('', { status: 503 });
  }) as typeof fetch;
  const receive = searchWorkerSide(
    (reply) =>
      // A worker's replies arrive as events of their own.
      queueMicrotask(() =>
        listeners.message.forEach((listener) => listener({ data: reply } as MessageEvent)),
      ),
    fetchFile,
  );
  const worker: SearchWorker & { crash(): void } = {
    postMessage(message: SearchInit | SearchGiven | SearchRequest) {
      receive(message);
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      (listeners[type] as unknown[]).push(listener);
    },
    crash() {
      listeners.error.forEach((listener) => listener());
    },
  };
  return { worker, urls, fetchFile };
};

describe('WorkerSearch', () => {
  it('starts the worker at the first request, with the index’s folder, and answers from it', async () => {
    const { worker, urls } = fakeWorker();
    const createWorker = jest.fn(() => worker);
    const search = new WorkerSearch('/data/abc/search/', createWorker);
    expect(createWorker).not.toHaveBeenCalled();

    const answer = await search.query({ ...plain, filters: { ...plain.filters, cuisines: ['Italian'] } });

    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(urls[0]).toBe('/data/abc/search/manifest.json');
    const italian = records.filter(({ cuisine }) => cuisine === 'Italian');
    expect(answer.total).toBe(italian.length);
    expect(answer.cards.every(({ cuisine }) => cuisine === 'Italian')).toBe(true);
    expect(answer.ids).toEqual(answer.cards.map(({ id }) => id));

    await search.query(plain);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });

  it('rejects with the worker’s message when a fragment cannot be loaded, and answers when tried again', async () => {
    let failing = true;
    const { worker } = fakeWorker((url) => failing && url.includes('/gram/'));
    const search = new WorkerSearch('/data/abc/search/', () => worker);

    const failed = search.query({ ...plain, text: 'a' });
    await expect(failed).rejects.toThrow(SearchUnavailable);
    await expect(failed).rejects.toThrow(/could not be loaded/);

    failing = false;
    await expect(search.query({ ...plain, text: 'a' })).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('rejects what is pending when the worker fails, and starts another for the next request', async () => {
    const first = fakeWorker();
    const second = fakeWorker();
    const createWorker = jest.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const search = new WorkerSearch('/data/abc/search/', createWorker);

    const pending = search.prepare();
    first.worker.crash();
    await expect(pending).rejects.toThrow(SearchUnavailable);

    await expect(search.query(plain)).resolves.toMatchObject({ total: records.length });
    expect(createWorker).toHaveBeenCalledTimes(2);
  });

  it('fetches the manifest itself as it starts the worker, and the worker does not fetch it again', async () => {
    const { worker, urls, fetchFile } = fakeWorker();
    const pageUrls: string[] = [];
    const pageFetch = ((url: string) => {
      pageUrls.push(url);
      return fetchFile(url);
    }) as typeof fetch;
    const sent: string[] = [];
    const watched: SearchWorker = {
      postMessage: (message) => {
        sent.push(message.type);
        worker.postMessage(message);
      },
      addEventListener: worker.addEventListener.bind(worker),
    };
    const search = new WorkerSearch(
      '/data/abc/search/',
      () => watched,
      fetchFragmentFrom('/data/abc/search/', pageFetch),
    );

    const answer = search.query(plain);
    // In the same task as the worker's start: not after its script has come and run.
    expect(pageUrls).toEqual(['/data/abc/search/manifest.json']);
    await expect(answer).resolves.toMatchObject({ total: records.length });
    expect(sent).toEqual(['init', 'query', 'given']);
    expect(urls.filter((url) => url.endsWith('manifest.json'))).toHaveLength(1);
  });

  it('rejects when the manifest the page fetches fails, and the worker fetches it on Try again', async () => {
    const { worker, urls } = fakeWorker();
    const down = (async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    const search = new WorkerSearch(
      '/data/abc/search/',
      () => worker,
      fetchFragmentFrom('/data/abc/search/', down),
    );

    await expect(search.query(plain)).rejects.toThrow(/manifest.json\) could not be loaded/);
    await expect(search.query(plain)).resolves.toMatchObject({ total: records.length });
    expect(urls[0]).toBe('/data/abc/search/manifest.json');
  });

  it('takes over a worker started before the page’s script, already told where the index is, and asks it', async () => {
    const { worker, urls, fetchFile } = fakeWorker();
    // As the early-search script started it: the folder named, the manifest given, a question asked.
    worker.postMessage({ type: 'init', base: '/data/abc/search/', given: ['manifest.json'] });
    worker.postMessage({ type: 'given', path: 'manifest.json', bytes: files.get('manifest.json')! });
    worker.postMessage({ id: 0, type: 'query', query: { ...plain, text: 'a' } });
    const posted = jest.spyOn(worker, 'postMessage');
    const createWorker = jest.fn(() => fakeWorker().worker);
    const fetchFragment = jest.fn(fetchFragmentFrom('/data/abc/search/', fetchFile));
    const search = new WorkerSearch('/data/abc/search/', createWorker, fetchFragment, () => worker);

    const answer = await search.query({ ...plain, text: 'a' });

    expect(createWorker).not.toHaveBeenCalled();
    expect(fetchFragment).not.toHaveBeenCalled();
    expect(posted.mock.calls.map(([message]) => message.type)).toEqual(['query']);
    expect(answer.total).toBeGreaterThan(0);
    // Its answer is the early question's fragments: none fetched twice, the manifest never.
    expect(urls).not.toContain('/data/abc/search/manifest.json');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('starts its own worker when none was started before, or that one failed', async () => {
    const { worker } = fakeWorker();
    const createWorker = jest.fn(() => worker);
    const search = new WorkerSearch('/data/abc/search/', createWorker, undefined, () => undefined);

    await expect(search.query(plain)).resolves.toMatchObject({ total: records.length });
    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});
