// Serves the build (DIST_DIR, default dist/) on 127.0.0.1 (PORT, default 4173); unknown paths get index.html.
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
