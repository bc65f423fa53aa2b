// After `webpack --mode production`: writes the prerendered home page into DIST_DIR/index.html,
// the shell every other path starts from into DIST_DIR/shell.html (the static server's
// fallback), then precompresses every text file (.gz and .br) for the server to send as is.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
const prerenderDir = path.resolve('node_modules/.cache/prerender', path.basename(distDir));
const { renderHome, renderShell } = createRequire(import.meta.url)(path.join(prerenderDir, 'entry-server.cjs'));
// The scripts of each named chunk group of the client build (webpack.config.js, RouteChunksPlugin).
const routeChunks = JSON.parse(readFileSync(`${prerenderDir}.route-chunks.json`, 'utf8'));
if (!routeChunks['page-home']?.length) {
  throw new Error('The client build names no scripts for the home page (chunk group "page-home").');
}

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// html-webpack-plugin's minifier drops the quotes around attribute values.
const ROOT = /<div id="?root"?><\/div>/;
if (!ROOT.test(template)) {
  throw new Error(`${distDir}/index.html has no empty <div id="root"></div> to fill (already prerendered?).`);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The template with a rendered page in #root, its CSS in <head> and its title. `pageScripts`
 * are the page's own chunks: fetched alongside the main bundle, so hydration need not wait for
 * the main bundle to ask for them.
 */
const fill = ({ html, styles, title, preloads }, prerenderedPath, pageScripts = []) => {
  const marker = prerenderedPath ? ` data-prerendered="${escapeHtml(prerenderedPath)}"` : '';
  const scriptPreloads = pageScripts
    .map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`)
    .join('');
  let page = template
    // Preloads ahead of the scripts, so the font and the first image start downloading first;
    // the page's scripts after the main bundle's.
    .replace(/<script/, (tag) => `${preloads}${tag}`)
    .replace('</head>', () => `${styles}${scriptPreloads}</head>`)
    .replace(ROOT, () => `<div id="root"${marker}>${html}</div>`);
  // React has already escaped the title text.
  if (title) page = page.replace(/<title>.*?<\/title>/, () => `<title>${title}</title>`);
  return page;
};

writeFileSync(path.join(distDir, 'index.html'), fill(await renderHome(), '/', routeChunks['page-home']));
writeFileSync(path.join(distDir, 'shell.html'), fill(await renderShell(), null));

const compressible = /\.(html|js|css|svg|json|txt|map|webmanifest)$/;
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
console.log(`Prerendered / and the shell into ${path.relative('.', distDir)}/, compressed ${files} files.`);
