// After the build and the prerender: writes DIST_DIR/sw.js, the service worker that makes the
// site work offline (scripts/service-worker.template.js), with the files it caches on install
// and a cache name derived from the contents of the build: any change to any file is a new
// cache, installed beside the old one.
//
// It caches on install what every visit needs, whatever the catalogue's size: the site's code,
// pictures, font and icons, the home and not-found pages, the catalogue's index (search and
// filters) and the records of the home page's first cards. Other pages and records are cached
// as the diner opens them; a catalogue of thousands is never downloaded whole.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const templateFile = fileURLToPath(new URL('./service-worker.template.js', import.meta.url));
const SW_FILE = 'sw.js';
const SHELL_PAGES = ['index.html', '404.html'];
/** Matches the catalogue's data files: `data/v1/index.json`, `…/restaurants/{id}.json`, `…/search/…`. */
const DATA_FILE = /^data\/([^/]+)\/(.+)$/;
/**
 * The data files every visit may need: a small catalogue's index, or a large one's search
 * manifest (src/data/search/searchIndexFormat.ts), in the data folder.
 */
const PRECACHED_DATA = ['index.json', 'search/manifest.json'];

/** What the worker may serve: not itself, source maps, compressed copies or dotfiles. */
const isServed = (relative) =>
  relative !== SW_FILE &&
  !/\.(map|gz|br)$/.test(relative) &&
  !/(^|\/)\./.test(relative) &&
  // The folder copy of a page (`restaurant/2/index.html`) is `restaurant/2.html` again.
  !(relative.endsWith('/index.html') && relative !== 'index.html');

/**
 * What is cached on install: no page but the shell's, no data file but a small catalogue's index
 * or a large one's search manifest (the fragments an answer reads are kept as they are fetched)
 * and the first cards' records; never source maps, precompressed copies, licence notes, the
 * worker itself, what only crawlers read (the sitemap, robots.txt, the link previews' WebP
 * pictures), or the build's own notes (dotfiles: .build-manifest.json, which hosts need not serve).
 */
const isPrecached = (relative, firstRecords) => {
  if (!isServed(relative) || relative.endsWith('.LICENSE.txt')) return false;
  if (/^sitemap(-\d+)?\.xml$/.test(relative) || relative === 'robots.txt') return false;
  // The link previews' pictures (og:image): crawlers fetch them; the pages show AVIF.
  if (relative.endsWith('.webp')) return false;
  if (relative.endsWith('.html')) return SHELL_PAGES.includes(relative);
  const data = DATA_FILE.exec(relative);
  return data ? PRECACHED_DATA.includes(data[2]) || firstRecords.has(data[2]) : true;
};

/** The ids of the home page's first cards, from the seed the prerender wrote into it. */
const firstPageIds = (homePage) => {
  const seed = /<script type="application\/json" id="catalogue-seed">([\s\S]*?)<\/script>/.exec(homePage);
  if (!seed) return [];
  try {
    const { firstPage } = JSON.parse(seed[1]);
    return Array.isArray(firstPage) ? firstPage.map((restaurant) => String(restaurant.id)) : [];
  } catch {
    return [];
  }
};

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

const all = walk(distDir)
  .map((file) => path.relative(distDir, file).split(path.sep).join('/'))
  .sort();
for (const required of SHELL_PAGES) {
  if (!all.includes(required)) throw new Error(`${distDir} has no ${required}: run the prerender first.`);
}
const firstRecords = new Set(
  firstPageIds(readFileSync(path.join(distDir, 'index.html'), 'utf8')).map((id) => `restaurants/${id}.json`),
);
const files = all.filter((relative) => isPrecached(relative, firstRecords));
const dataFolders = [...new Set(all.map((relative) => DATA_FILE.exec(relative)?.[1]).filter(Boolean))];

/**
 * What the prerender recorded of the files it wrote (.build-manifest.json, scripts/prerender.mjs):
 * a page by the hash of what it was rendered from, a data file by its bytes' hash. A file not
 * changed since is named by that instead of being read: a large catalogue has hundreds of
 * thousands, and an incremental build rewrites a few.
 */
const recorded = (() => {
  const manifestFile = path.join(distDir, '.build-manifest.json');
  try {
    const { pages = {}, outputs = {} } = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const writtenAt = statSync(manifestFile).mtimeMs;
    const hashes = new Map([
      ...Object.entries(pages).map(([file, input]) => [file, `page ${input}`]),
      ...Object.entries(outputs).filter(([, hash]) => hash !== 'code'),
    ]);
    return (file) => (statSync(path.join(distDir, file)).mtimeMs <= writtenAt ? hashes.get(file) : undefined);
  } catch {
    return () => undefined;
  }
})();

// The name covers every file the worker may serve, the ones cached later included.
const version = createHash('sha256');
const served = all.filter(isServed);
for (const file of served) {
  version.update(`${file}\0`);
  version.update(
    recorded(file) ??
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
  [
    'const DATA_FOLDERS = [];',
    `const DATA_FOLDERS = ${JSON.stringify(dataFolders.map((folder) => `/data/${folder}/`))};`,
  ],
].reduce(fill, template);

writeFileSync(path.join(distDir, SW_FILE), worker);
console.log(
  `Wrote ${path.relative('.', path.join(distDir, SW_FILE))}: ${urls.length} of the ${served.length} files it serves cached on install, in ${cacheName}.`,
);
