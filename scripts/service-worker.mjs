// After the build and the prerender: writes DIST_DIR/sw.js, the service worker that makes the
// site work offline (scripts/service-worker.template.js), with the list of every file of the
// build to cache and a cache name derived from their contents: any change to any file is a new
// cache, installed beside the old one.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const templateFile = fileURLToPath(new URL('./service-worker.template.js', import.meta.url));
const SW_FILE = 'sw.js';

/**
 * Source maps, precompressed copies, licence notes and the worker itself are not cached, nor
 * the folder copies of pages (`restaurant/2/index.html` is `restaurant/2.html` again).
 */
const isCached = (relative) =>
  relative !== SW_FILE &&
  !/\.(map|gz|br)$/.test(relative) &&
  !relative.endsWith('.LICENSE.txt') &&
  !(relative.endsWith('/index.html') && relative !== 'index.html');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

const files = walk(distDir)
  .map((file) => path.relative(distDir, file).split(path.sep).join('/'))
  .filter(isCached)
  .sort();
for (const required of ['index.html', '404.html']) {
  if (!files.includes(required)) throw new Error(`${distDir} has no ${required}: run the prerender first.`);
}

const version = createHash('sha256');
for (const file of files) {
  version.update(`${file}\0`);
  version.update(
    createHash('sha256')
      .update(readFileSync(path.join(distDir, file)))
      .digest(),
  );
}
const cacheName = `tablo-precache-${version.digest('hex').slice(0, 16)}`;
const urls = files.map((file) => `/${file}`);

const template = readFileSync(templateFile, 'utf8');
const fill = (source, [line, value]) => {
  if (!source.includes(line)) throw new Error(`${templateFile} lacks the line "${line}".`);
  return source.replace(line, () => value);
};
const worker = [
  ["const CACHE_NAME = 'tablo-precache-development';", `const CACHE_NAME = ${JSON.stringify(cacheName)};`],
  ['const PRECACHE = [];', `const PRECACHE = ${JSON.stringify(urls, null, 2)};`],
].reduce(fill, template);

writeFileSync(path.join(distDir, SW_FILE), worker);
console.log(
  `Wrote ${path.relative('.', path.join(distDir, SW_FILE))}: ${urls.length} files in ${cacheName}.`,
);
