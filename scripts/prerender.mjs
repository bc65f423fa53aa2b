// After `webpack --mode production`: writes every page the build knows as its own HTML file
// (src/entry-server.tsx renders them), the not-found page as 404.html, sitemap.xml and
// robots.txt, then precompresses every text file (.gz and .br) for the server to send as is.
//
// The layout serves each address its own page on any static host with no rewrite rule:
//   /                 index.html
//   /restaurant/2     restaurant/2.html (Netlify, Cloudflare Pages, GitHub Pages, nginx's
//                     `try_files $uri $uri.html`) and restaurant/2/index.html (S3, which only
//                     knows folder indexes: it redirects /restaurant/2 to /restaurant/2/)
//   anything else     404.html, which hosts send with HTTP 404
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const prerenderDir = path.resolve('node_modules/.cache/prerender', path.basename(distDir));
const { knownPaths, renderPage, renderNotFound, NOT_FOUND, SITE_URL, SEED_ELEMENT_ID } = createRequire(
  import.meta.url,
)(path.join(prerenderDir, 'entry-server.cjs'));
// The scripts of each named chunk group of the client build (webpack.config.js, RouteChunksPlugin).
const routeChunks = JSON.parse(readFileSync(`${prerenderDir}.route-chunks.json`, 'utf8'));

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// html-webpack-plugin's minifier drops the quotes around attribute values.
const ROOT = /<div id="?root"?><\/div>/;
if (!ROOT.test(template)) {
  throw new Error(`${distDir}/index.html has no empty <div id="root"></div> to fill (already prerendered?).`);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
      // Preloads ahead of the scripts, so the font and the first image start downloading first;
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

const write = (relative, content) => {
  const file = path.join(distDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const pages = knownPaths();
for (const pathname of pages) {
  const page = fill(await renderPage(pathname), pathname);
  if (pathname === '/') {
    write('index.html', page);
  } else {
    write(`${pathname.slice(1)}.html`, page);
    write(`${pathname.slice(1)}/index.html`, page);
  }
}
write('404.html', fill(await renderNotFound(), NOT_FOUND));

const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map((pathname) => `  <url><loc>${xmlText(SITE_URL + pathname)}</loc></url>\n`)
    .join('')}</urlset>\n`,
);
write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);

const compressible = /\.(html|js|css|svg|json|txt|xml|map|webmanifest)$/;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
let files = 0;
for (const file of walk(distDir).filter((name) => compressible.test(name) && !name.endsWith('.map'))) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files += 1;
}
console.log(
  `Prerendered ${pages.length} pages and the not-found page into ${path.relative('.', distDir)}/, compressed ${files} files.`,
);
