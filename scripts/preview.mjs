// Serves the build (DIST_DIR, default dist/) on 127.0.0.1 (PORT, default 4173) as a static host
// with no rewrite rule would: each page from its own file, unknown paths 404.html with HTTP 404.
import { startStaticServer } from './lib/serve.mjs';

const port = Number(process.env.PORT ?? 4173);
try {
  const root = process.env.DIST_DIR || 'dist';
  const { url } = await startStaticServer({ root, port });
  console.log(`Serving ${root}/ at ${url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
