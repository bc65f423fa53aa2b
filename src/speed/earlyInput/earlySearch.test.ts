import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAIN_QUERY } from '@/testing/searchQueries';
import { takeEarlySearchWorker, type EarlySearch, type EarlySearchPlan } from './earlySearch';

const inlineScript = readFileSync(path.join(__dirname, 'earlySearch.inline.js'), 'utf8');

const plan: EarlySearchPlan = {
  base: '/data/v1/search/',
  manifest: 'manifest.json',
  query: PLAIN_QUERY,
};

/** A worker that keeps what it is told, and can fail as one whose script did not load. */
class KeptWorker {
  static made: KeptWorker[] = [];
  posted: unknown[] = [];
  private errorListeners: (() => void)[] = [];
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    KeptWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: () => void) {
    if (type === 'error') this.errorListeners.push(listener);
  }
  fail() {
    this.errorListeners.forEach((listener) => listener());
  }
  queries() {
    return this.posted.filter((message) => (message as { type: string }).type === 'query');
  }
}

const META =
  '<meta name="early-search" data-worker="/assets/search.1.js" data-code="/assets/catalogue-search.2.js">';
const FIELD = `<input type="search" data-early-search='${JSON.stringify(plan)}'>`;

// Each page's script listens on the document, which outlives a test: removed after each.
let added: Parameters<Document['addEventListener']>[] = [];
const manifestBytes = new Uint8Array([1, 2, 3]);
let manifestFound = true;

/** The page as its HTML arrives: the inline script runs, the early-input script is there, then the body. */
const loadPage = (head: string, body: string) => {
  document.head.innerHTML = head;
  document.body.innerHTML = '';
  const addEventListener = jest.spyOn(document, 'addEventListener');
  new Function(inlineScript)();
  added = addEventListener.mock.calls;
  addEventListener.mockRestore();
  document.body.innerHTML = body;
  window.__earlyInput = {} as NonNullable<Window['__earlyInput']>;
};

const type = (text: string) => {
  const field = document.querySelector('input')!;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  jest.advanceTimersByTime(100);
};

/** The fetch's promises settle. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  KeptWorker.made = [];
  manifestFound = true;
  Object.assign(globalThis, {
    Worker: KeptWorker,
    fetch: jest.fn(() =>
      Promise.resolve({
        ok: manifestFound,
        arrayBuffer: () => Promise.resolve(manifestBytes.slice().buffer),
      }),
    ),
  });
});

afterEach(() => {
  for (const [type, listener, options] of added) document.removeEventListener(type, listener, options);
  delete window.__earlyInput;
  delete window.__earlySearch;
  jest.useRealTimers();
});

describe('the early-search script', () => {
  it('starts the search at the first key and asks it once for the words typed, when the keys pause', async () => {
    loadPage(META, FIELD);
    type('o');
    type('oa');
    type('oak ');

    expect(KeptWorker.made).toHaveLength(1);
    const [worker] = KeptWorker.made;
    expect(worker!.url).toBe('/assets/search.1.js');
    expect(worker!.options).toEqual({ type: 'module', name: 'search' });
    expect(worker!.posted[0]).toEqual({ type: 'init', base: plan.base, given: ['manifest.json'] });
    expect(fetch).toHaveBeenCalledWith('/data/v1/search/manifest.json');
    expect(document.head.querySelector('link[rel=preload][as=script]')).toHaveAttribute(
      'href',
      '/assets/catalogue-search.2.js',
    );
    // The keys came 100 ms apart: no question yet, then one for what was typed.
    expect(worker!.queries()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(worker!.queries()).toEqual([{ id: 0, type: 'query', query: { ...plan.query, text: 'oak' } }]);

    await settle();
    expect(worker!.posted).toContainEqual({ type: 'given', path: 'manifest.json', bytes: manifestBytes });
    expect(window.__earlySearch?.worker).toBe(worker);
  });

  it('asks nothing once the page has taken its input over', () => {
    loadPage(META, FIELD);
    type('oak');
    delete window.__earlyInput;
    jest.advanceTimersByTime(1000);
    type('oaks');
    jest.advanceTimersByTime(1000);

    expect(KeptWorker.made).toHaveLength(1);
    expect(KeptWorker.made[0]!.queries()).toEqual([]);
  });

  it('starts nothing for a field not marked, nor without the worker’s script named', () => {
    loadPage(META, '<input type="search">');
    type('oak');
    loadPage('', FIELD);
    type('oak');
    jest.advanceTimersByTime(1000);

    expect(KeptWorker.made).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the worker the manifest’s failure, and asks nothing of a worker that failed', async () => {
    manifestFound = false;
    loadPage(META, FIELD);
    type('oak');
    await settle();
    const [worker] = KeptWorker.made;
    expect(worker!.posted).toContainEqual({
      type: 'given',
      path: 'manifest.json',
      error: 'Part of the search index (manifest.json) could not be loaded',
    });

    worker!.fail();
    jest.advanceTimersByTime(1000);
    expect(window.__earlySearch?.failed).toBe(true);
    expect(worker!.queries()).toEqual([]);
  });
});

describe('takeEarlySearchWorker', () => {
  const early = (failed: boolean): EarlySearch => ({ worker: {} as Worker, plan, failed });

  it('gives the worker the inline script started, once', () => {
    const page = { __earlySearch: early(false) };
    const { worker } = page.__earlySearch;
    expect(takeEarlySearchWorker(page)).toBe(worker);
    expect(takeEarlySearchWorker(page)).toBeUndefined();
  });

  it('gives none when its script failed to load, nor when none was started', () => {
    expect(takeEarlySearchWorker({ __earlySearch: early(true) })).toBeUndefined();
    expect(takeEarlySearchWorker({})).toBeUndefined();
  });
});
