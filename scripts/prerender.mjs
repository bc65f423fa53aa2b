// After `webpack --mode production` (scripts/build.mjs runs both): writes the catalogue's data
// files, every page the build knows as its own HTML file (src/entry-server.tsx renders them), the
// not-found page as 404.html, sitemap.xml (an index of sitemap-N.xml files past 50,000 URLs),
// robots.txt, and the stylesheet the pages share.
//
// The layout serves each URL its own page on any static host with no rewrite rule:
//   /                 index.html
//   /restaurant/2     restaurant/2.html (Netlify, Cloudflare Pages, GitHub Pages, Vercel with
//                     cleanUrls, nginx's `try_files $uri $uri.html`); FOLDER_INDEXES=1 adds
//                     restaurant/2/index.html, a hard link to it, for hosts that only know folder
//                     indexes (S3 without a CloudFront function)
//   anything else     404.html, which hosts send with HTTP 404
//
// What a restaurant costs on disk stays small, so that a host's size and file limits take a
// large catalogue (docs/deploy.md): its three pages and its record, 4 files.
// - CSS: each page has its CSS inline, so that a first visit's first paint waits for no other
//   request. SHARED_CSS=1, for a host whose size limit a large catalogue would pass, puts the
//   component rules a restaurant's pages have in common (the header, MUI's) in one
//   content-hashed stylesheet, assets/site.{hash}.css, which they link and a visit downloads
//   once; only the rules a page has alone stay inline (a restaurant then costs 85 KB, not about
//   200). The first paint of a first visit then waits for it: 100-200 ms later on the phone
//   profile (docs/decisions.md, "A static output a host takes").
// - Compression: hosts compress on the fly, so a restaurant's files get no compressed copy;
//   the build's code, the home page and the other pages shared by every visit get Brotli and
//   gzip copies (for nginx's brotli_static/gzip_static). PRECOMPRESS=1 gives the restaurants'
//   files a Brotli copy too, for a server that does not compress (nginx or S3 without a CDN).
//
// Incremental: dist/.build-manifest.json records, for each page, the hash of what it was
// rendered from (the code, the stylesheet, its seed: src/entry-server.tsx, pageSeed) and, for
// each other file written here, the hash of its content. When scripts/build.mjs finds the code
// unchanged it skips webpack and runs this with BUILD_INCREMENTAL=1: only the pages and files
// whose hash changed are written, and those of removed restaurants deleted.
//
// A catalogue of thousands is thousands of pages: they are rendered by one worker thread per
// core (PRERENDER_WORKERS=n to choose).
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const prerenderDir = path.resolve('node_modules/.cache/prerender', path.basename(distDir));
const entryServer = () => createRequire(import.meta.url)(path.join(prerenderDir, 'entry-server.cjs'));
/** The client build's page, with its empty #root, kept for the incremental builds that follow. */
const templateCopy = `${prerenderDir}.template.html`;
const MANIFEST_FILE = '.build-manifest.json';

const options = {
  precompress: process.env.PRECOMPRESS === '1',
  folderIndexes: process.env.FOLDER_INDEXES === '1',
  sharedCss: process.env.SHARED_CSS === '1',
};

// html-webpack-plugin's minifier drops the quotes around attribute values.
const ROOT = /<div id="?root"?><\/div>/;
/** The early-search script the template inlines (webpack.config.js, HeadScriptsPlugin). */
const EARLY_SEARCH_SCRIPT = /<script id="?early-search"?>[\s\S]*?<\/script>/;
const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
/** Files compressed at Brotli's best (quality 11, some 150 ms a 100 KB page) up to this size; quality 5 past it. */
const BEST_BROTLI_UP_TO = 1024 * 1024;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hashOf = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part ?? '').update('\0');
  return hash.digest('base64url').slice(0, 22);
};

/** A file one restaurant has: its pages (`restaurant/2.html`, `book/2.html`…) and its record. */
const isRestaurantsOwn = (relative) => /^(restaurant|book)\/|^data\/[^/]+\/restaurants\//.test(relative);

/** The compressed copies a file gets (see the header), as [suffix, bytes]. */
const copiesOf = (relative, bytes) => {
  if (!compressible.test(relative)) return [];
  if (isRestaurantsOwn(relative)) {
    return options.precompress
      ? [['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]]
      : [];
  }
  const quality = bytes.length <= BEST_BROTLI_UP_TO ? 11 : 5;
  return [
    ['.gz', gzipSync(bytes, { level: 9 })],
    ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })],
  ];
};

/** The folders made so far: a large catalogue's pages are 180,000 files in a few folders. */
const made = new Set();
const makeFolderOf = (file) => {
  const dir = path.dirname(file);
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  made.add(dir);
};

/**
 * Writes `content` to the first of `relatives`, with its compressed copies beside it, and links
 * the others (folder copies) to those files.
 */
const writeOutput = ([first, ...links], content) => {
  const bytes = Buffer.from(content);
  const copies = [['', bytes], ...copiesOf(first, bytes)];
  const file = path.join(distDir, first);
  makeFolderOf(file);
  for (const [suffix, data] of copies) writeFileSync(`${file}${suffix}`, data);
  for (const relative of links) {
    const link = path.join(distDir, relative);
    makeFolderOf(link);
    for (const [suffix] of copies) {
      rmSync(`${link}${suffix}`, { force: true });
      linkSync(`${file}${suffix}`, `${link}${suffix}`);
    }
  }
};

/** Deletes a file of an earlier build, its copies, and the folders it leaves empty. */
const removeOutput = (relative) => {
  const file = path.join(distDir, relative);
  for (const suffix of ['', '.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
  for (let dir = path.dirname(file); dir.startsWith(`${distDir}${path.sep}`); dir = path.dirname(dir)) {
    try {
      rmdirSync(dir);
      made.delete(dir);
    } catch {
      break; // not empty
    }
  }
};

/** The files a page is written to: `index.html` for the home page, else `x.html` (and `x/index.html`). */
const filesOf = (pathname) => {
  if (pathname === '/') return ['index.html'];
  const name = pathname.slice(1);
  return options.folderIndexes ? [`${name}.html`, `${name}/index.html`] : [`${name}.html`];
};

/**
 * The page's inline CSS: with a shared stylesheet, its <style> tags but the component rules, and
 * one tag with the rules the stylesheet lacks. That tag names every rule of the page, those of the
 * stylesheet too, so that the browser's style cache knows them all as inserted and hydration
 * adds none again (src/app/emotionCache.ts).
 */
const inlineStyles = (page, shared) => {
  if (!shared) return page.styles;
  const ids = page.rules.map(([id]) => id);
  if (ids.length === 0) return page.pageStyles;
  const own = page.rules.filter(([id]) => !shared.has(id)).map(([, css]) => css);
  return `${page.pageStyles}<style data-emotion="css ${ids.join(' ')}">${own.join('')}</style>`;
};

/**
 * A restaurant's own pages (its detail, reviews and booking pages), the ones a catalogue
 * multiplies: with SHARED_CSS=1 they link the shared stylesheet. The site's own pages, a few
 * files whatever the catalogue, keep their CSS inline: linked, the home page's first paint
 * waited for the stylesheet (LCP 732 ms against 492 inline, phone profile, 6 loads in turns).
 */
const RESTAURANT_PAGE = /^\/(?:restaurant\/[^/]+(?:\/reviews)?|book\/[^/]+)$/;

/** What a worker thread does: render and write its share of the pages, compress its share of files. */
const work = async ({ pages, files, stylesheet }) => {
  const { renderPage, SEED_ELEMENT_ID } = entryServer();
  // The scripts of each named chunk group of the client build (webpack.config.js, RouteChunksPlugin).
  const routeChunks = JSON.parse(readFileSync(`${prerenderDir}.route-chunks.json`, 'utf8'));
  const template = readFileSync(templateCopy, 'utf8');
  const shared = stylesheet ? new Set(stylesheet.ids) : null;
  const stylesheetLink = stylesheet ? `<link rel="stylesheet" href="/${escapeHtml(stylesheet.file)}">` : '';
  /**
   * For a page whose search field starts a large catalogue's search at a key typed before the
   * page's script runs (data-early-search), the scripts of that search's worker and code
   * (src/speed/earlyInput/earlySearch.inline.js reads them).
   */
  const earlySearchMeta = (html) => {
    if (!html.includes('data-early-search=')) return '';
    const [worker] = routeChunks.search ?? [];
    if (!worker) throw new Error('The client build names no script for the search worker ("search").');
    const code = (routeChunks['catalogue-search'] ?? []).map((file) => `/${file}`).join(' ');
    return `<meta name="early-search" data-worker="/${escapeHtml(worker)}" data-code="${escapeHtml(code)}">`;
  };

  /**
   * The template with a rendered page in #root, its head and CSS, marked with the path it was
   * rendered for (src/main.tsx hydrates it only there). The page's own chunks are fetched
   * alongside the main bundle, so hydration need not wait for the main bundle to ask for them.
   */
  const fill = (page, marker) => {
    const { html, title, head, preloads, chunkGroup, seed } = page;
    const linksShared = shared !== null && RESTAURANT_PAGE.test(marker);
    const pageScripts = routeChunks[chunkGroup];
    if (!pageScripts?.length)
      throw new Error(`The client build names no scripts for the chunk group "${chunkGroup}".`);
    const scriptPreloads =
      pageScripts.map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`).join('') +
      earlySearchMeta(html);
    // The early-search script only in a page whose search field starts the search early.
    const pageTemplate = html.includes('data-early-search=')
      ? template
      : template.replace(EARLY_SEARCH_SCRIPT, '');
    return (
      pageTemplate
        // React has already escaped the title text. The shared stylesheet comes first in the
        // head, so that the browser asks for it as soon as it can (it holds up the first paint).
        .replace(
          /<title>.*?<\/title>/,
          () => `<title>${title}</title>${linksShared ? stylesheetLink : ''}${head}`,
        )
        // Ahead of the scripts: the first image's preload, so it starts downloading first, and the
        // web font's inert @font-face, which the first inline script may add (src/theme/fonts.ts);
        // the page's scripts after the main bundle's.
        .replace(/<script/, (tag) => `${preloads}${tag}`)
        .replace(
          '</head>',
          () => `${inlineStyles(page, linksShared ? shared : null)}${scriptPreloads}</head>`,
        )
        // What the page holds of the catalogue, for the store to start from (src/main.tsx).
        .replace(
          ROOT,
          () =>
            `<div id="root" data-prerendered="${escapeHtml(marker)}">${html}</div>` +
            `<script type="application/json" id="${SEED_ELEMENT_ID}">${seed}</script>`,
        )
    );
  };

  const spent = { render: 0, write: 0 };
  for (const { pathname, marker, relatives } of pages) {
    const started = performance.now();
    const page = fill(await renderPage(pathname), marker);
    const rendered = performance.now();
    spent.render += rendered - started;
    writeOutput(relatives, page);
    spent.write += performance.now() - rendered;
    // Each page's store starts redux-persist's writes on a timer, which ends itself only once
    // it has run; a loop of awaits that never reach the event loop kept every store alive (34 KB
    // a page: 3 GB for a worker's 90,000 pages of a 60,000-restaurant catalogue, and ever longer
    // garbage collections). A turn of the event loop lets the last pages' timers run.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const started = performance.now();
  for (const relative of files) writeOutput([relative], readFileSync(path.join(distDir, relative)));
  spent.write += performance.now() - started;
  return { spent };
};

/**
 * The stylesheet the pages share: the component rules of the pages rendered here, samples of
 * every kind of page. A page the site has once (home, help…) gives all its rules; a restaurant's
 * pages give the rules two restaurants' pages of that kind both have, so that none that only one
 * restaurant needs is shared. In the order met, which is the order the pages had them inline.
 */
const sharedStylesheet = async (renderPage, paths) => {
  const restaurantKinds = [/^\/restaurant\/[^/]+$/, /^\/restaurant\/[^/]+\/reviews$/, /^\/book\/[^/]+$/];
  const singles = paths.filter((pathname) => !restaurantKinds.some((kind) => kind.test(pathname)));
  const rules = new Map();
  for (const pathname of [...singles, '/404']) {
    for (const [id, css] of (await renderPage(pathname)).rules) if (!rules.has(id)) rules.set(id, css);
  }
  for (const kind of restaurantKinds) {
    const [first, second] = paths.filter((pathname) => kind.test(pathname));
    if (!first) continue;
    const others = second ? new Set((await renderPage(second)).rules.map(([id]) => id)) : null;
    for (const [id, css] of (await renderPage(first)).rules)
      if (!rules.has(id) && (!others || others.has(id))) rules.set(id, css);
  }
  const css = [...rules.values()].join('');
  return {
    file: `assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`,
    ids: [...rules.keys()],
    css,
  };
};

/** The sitemap's files: sitemap.xml, an index of sitemap-N.xml files of 50,000 URLs past that (the protocol's limit). */
const sitemapFiles = (paths, SITE_URL) => {
  const SITEMAP_LIMIT = 50_000;
  const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urlset = (list) =>
    `${XML}<urlset ${NS}>\n${list.map((pathname) => `  <url><loc>${xmlText(SITE_URL + pathname)}</loc></url>\n`).join('')}</urlset>\n`;
  if (paths.length <= SITEMAP_LIMIT) return [['sitemap.xml', urlset(paths)]];
  const parts = Math.ceil(paths.length / SITEMAP_LIMIT);
  return [
    ...Array.from({ length: parts }, (_, part) => [
      `sitemap-${part + 1}.xml`,
      urlset(paths.slice(part * SITEMAP_LIMIT, (part + 1) * SITEMAP_LIMIT)),
    ]),
    [
      'sitemap.xml',
      `${XML}<sitemapindex ${NS}>\n${Array.from(
        { length: parts },
        (_, part) => `  <sitemap><loc>${xmlText(`${SITE_URL}/sitemap-${part + 1}.xml`)}</loc></sitemap>\n`,
      ).join('')}</sitemapindex>\n`,
    ],
  ];
};

/** The files under `dir`, but those of the folders `skip` names (a large catalogue's data files, not compressed here). */
const walk = (dir, skip = new Set()) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (skip.has(file)) return [];
    return statSync(file).isDirectory() ? walk(file, skip) : [file];
  });

/** The last build's manifest, when it was made from the same code (BUILD_CODE_HASH) and options. */
const previousManifest = (code) => {
  if (process.env.BUILD_INCREMENTAL !== '1' || !code) return null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8'));
    return manifest.code === code && existsSync(templateCopy) ? manifest : null;
  } catch {
    return null;
  }
};

if (!isMainThread) {
  parentPort.postMessage(await work(workerData));
} else {
  const started = performance.now();
  // Where the time goes, for the log: a 60,000-restaurant build is most of 20 minutes.
  const phases = [];
  let phaseStarted = started;
  const phase = (name) => {
    const now = performance.now();
    phases.push(`${name} ${((now - phaseStarted) / 1000).toFixed(1)} s`);
    phaseStarted = now;
  };
  const code = process.env.BUILD_CODE_HASH || null;
  const previous = previousManifest(code);
  if (!previous) {
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!ROOT.test(template)) {
      throw new Error(
        `${distDir}/index.html has no empty <div id="root"></div> to fill (already prerendered?).`,
      );
    }
    mkdirSync(path.dirname(templateCopy), { recursive: true });
    copyFileSync(path.join(distDir, 'index.html'), templateCopy);
  }
  const { cataloguePath, catalogueDataFiles } = await import('./lib/catalogue.mjs');
  const { knownPaths, NOT_FOUND, SITE_URL, pageSeed, renderPage } = entryServer();
  phase('loading');

  /** Every file written here but the pages, by its hash: data files, stylesheet, sitemap, robots.txt. */
  const outputs = {};
  let written = 0;
  const writeIfChanged = (relative, content) => {
    const hash = hashOf(content);
    outputs[relative] = hash;
    if (previous?.outputs?.[relative] === hash) return;
    writeOutput([relative], content);
    written += 1;
  };

  // The stylesheet the pages share: the code's, so an incremental build keeps the last one.
  const paths = knownPaths();
  let stylesheet = null;
  if (options.sharedCss) {
    if (previous?.stylesheet) stylesheet = previous.stylesheet;
    else {
      const { file, ids, css } = await sharedStylesheet(renderPage, paths);
      stylesheet = { file, ids };
      writeOutput([file], css);
    }
  }
  phase('stylesheet');

  // The pages whose inputs changed; all of them in a full build.
  const allPages = [
    ...paths.map((pathname) => ({ pathname, marker: pathname, relatives: filesOf(pathname) })),
    { pathname: '/404', marker: NOT_FOUND, relatives: ['404.html'] },
  ];
  const pageInputs = {};
  const pages = allPages.filter(({ pathname, marker, relatives }) => {
    const input = hashOf(code ?? 'no code hash', stylesheet?.file, marker, pageSeed(pathname));
    pageInputs[relatives[0]] = input;
    return previous?.pages?.[relatives[0]] !== input;
  });
  phase('seeds');

  // The client build's own text files (scripts, icons), compressed: a full build's only.
  const files = previous
    ? []
    : walk(distDir, new Set([path.join(distDir, 'data')]))
        .map((file) => path.relative(distDir, file).split(path.sep).join('/'))
        .filter(
          (relative) =>
            compressible.test(relative) &&
            relative !== 'index.html' &&
            !relative.startsWith('data/') &&
            relative !== stylesheet?.file,
        );

  const threads = Math.max(
    1,
    Math.min(Number(process.env.PRERENDER_WORKERS) || availableParallelism(), Math.ceil(pages.length / 8)),
  );
  // Dealt out in turn: neighbouring pages cost alike.
  const share = (items, index) => items.filter((_, position) => position % threads === index);
  const rendering =
    pages.length + files.length === 0
      ? Promise.resolve([])
      : Promise.all(
          Array.from(
            { length: threads },
            (_, index) =>
              new Promise((resolve, reject) => {
                const worker = new Worker(fileURLToPath(import.meta.url), {
                  workerData: { pages: share(pages, index), files: share(files, index), stylesheet },
                });
                worker.once('message', resolve);
                worker.once('error', reject);
                worker.once(
                  'exit',
                  (exitCode) =>
                    exitCode !== 0 && reject(new Error(`A prerender worker stopped (${exitCode}).`)),
                );
              }),
          ),
        );
  // Its failure is met below, once the data files are written.
  rendering.catch(() => {});

  // While the workers render: the catalogue's data files (src/data/catalogueData.ts).
  const data = await catalogueDataFiles(cataloguePath());
  for (const [name, content] of data.files) writeIfChanged(`${data.folder}${name}`, content);
  if (stylesheet) outputs[stylesheet.file] = 'code';
  phase('data files');
  const results = await rendering;
  phase('pages');
  const seconds = (key) => Math.round(results.reduce((sum, { spent }) => sum + spent[key], 0) / 1000);

  for (const [relative, content] of sitemapFiles(paths, SITE_URL)) writeIfChanged(relative, content);
  writeIfChanged('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);

  // What the last build wrote and this one no longer has: a removed restaurant's pages and record.
  const removed = previous
    ? [
        ...Object.keys(previous.pages ?? {}).filter((relative) => !(relative in pageInputs)),
        ...Object.keys(previous.outputs ?? {}).filter((relative) => !(relative in outputs)),
      ]
    : [];
  for (const relative of removed) {
    removeOutput(relative);
    if (options.folderIndexes && relative.endsWith('.html') && relative !== 'index.html')
      removeOutput(relative.replace(/\.html$/, '/index.html'));
  }

  writeFileSync(
    path.join(distDir, MANIFEST_FILE),
    JSON.stringify({ code, options, stylesheet, pages: pageInputs, outputs }),
  );
  phase('sitemap and manifest');
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    previous
      ? `Incremental prerender into ${path.relative('.', distDir)}/ in ${took} s: ${pages.length} of ` +
          `${allPages.length} pages rendered again, ${written} other files rewritten, ${removed.length} removed.`
      : `Prerendered ${paths.length} pages and the not-found page into ${path.relative('.', distDir)}/ ` +
          `in ${took} s with ${threads} thread(s), compressed ${files.length} more files ` +
          `(${seconds('render')} s rendering, ${seconds('write')} s compressing and writing, summed over the threads).`,
  );
  console.log(`Prerender phases: ${phases.join(', ')}.`);
}
