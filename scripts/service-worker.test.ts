import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

const ORIGIN = 'https://tablo.test';

const MAIN_SCRIPT = '/assets/main.0123456789.js';

/** A prerendered page, as scripts/prerender.mjs writes it (the home page with its seed). */
const page = (marker: string, text: string, seed?: object, script = MAIN_SCRIPT) =>
  `<head><script>early()</script><script defer="defer" src="${script}"></script></head>` +
  `<div id="root" data-prerendered="${marker}">${text}</div>` +
  (seed ? `<script type="application/json" id="catalogue-seed">${JSON.stringify(seed)}</script>` : '');

/** A small build folder, as webpack and the prerender leave it. */
const makeBuild = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tablo-sw-'));
  const files: Record<string, string> = {
    'index.html': page('/', 'home', { firstPage: [{ id: '1' }] }),
    '404.html': page('*', 'not found'),
    'restaurant/1.html': page('/restaurant/1', 'restaurant 1'),
    'restaurant/1/index.html': page('/restaurant/1', 'restaurant 1'),
    'restaurant/2.html': page('/restaurant/2', 'restaurant 2'),
    'restaurant/2/index.html': page('/restaurant/2', 'restaurant 2'),
    'bookings.html': page('/bookings', 'bookings'),
    'data/0a1b2c3d4e/index.json': '{"restaurants":[1,2]}',
    'data/0a1b2c3d4e/search/manifest.json': '{"version":1}',
    'data/0a1b2c3d4e/search/cards/0123456789ab.json': '[]',
    'data/0a1b2c3d4e/restaurants/1.json': '{"restaurant":1}',
    'data/0a1b2c3d4e/restaurants/2.json': '{"restaurant":2}',
    'sitemap.xml': '<urlset/>',
    'index.html.br': 'compressed',
    'favicon.svg': '<svg/>',
    'assets/main.0123456789.js': 'main()',
    'assets/main.0123456789.js.map': '{}',
    'assets/main.0123456789.js.gz': 'compressed',
    'assets/650.abcdef0123.js.LICENSE.txt': 'MIT',
    'assets/photo-480.fedcba9876.avif': 'AVIF',
    'assets/photo-800.0123abcdef.webp': 'RIFF',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
};

const generate = (dir: string) => {
  execFileSync(process.execPath, [path.join(__dirname, 'service-worker.mjs')], {
    env: { ...process.env, DIST_DIR: dir },
    stdio: 'pipe',
  });
  return readFileSync(path.join(dir, 'sw.js'), 'utf8');
};

type Listener = (event: unknown) => void;

/** The worker's code run against an in-memory CacheStorage and a fetch the test controls. */
const startWorker = (
  code: string,
  network: (url: string, init?: { cache?: string }) => Promise<Response>,
) => {
  const cacheStorage = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string) => {
    if (!cacheStorage.has(name)) cacheStorage.set(name, new Map());
    return cacheStorage.get(name)!;
  };
  const pathOf = (input: string | { url: string }) =>
    new URL(typeof input === 'string' ? input : input.url, ORIGIN).pathname;
  const fetched: { url: string; cache?: string }[] = [];
  const fetch = jest.fn(async (input: string | { url: string; cache?: string }) => {
    const url = typeof input === 'string' ? input : input.url;
    fetched.push({ url, cache: typeof input === 'string' ? undefined : input.cache });
    return network(url);
  });
  const caches = {
    open: async (name: string) => {
      const cache = cacheOf(name);
      return {
        addAll: async (requests: { url: string }[]) => {
          const responses = await Promise.all(requests.map((request) => fetch(request)));
          // As Cache.addAll does: any answer that is not ok fails the whole call.
          if (responses.some((response) => !response.ok)) throw new TypeError('addAll: a response is not ok');
          responses.forEach((response, index) => cache.set(pathOf(requests[index]!), response));
        },
        match: async (input: string) => cache.get(pathOf(input))?.clone(),
        put: async (input: string, response: Response) => {
          cache.set(pathOf(input), response);
        },
      };
    },
    keys: async () => [...cacheStorage.keys()],
    delete: async (name: string) => cacheStorage.delete(name),
  };
  const listeners = new Map<string, Listener>();
  const claim = jest.fn(async () => undefined);
  /** The browser's windows of any site, as `clients.matchAll` lists them. */
  const windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = [];
  const openWindow = jest.fn(async () => null);
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients: { claim, matchAll: jest.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  // Requests resolve relative URLs against the worker's origin, as in a browser.
  class WorkerRequest {
    url: string;
    cache?: string;
    constructor(input: string, init: { cache?: string } = {}) {
      this.url = new URL(input, ORIGIN).href;
      this.cache = init.cache;
    }
  }
  vm.runInNewContext(code, {
    self,
    caches,
    fetch,
    Request: WorkerRequest,
    Response,
    URL,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });

  const extendable = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  /** The worker's answer to a request, or null when it lets the browser handle it. */
  const kept: Promise<unknown>[] = [];
  const request = (url: string, { mode = 'cors', method = 'GET' } = {}) => {
    let answer: Promise<Response> | null = null;
    listeners.get('fetch')!({
      request: { url: new URL(url, ORIGIN).href, mode, method },
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (promise: Promise<unknown>) => kept.push(promise),
    });
    return answer as Promise<Response> | null;
  };
  /** Resolves once what the worker keeps after its answers is in the cache. */
  const settled = async () => {
    while (kept.length > 0) await Promise.all(kept.splice(0));
  };
  /** A click on a notification the page showed with `data`; resolves once the worker is done with it. */
  const clickNotification = async (data: unknown) => {
    const close = jest.fn();
    const waits: Promise<unknown>[] = [];
    listeners.get('notificationclick')!({
      notification: { data, close },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    return { close };
  };
  /** A window of this site (or another) open at `url`, which the worker may focus and send elsewhere. */
  const openTab = (url: string, { isControlled = true } = {}) => {
    const tab = {
      url,
      focus: jest.fn(async () => tab),
      navigate: jest.fn(async () => {
        if (!isControlled) throw new TypeError('not controlled');
        return tab;
      }),
    };
    windows.push(tab);
    return tab;
  };
  return {
    cacheStorage,
    fetch,
    fetched,
    claim,
    clickNotification,
    openTab,
    openWindow,
    install: () => extendable('install'),
    activate: () => extendable('activate'),
    request,
    settled,
  };
};

const ok = (body: string) => Promise.resolve(new Response(body, { status: 200 }));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/**
 * The build's static server: a file, else the page of that URL (`x.html`, `x/index.html`),
 * else the not-found page with 404.
 */
const serverOf = (dir: string) => (url: string) => {
  const { pathname } = new URL(url, ORIGIN);
  const file = pathname.slice(1);
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
    try {
      return ok(readFileSync(path.join(dir, candidate), 'utf8'));
    } catch {
      // Not this one.
    }
  }
  return Promise.resolve(new Response(readFileSync(path.join(dir, '404.html'), 'utf8'), { status: 404 }));
};

/** The text of the worker's answer to a page request. */
const pageText = async (worker: ReturnType<typeof startWorker>, url: string) =>
  (await worker.request(url, { mode: 'navigate' }))!.text();

describe('the service worker of a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeBuild();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('installs on a host that answers the not-found page with its own status, 404, and keeps it so', async () => {
    const network = serverOf(dir);
    const worker = startWorker(generate(dir), async (url) => {
      const response = await network(url);
      return new URL(url, ORIGIN).pathname === '/404.html'
        ? new Response(await response.text(), { status: 404 })
        : response;
    });
    await worker.install();
    const [[, cache]] = [...worker.cacheStorage];
    expect(cache!.get('/404.html')?.status).toBe(404);
  });

  it('fails to install when any other file of the shell is missing', async () => {
    const network = serverOf(dir);
    const worker = startWorker(generate(dir), async (url) =>
      new URL(url, ORIGIN).pathname === '/index.html' ? new Response('gone', { status: 404 }) : network(url),
    );
    await expect(worker.install()).rejects.toThrow('/index.html: 404');
  });

  it("caches on install the shell: code, pictures, icons, the home and not-found pages, the catalogue's index and the first cards' records", async () => {
    const worker = startWorker(generate(dir), serverOf(dir));
    await worker.install();
    const [[name, cache]] = [...worker.cacheStorage];
    expect(name).toMatch(/^tablo-precache-[0-9a-f]{16}$/);
    // No other page or record, no map, compressed copy, licence note, sitemap or link preview's
    // picture (the WebP only og:image names: pages show AVIF).
    expect([...cache!.keys()].sort()).toEqual([
      '/404.html',
      '/assets/main.0123456789.js',
      '/assets/photo-480.fedcba9876.avif',
      '/data/0a1b2c3d4e/index.json',
      '/data/0a1b2c3d4e/restaurants/1.json',
      '/data/0a1b2c3d4e/search/manifest.json',
      '/favicon.svg',
      '/index.html',
    ]);
    // The pages are revalidated; hashed files may come from the HTTP cache.
    expect(worker.fetched.find((entry) => entry.url.endsWith('/index.html'))?.cache).toBe('no-cache');
    expect(worker.fetched.find((entry) => entry.url.endsWith('.js'))?.cache).toBe('default');
  });

  it('names its cache after the contents: the same build the same name, any change a new one', () => {
    const cacheName = (code: string) => /const CACHE_NAME = "([^"]+)"/.exec(code)?.[1];
    const first = cacheName(generate(dir));
    expect(cacheName(generate(dir))).toBe(first);
    writeFileSync(path.join(dir, 'index.html'), page('/', 'new home'));
    const second = cacheName(generate(dir));
    expect(second).not.toBe(first);
    // A file cached only once opened counts too.
    writeFileSync(path.join(dir, 'data/0a1b2c3d4e/restaurants/2.json'), '{"restaurant":"two"}');
    expect(cacheName(generate(dir))).not.toBe(second);
  });

  it("takes a file's hash from the prerender's record while the file is as recorded, and reads it once changed", () => {
    const cacheName = (code: string) => /const CACHE_NAME = "([^"]+)"/.exec(code)?.[1];
    const manifest = path.join(dir, '.build-manifest.json');
    const record = (pageInput: string) => {
      writeFileSync(
        manifest,
        JSON.stringify({
          pages: { 'restaurant/2.html': pageInput },
          outputs: { 'data/0a1b2c3d4e/index.json': 'x' },
        }),
      );
      // Written after the files it names, as the prerender writes it.
      const later = new Date(Date.now() + 10_000);
      utimesSync(manifest, later, later);
    };
    record('first');
    const first = cacheName(generate(dir));
    expect(cacheName(generate(dir))).toBe(first);
    // The record alone changes the name: the files were not read.
    record('second');
    const second = cacheName(generate(dir));
    expect(second).not.toBe(first);
    // A file changed after the record is read again.
    writeFileSync(path.join(dir, 'restaurant/2.html'), page('/restaurant/2', 'restaurant two'));
    const afterRecord = new Date(Date.now() + 20_000);
    utimesSync(path.join(dir, 'restaurant/2.html'), afterRecord, afterRecord);
    expect(cacheName(generate(dir))).not.toBe(second);
  });

  it('refuses a build without the prerendered pages', () => {
    rmSync(path.join(dir, '404.html'));
    expect(() => generate(dir)).toThrow(/404\.html/);
  });

  it('on activation deletes the caches of older builds only, and takes the open tab', async () => {
    const worker = startWorker(generate(dir), serverOf(dir));
    worker.cacheStorage.set('tablo-precache-0000000000000000', new Map());
    worker.cacheStorage.set('another-app', new Map());
    await worker.install();
    await worker.activate();
    expect([...worker.cacheStorage.keys()]).toEqual([
      'another-app',
      expect.stringMatching(/^tablo-precache-/),
    ]);
    expect(worker.claim).toHaveBeenCalledTimes(1);
  });

  describe('pages', () => {
    it('come from the network while it answers, so a new deployment shows at once', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      await worker.install();
      // A new deployment replaced the page since.
      writeFileSync(path.join(dir, 'index.html'), page('/', 'new home'));
      const response = await worker.request('/?q=wine', { mode: 'navigate' });
      expect(await response!.text()).toContain('>new home</div>');
    });

    it('offline: each page opened before its own, every other URL the not-found page', async () => {
      let isOnline = true;
      const worker = startWorker(generate(dir), (url) => (isOnline ? serverOf(dir)(url) : offline()));
      await worker.install();
      for (const url of ['/bookings', '/restaurant/1/']) await pageText(worker, url);
      await worker.settled();
      isOnline = false;
      for (const [url, text] of [
        ['/', 'home'],
        ['/?q=wine&cuisine=French', 'home'],
        ['/index.html', 'home'],
        ['/bookings', 'bookings'],
        ['/restaurant/1', 'restaurant 1'],
        ['/restaurant/1/', 'restaurant 1'],
        // Never opened: the not-found page, which renders a restaurant from its record.
        ['/restaurant/2', 'not found'],
        ['/restaurant/999', 'not found'],
        ['/no/such/page', 'not found'],
      ]) {
        expect(await pageText(worker, url!)).toContain(`>${text}</div>`);
      }
    });

    it("does not keep a newer deployment's page, whose code this worker does not have", async () => {
      let isOnline = true;
      const worker = startWorker(generate(dir), (url) => (isOnline ? serverOf(dir)(url) : offline()));
      await worker.install();
      writeFileSync(
        path.join(dir, 'bookings.html'),
        page('/bookings', 'new bookings', undefined, '/assets/main.9999999999.js'),
      );
      expect(await pageText(worker, '/bookings')).toContain('>new bookings</div>');
      await worker.settled();
      isOnline = false;
      expect(await pageText(worker, '/bookings')).toContain('>not found</div>');
    });

    it('when the network hangs, the cached page after a few seconds', async () => {
      jest.useFakeTimers();
      try {
        let hangs = false;
        const worker = startWorker(generate(dir), (url) =>
          hangs && !/\.(html|js|avif|svg)$/.test(url) ? new Promise(() => undefined) : serverOf(dir)(url),
        );
        await worker.install();
        await pageText(worker, '/bookings');
        await worker.settled();
        hangs = true;
        const hanging = worker.request('/bookings', { mode: 'navigate' })!;
        await jest.advanceTimersByTimeAsync(4000);
        expect(await (await hanging).text()).toContain('>bookings</div>');
      } finally {
        jest.useRealTimers();
      }
    });

    it('when the server answers with an error, the cached page of that URL, as if offline', async () => {
      let status = 0;
      const worker = startWorker(generate(dir), (url) =>
        status === 0 || /\.(html|js|avif|svg)$/.test(url)
          ? serverOf(dir)(url)
          : Promise.resolve(new Response(`Error ${status}`, { status })),
      );
      await worker.install();
      for (const url of ['/restaurant/1', '/bookings']) await pageText(worker, url);
      await worker.settled();
      for (const [code, url, text] of [
        [502, '/', 'home'],
        [500, '/restaurant/1', 'restaurant 1'],
        [503, '/no/such/page', 'not found'],
        // Node's HTTP server refuses a URL over 16 KB.
        [431, `/?q=${'a'.repeat(17_000)}`, 'home'],
        [400, '/bookings', 'bookings'],
      ] as const) {
        status = code;
        expect(await pageText(worker, url)).toContain(`>${text}</div>`);
      }
    });

    it("passes the host's own answers through: its not-found page with 404, and redirects", async () => {
      const worker = startWorker(generate(dir), (url) =>
        url.endsWith('/moved')
          ? Promise.resolve(new Response(null, { status: 308, headers: { Location: '/restaurant/1' } }))
          : url.endsWith('/gone')
            ? Promise.resolve(new Response('the host says 404', { status: 404 }))
            : serverOf(dir)(url),
      );
      await worker.install();
      const missing = await worker.request('/gone', { mode: 'navigate' });
      expect(missing!.status).toBe(404);
      expect(await missing!.text()).toBe('the host says 404');
      expect((await worker.request('/moved', { mode: 'navigate' }))!.status).toBe(308);
    });
  });

  describe('files', () => {
    it('the build files come from the cache, without the network', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      await worker.install();
      worker.fetch.mockClear();
      const response = await worker.request('/assets/main.0123456789.js');
      expect(await response!.text()).toBe('main()');
      expect(worker.fetch).not.toHaveBeenCalled();
    });

    it("the catalogue's data files: from the cache, else from the network and kept for offline", async () => {
      let isOnline = true;
      const worker = startWorker(generate(dir), (url) => (isOnline ? serverOf(dir)(url) : offline()));
      await worker.install();
      worker.fetch.mockClear();
      expect(await (await worker.request('/data/0a1b2c3d4e/restaurants/1.json'))!.text()).toBe(
        '{"restaurant":1}',
      );
      expect(worker.fetch).not.toHaveBeenCalled();
      expect(await (await worker.request('/data/0a1b2c3d4e/restaurants/2.json'))!.text()).toBe(
        '{"restaurant":2}',
      );
      expect(worker.fetch).toHaveBeenCalledTimes(1);
      await worker.settled();
      isOnline = false;
      expect(await (await worker.request('/data/0a1b2c3d4e/restaurants/2.json'))!.text()).toBe(
        '{"restaurant":2}',
      );
      // Never opened, and no network: the page says the record could not be loaded.
      await expect(worker.request('/data/0a1b2c3d4e/restaurants/3.json')).rejects.toThrow('Failed to fetch');
    });

    it('anything else is left to the browser: other files, other sites, other methods', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      await worker.install();
      expect(worker.request('/assets/main.9999999999.js')).toBeNull();
      expect(worker.request('/assets/main.0123456789.js.map')).toBeNull();
      expect(worker.request('https://calendar.google.com/calendar/render', { mode: 'navigate' })).toBeNull();
      expect(worker.request('/', { mode: 'navigate', method: 'POST' })).toBeNull();
    });
  });

  describe("a click on a watch's notification", () => {
    const BOOKING = '/book/1?party=10&date=2026-12-04&time=21%3A00';

    it('opens the booking in a tab of the site, focused', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      worker.openTab('https://elsewhere.test/');
      const tab = worker.openTab(`${ORIGIN}/bookings`);
      const { close } = await worker.clickNotification({ url: BOOKING });
      expect(close).toHaveBeenCalled();
      expect(tab.focus).toHaveBeenCalled();
      expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}${BOOKING}`);
      expect(worker.openWindow).not.toHaveBeenCalled();
    });

    it('opens a new tab when none of the site is open, or the open one cannot be sent there', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      await worker.clickNotification({ url: BOOKING });
      expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}${BOOKING}`);

      worker.openTab(`${ORIGIN}/`, { isControlled: false });
      await worker.clickNotification({ url: BOOKING });
      expect(worker.openWindow).toHaveBeenCalledTimes(2);
    });

    it('never opens another site', async () => {
      const worker = startWorker(generate(dir), serverOf(dir));
      const tab = worker.openTab(`${ORIGIN}/`);
      await worker.clickNotification({ url: 'https://evil.test/phish' });
      expect(tab.navigate).not.toHaveBeenCalled();
      expect(worker.openWindow).not.toHaveBeenCalled();
    });
  });
});
