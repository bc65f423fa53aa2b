import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup as contentType } from 'mrmime';
import sirv from 'sirv';

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir` but dotfiles, as URL paths (`/restaurant/2.html`). */
const listFiles = (dir, prefix = '') =>
  readdirSync(path.join(dir, prefix)).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const relative = `${prefix}/${name}`;
    return statSync(path.join(dir, relative)).isDirectory() ? listFiles(dir, relative) : [relative];
  });

/**
 * Compresses on the fly the text files the build left without a compressed copy (a
 * restaurant's pages and record: scripts/prerender.mjs), as hosts do, so that what the browser
 * downloads here is what a host would send. Brotli at quality 5, as Cloudflare's on-the-fly
 * compression, each file once.
 * Returns a handler that answers such a request and returns true, or returns false.
 */
const compressingOnTheFly = (dir, cacheControlOf) => {
  const files = new Set(listFiles(dir));
  const compressed = new Map();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
    if (!encoding) return false;
    let pathname;
    try {
      pathname = decodeURI(new URL(req.url ?? '/', 'http://host').pathname).replace(/(.)\/+$/, '$1');
    } catch {
      return false;
    }
    const file = [pathname, `${pathname}.html`, `${pathname === '/' ? '' : pathname}/index.html`].find(
      (candidate) => files.has(candidate),
    );
    if (!file || !compressible.test(file) || files.has(`${file}.br`) || files.has(`${file}.gz`)) return false;
    const { size, mtimeMs } = statSync(path.join(dir, file));
    const etag = `W/"${size}-${Math.floor(mtimeMs)}-${encoding}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      res.end();
      return true;
    }
    const key = `${encoding} ${file} ${etag}`;
    let body = compressed.get(key);
    if (!body) {
      const bytes = readFileSync(path.join(dir, file));
      body =
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(bytes, { level: 6 });
      compressed.set(key, body);
    }
    res.writeHead(200, {
      'Content-Type': `${contentType(file) ?? 'application/octet-stream'}${file.endsWith('.html') ? ';charset=utf-8' : ''}`,
      'Content-Length': body.length,
      'Content-Encoding': encoding,
      ETag: etag,
      'Cache-Control': cacheControlOf(pathname),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
};

/**
 * Serves a production build as an ordinary static host does, with no rewrite rule (as nginx's
 * `try_files $uri $uri.html $uri/ =404` with `error_page 404 /404.html`):
 *   - a file as it is, compressed when the browser accepts it (its precompressed copy, else
 *     compressed here, as hosts do), hashed assets cached for good;
 *   - the page of a URL from `<path>.html` or `<path>/index.html`;
 *   - anything else, and the URLs of 404.html itself: 404.html with HTTP 404, never cached for good.
 * URLs match in their own case, as file names do.
 * A client-rendered build (no 404.html) answers unknown URLs with index.html instead, the
 * usual single-page-app rewrite, except under /assets/, where a missing file is a 404.
 * Like a host after a deployment, it reads the list of files when it starts.
 */
export function startStaticServer({ root = 'dist', host = '127.0.0.1', port = 4173 } = {}) {
  const dir = path.resolve(root);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "npm run build" first.`);
  }
  const notFoundPage = existsSync(path.join(dir, '404.html'))
    ? Object.fromEntries(
        [
          ['br', '404.html.br'],
          ['gzip', '404.html.gz'],
          ['identity', '404.html'],
        ]
          .filter(([, file]) => existsSync(path.join(dir, file)))
          .map(([encoding, file]) => [encoding, readFileSync(path.join(dir, file))]),
      )
    : null;

  const cacheControlOf = (pathname) =>
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const compressed = compressingOnTheFly(dir, cacheControlOf);
  const files = sirv(dir, {
    single: notFoundPage === null,
    ignores: ['^/assets/'],
    extensions: ['html'],
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlOf(pathname));
    },
  });

  const answerNotFound = (req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding =
      ['br', 'gzip'].find((name) => notFoundPage?.[name] && new RegExp(`\\b${name}\\b`).test(accepted)) ??
      'identity';
    const body = notFoundPage?.[encoding] ?? Buffer.from('Not found');
    res.writeHead(404, {
      'Content-Type': notFoundPage ? 'text/html;charset=utf-8' : 'text/plain;charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // The not-found page's own file is no page: its URLs answer 404, as any unknown one.
  const isNotFoundFile = (url = '/') =>
    notFoundPage !== null && /^\/404(?:\.html|\/)?$/.test(url.split('?')[0]);

  const server = createServer((req, res) =>
    isNotFoundFile(req.url)
      ? answerNotFound(req, res)
      : compressed(req, res) || files(req, res, () => answerNotFound(req, res)),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actualPort}` });
    });
  });
}
