// After `webpack --mode production`: writes every page the build knows as its own HTML file
// (src/entry-server.tsx renders them), the not-found page as 404.html, sitemap.xml (an index of
// sitemap-N.xml files past 50,000 URLs) and robots.txt, then precompresses every text file
// (.br, and .gz but for a restaurant's own files) for the server to send as is.
//
// The layout serves each URL its own page on any static host with no rewrite rule:
//   /                 index.html
//   /restaurant/2     restaurant/2.html (Netlify, Cloudflare Pages, GitHub Pages, nginx's
//                     `try_files $uri $uri.html`) and restaurant/2/index.html (S3, which only
//                     knows folder indexes: it redirects /restaurant/2 to /restaurant/2/)
//   anything else     404.html, which hosts send with HTTP 404
//
// A catalogue of thousands is thousands of pages: they are rendered and compressed by one
// worker thread per core (PRERENDER_WORKERS=n to choose). Each page is compressed once, and its
// folder copy is a hard link to the same file. Brotli's best quality (11) costs some 150 ms for
// a restaurant's page, its quality 5 under 2 ms for 13 % more bytes (16.4 KB against 14.5 KB):
// the site's code and the pages every visit may open get 11 and a gzip copy, the files each
// restaurant has (its pages and record) get 5 and no gzip copy (every browser the site supports
// accepts Brotli over HTTPS; one that does not gets the file as it is), so that the build's time
// grows slowly with the catalogue: 5,000 restaurants, 15,006 pages, in under 3 minutes.
import { availableParallelism } from 'node:os';
import { linkSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const prerenderDir = path.resolve('node_modules/.cache/prerender', path.basename(distDir));
const entryServer = () => createRequire(import.meta.url)(path.join(prerenderDir, 'entry-server.cjs'));

// html-webpack-plugin's minifier drops the quotes around attribute values.
const ROOT = /<div id="?root"?><\/div>/;
const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file one restaurant has: its pages (`restaurant/2.html`, `book/2.html`…) and its record. */
const isRestaurantsOwn = (relative) => /^(restaurant|book)\/|^data\/[^/]+\/restaurants\//.test(relative);

/**
 * Writes `content` to the first of `relatives`, with its compressed copies beside it, and links
 * the others to those files.
 */
const writeCompressed = ([first, ...links], content) => {
  const bytes = Buffer.from(content);
  const isOwn = isRestaurantsOwn(first);
  const copies = [
    ['', bytes],
    ...(isOwn ? [] : [['.gz', gzipSync(bytes, { level: 9 })]]),
    ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: isOwn ? 5 : 11 } })],
  ];
  const file = path.join(distDir, first);
  mkdirSync(path.dirname(file), { recursive: true });
  for (const [suffix, data] of copies) writeFileSync(`${file}${suffix}`, data);
  for (const relative of links) {
    const link = path.join(distDir, relative);
    mkdirSync(path.dirname(link), { recursive: true });
    for (const [suffix] of copies) {
      rmSync(`${link}${suffix}`, { force: true });
      linkSync(`${file}${suffix}`, `${link}${suffix}`);
    }
  }
};

/** The files a page is written to: `index.html` for the home page, else `x.html` and `x/index.html`. */
const filesOf = (pathname) =>
  pathname === '/' ? ['index.html'] : [`${pathname.slice(1)}.html`, `${pathname.slice(1)}/index.html`];

/** What a worker thread does: render and write its share of the pages, compress its share of files. */
const work = async ({ pages, files }) => {
  const { renderPage, SEED_ELEMENT_ID } = entryServer();
  // The scripts of each named chunk group of the client build (webpack.config.js, RouteChunksPlugin).
  const routeChunks = JSON.parse(readFileSync(`${prerenderDir}.route-chunks.json`, 'utf8'));
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');

  /**
   * The template with a rendered page in #root, its head and CSS, marked with the path it was
   * rendered for (src/main.tsx hydrates it only there). The page's own chunks are fetched
   * alongside the main bundle, so hydration need not wait for the main bundle to ask for them.
   */
  const fill = ({ html, styles, title, head, preloads, chunkGroup, seed }, marker) => {
    const pageScripts = routeChunks[chunkGroup];
    if (!pageScripts?.length)
      throw new Error(`The client build names no scripts for the chunk group "${chunkGroup}".`);
    const scriptPreloads = pageScripts
      .map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`)
      .join('');
    return (
      template
        // React has already escaped the title text.
        .replace(/<title>.*?<\/title>/, () => `<title>${title}</title>${head}`)
        // Ahead of the scripts: the first image's preload, so it starts downloading first, and the
        // web font's inert @font-face, which the first inline script may add (src/theme/fonts.ts);
        // the page's scripts after the main bundle's.
        .replace(/<script/, (tag) => `${preloads}${tag}`)
        .replace('</head>', () => `${styles}${scriptPreloads}</head>`)
        // What the page holds of the catalogue, for the store to start from (src/main.tsx).
        .replace(
          ROOT,
          () =>
            `<div id="root" data-prerendered="${escapeHtml(marker)}">${html}</div>` +
            `<script type="application/json" id="${SEED_ELEMENT_ID}">${seed}</script>`,
        )
    );
  };

  let home = null;
  const spent = { render: 0, write: 0 };
  for (const { pathname, marker, relatives } of pages) {
    const started = performance.now();
    const page = fill(await renderPage(pathname), marker);
    const rendered = performance.now();
    spent.render += rendered - started;
    // The home page's file is the template every worker reads: the main thread writes it last.
    if (relatives.includes('index.html')) home = [relatives, page];
    else writeCompressed(relatives, page);
    spent.write += performance.now() - rendered;
  }
  const started = performance.now();
  for (const relative of files) writeCompressed([relative], readFileSync(path.join(distDir, relative)));
  spent.write += performance.now() - started;
  return { home, spent };
};

if (!isMainThread) {
  parentPort.postMessage(await work(workerData));
} else {
  const { knownPaths, NOT_FOUND, SITE_URL } = entryServer();
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!ROOT.test(template)) {
    throw new Error(
      `${distDir}/index.html has no empty <div id="root"></div> to fill (already prerendered?).`,
    );
  }
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  // The client build's own text files (scripts, data, icons), before any page is written.
  const files = walk(distDir)
    .map((file) => path.relative(distDir, file))
    .filter((relative) => compressible.test(relative) && relative !== 'index.html');

  const paths = knownPaths();
  const pages = [
    ...paths.map((pathname) => ({ pathname, marker: pathname, relatives: filesOf(pathname) })),
    { pathname: '/404', marker: NOT_FOUND, relatives: ['404.html'] },
  ];
  const threads = Math.max(
    1,
    Math.min(Number(process.env.PRERENDER_WORKERS) || availableParallelism(), Math.ceil(pages.length / 8)),
  );
  // Dealt out in turn: neighbouring pages cost alike.
  const share = (items, index) => items.filter((_, position) => position % threads === index);
  const results = await Promise.all(
    Array.from(
      { length: threads },
      (_, index) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: { pages: share(pages, index), files: share(files, index) },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once(
            'exit',
            (code) => code !== 0 && reject(new Error(`A prerender worker stopped (${code}).`)),
          );
        }),
    ),
  );
  for (const { home } of results) if (home) writeCompressed(...home);
  const seconds = (key) => Math.round(results.reduce((sum, { spent }) => sum + spent[key], 0) / 1000);

  // The sitemap protocol allows 50,000 URLs a file: a larger catalogue gets a sitemap index
  // (sitemap.xml) of files of that many (sitemap-1.xml, sitemap-2.xml…).
  const SITEMAP_LIMIT = 50_000;
  const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urlset = (list) =>
    `${XML}<urlset ${NS}>\n${list.map((pathname) => `  <url><loc>${xmlText(SITE_URL + pathname)}</loc></url>\n`).join('')}</urlset>\n`;
  if (paths.length <= SITEMAP_LIMIT) {
    writeCompressed(['sitemap.xml'], urlset(paths));
  } else {
    const parts = Math.ceil(paths.length / SITEMAP_LIMIT);
    for (let part = 0; part < parts; part += 1) {
      writeCompressed(
        [`sitemap-${part + 1}.xml`],
        urlset(paths.slice(part * SITEMAP_LIMIT, (part + 1) * SITEMAP_LIMIT)),
      );
    }
    writeCompressed(
      ['sitemap.xml'],
      `${XML}<sitemapindex ${NS}>\n${Array.from(
        { length: parts },
        (_, part) => `  <sitemap><loc>${xmlText(`${SITE_URL}/sitemap-${part + 1}.xml`)}</loc></sitemap>\n`,
      ).join('')}</sitemapindex>\n`,
    );
  }
  writeCompressed(['robots.txt'], `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  console.log(
    `Prerendered ${paths.length} pages and the not-found page into ${path.relative('.', distDir)}/ ` +
      `with ${threads} thread(s), compressed ${files.length} more files ` +
      `(${seconds('render')} s rendering, ${seconds('write')} s compressing and writing, summed over the threads).`,
  );
}
