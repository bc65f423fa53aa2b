// @ts-check
// What a production build is made from besides the catalogue's restaurants, as one hash: the
// files webpack read for the last build (webpack.config.js, BuildInputsPlugin), the build's own
// scripts, the options it reads from the environment, and the part of the catalogue the code
// carries (its reviews, and the file's path). scripts/build.mjs skips webpack when it is the last build's.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueBesideRestaurants } from './catalogue.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build's own files, which webpack does not list as read. */
const BUILD_FILES = [
  'package.json',
  'package-lock.json',
  'webpack.config.js',
  '.babelrc',
  'public/index.html',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/service-worker.mjs',
  'scripts/service-worker.template.js',
  'scripts/lib/buildInputs.mjs',
  'scripts/lib/catalogue.mjs',
  'scripts/lib/catalogue-part-loader.cjs',
  'scripts/lib/catalogue-restaurants.cjs',
  'scripts/lib/source-map-json-loader.cjs',
];

/** The settings the build reads from the environment (docs/deploy.md). */
const BUILD_SETTINGS = [
  'SITE_URL',
  'REACT_PROFILE',
  'PRECOMPRESS',
  'FOLDER_INDEXES',
  'SHARED_CSS',
  'SEARCH_FRAGMENTS_OVER',
  'FRAGMENTS_BEFORE_INDEX_OVER',
];

/** Where the prerenderer's bundle and the lists of what webpack read go, for the build in `distDir`. */
export const prerenderDirOf = (/** @type {string} */ distDir) =>
  path.resolve(root, 'node_modules/.cache/prerender', path.basename(path.resolve(distDir)));

/**
 * The code's hash for the build in `distDir` of `catalogueFile`, or null when the last webpack
 * run left no list of what it read (there was none, or it failed).
 * @param {string} distDir @param {string} catalogueFile
 */
export const codeHash = async (distDir, catalogueFile) => {
  const prerenderDir = prerenderDirOf(distDir);
  const lists = ['client', 'prerender'].map((name) => `${prerenderDir}.inputs-${name}.json`);
  if (!lists.every((list) => existsSync(list))) return null;
  const read = lists.flatMap((list) => /** @type {string[]} */ (JSON.parse(readFileSync(list, 'utf8'))));
  const files = [...new Set([...read, ...BUILD_FILES.map((file) => path.join(root, file))])].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest() : 'missing');
  }
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  // Its path too: the code's module of the reviews is named after it.
  hash.update(`${path.resolve(catalogueFile)}\0`);
  hash.update(await catalogueBesideRestaurants(catalogueFile));
  return hash.digest('hex').slice(0, 20);
};
