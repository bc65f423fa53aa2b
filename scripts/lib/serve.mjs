import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves a production build as a static site: files as they are, hashed assets cached for good,
 * and every other path answered with index.html so the client router can take it.
 */
export function startStaticServer({ root = 'dist', host = '127.0.0.1', port = 4173 } = {}) {
  const dir = path.resolve(root);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "npm run build" first.`);
  }
  // Prerendered builds answer unknown paths with the shell (header and footer), others with index.html.
  const fallback = existsSync(path.join(dir, 'shell.html')) ? 'shell.html' : true;
  const handler = sirv(dir, {
    single: fallback,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actualPort}` });
    });
  });
}
