import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript files a page fetched, as paths under the site root. */
export const recordScripts = (page) => {
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
};

/** Gzipped size of built files, read from the build folder. */
export const gzipBytes = (distDir, files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);

/** The JavaScript budgets of a page (docs/decisions.md), in gzipped bytes. */
export const JS_BUDGETS = {
  homeInitial: 200 * 1024,
  bookingExtra: 40 * 1024,
};
