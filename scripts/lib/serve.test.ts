import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

const PREVIEW = path.join(__dirname, '..', 'preview.mjs');

/** A small build folder, laid out as the prerender leaves it. */
const makeBuild = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tablo-serve-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
};

const prerendered = {
  'index.html': 'home page',
  '404.html': 'not-found page',
  'restaurant/2.html': 'restaurant 2',
  'restaurant/2/index.html': 'restaurant 2',
  'bookings.html': 'my bookings',
  'assets/main.0123456789.js': 'main()',
  '.build-manifest.json': '{}',
};

/** `npm run preview` on a free port, for the folder. */
const startPreview = (dir: string) =>
  new Promise<{ preview: ChildProcess; origin: string }>((resolve, reject) => {
    const preview = spawn(process.execPath, [PREVIEW], { env: { ...process.env, DIST_DIR: dir, PORT: '0' } });
    preview.stdout!.on('data', (data: Buffer) => {
      const origin = /at (http:\S+)/.exec(data.toString())?.[1];
      if (origin) resolve({ preview, origin });
    });
    preview.once('exit', (code) => reject(new Error(`preview exited with ${code}`)));
  });

describe('npm run preview', () => {
  let dir: string;
  let preview: ChildProcess;
  let origin: string;
  /** The answer to a GET, its body decompressed as a browser would. */
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      http
        .get(origin + pathname, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const isBrotli = response.headers['content-encoding'] === 'br';
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              text: (isBrotli ? brotliDecompressSync(body) : body).toString(),
            });
          });
        })
        .on('error', reject);
    });

  afterEach(() => {
    preview.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a prerendered build', () => {
    beforeEach(async () => {
      dir = makeBuild(prerendered);
      writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync('home page'));
      writeFileSync(path.join(dir, '404.html.br'), brotliCompressSync('not-found page'));
      ({ preview, origin } = await startPreview(dir));
    });

    it('serves each page from its own file, with or without a trailing slash', async () => {
      for (const [pathname, text] of [
        ['/', 'home page'],
        ['/restaurant/2', 'restaurant 2'],
        ['/restaurant/2/', 'restaurant 2'],
        ['/bookings', 'my bookings'],
      ]) {
        const response = await get(pathname!);
        expect(response.status).toBe(200);
        expect(response.text).toBe(text);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers every other URL with the not-found page and HTTP 404', async () => {
      for (const pathname of ['/no-such-page', '/restaurant/999', '/restaurant', '/book/2/extra']) {
        const response = await get(pathname);
        expect(response.status).toBe(404);
        expect(response.text).toBe('not-found page');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    });

    it('serves a page at the URL of its file too, and matches URLs in their own case', async () => {
      for (const [pathname, status, text] of [
        ['/restaurant/2.html', 200, 'restaurant 2'],
        ['/restaurant/2/index.html', 200, 'restaurant 2'],
        ['/index.html', 200, 'home page'],
        ['/Restaurant/2', 404, 'not-found page'],
        ['/BOOKINGS', 404, 'not-found page'],
      ] as const) {
        const response = await get(pathname);
        expect([pathname, response.status, response.text]).toEqual([pathname, status, text]);
      }
    });

    it("answers the not-found page's own URLs with 404, as it is not a page", async () => {
      for (const pathname of ['/404.html', '/404', '/404/']) {
        const response = await get(pathname);
        expect([pathname, response.status, response.text]).toEqual([pathname, 404, 'not-found page']);
      }
    });

    it('sends the precompressed copy when the browser takes it, the not-found page too', async () => {
      const home = await get('/', { 'Accept-Encoding': 'br' });
      expect(home.headers['content-encoding']).toBe('br');
      expect(home.text).toBe('home page');
      const missing = await get('/nope', { 'Accept-Encoding': 'gzip, br' });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBe('br');
      expect(missing.text).toBe('not-found page');
    });

    it('compresses, as hosts do, the pages and files the build left without a compressed copy', async () => {
      for (const [pathname, type, text] of [
        ['/restaurant/2', 'text/html', 'restaurant 2'],
        ['/restaurant/2/', 'text/html', 'restaurant 2'],
        ['/restaurant/2.html', 'text/html', 'restaurant 2'],
        ['/assets/main.0123456789.js', 'text/javascript', 'main()'],
      ] as const) {
        const response = await get(pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect([pathname, response.status, response.headers['content-encoding'], response.text]).toEqual([
          pathname,
          200,
          'br',
          text,
        ]);
        expect(response.headers['content-type']).toMatch(new RegExp(`^${type}`));
        expect(response.headers.vary).toBe('Accept-Encoding');
      }
      const again = await get('/restaurant/2', { 'Accept-Encoding': 'br' });
      const revalidated = await get('/restaurant/2', {
        'Accept-Encoding': 'br',
        'If-None-Match': String(again.headers.etag),
      });
      expect(revalidated.status).toBe(304);
      const plain = await get('/restaurant/2');
      expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, 'restaurant 2']);
      // Still only the build's files: a dotfile is not one.
      expect((await get('/.build-manifest.json', { 'Accept-Encoding': 'br' })).status).toBe(404);
    });

    it('caches hashed assets for good, and never a missing one', async () => {
      const script = await get('/assets/main.0123456789.js');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const pathname of ['/assets/main.9999999999.js', '/assets/990']) {
        const missing = await get(pathname);
        expect(missing.status).toBe(404);
        expect(missing.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  describe('a client-rendered build (no 404.html)', () => {
    beforeEach(async () => {
      dir = makeBuild(
        Object.fromEntries(Object.entries(prerendered).filter(([name]) => name !== '404.html')),
      );
      ({ preview, origin } = await startPreview(dir));
    });

    it('answers unknown URLs with index.html, for the app to render', async () => {
      const response = await get('/restaurant/999');
      expect(response.status).toBe(200);
      expect(response.text).toBe('home page');
    });

    it('answers a missing asset with 404, not the page with a year-long cache', async () => {
      const missing = await get('/assets/990');
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    });
  });
});
