// npm run size: loads the production build's home and booking pages in the system Chromium,
// records the JavaScript each fetched, and fails when a budget is exceeded:
// home ≤ 200 KB gzipped, the booking page's extra ≤ 40 KB gzipped. It also fails when the
// source maps show a package bundled twice (two copies, e.g. two versions of one dependency).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';
import { JS_BUDGETS, gzipBytes, recordScripts } from './lib/routeScripts.mjs';
import { startStaticServer } from './lib/serve.mjs';

const distDir = process.env.DIST_DIR || 'dist';
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}/: run "npm run build" first.`);
  process.exit(1);
}

const executablePath = requireChromium();
const { server, url } = await startStaticServer({ root: distDir, port: 0 });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

const scriptsOf = async (pathname) => {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(url + pathname, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
};

const home = await scriptsOf('/');
const booking = await scriptsOf('/book/1');
await browser.close();
server.close();

const homeBytes = gzipBytes(distDir, home);
const bookingExtra = [...booking].filter((script) => !home.has(script));
const bookingExtraBytes = gzipBytes(distDir, bookingExtra);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['home initial JavaScript (gzip)', homeBytes, JS_BUDGETS.homeInitial],
  ['booking page extra JavaScript (gzip)', bookingExtraBytes, JS_BUDGETS.bookingExtra],
];
let failed = false;
for (const [label, bytes, budget] of rows) {
  const ok = bytes <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${label}: ${kb(bytes)} (budget ${kb(budget)})`);
}

// Each bundled package's folder, by name: more than one folder means two copies shipped.
const packageFolders = new Map();
const assetsDir = path.join(distDir, 'assets');
for (const file of readdirSync(assetsDir).filter((name) => name.endsWith('.js.map'))) {
  const { sources } = JSON.parse(readFileSync(path.join(assetsDir, file), 'utf8'));
  for (const source of sources) {
    const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(
      source.replace(/^webpack:\/\/[^/]*\//, ''),
    );
    if (!match) continue;
    const [, prefix, name] = match;
    if (!packageFolders.has(name)) packageFolders.set(name, new Set());
    packageFolders.get(name).add(`${prefix}${name}`);
  }
}
const duplicates = [...packageFolders].filter(([, folders]) => folders.size > 1);
for (const [name, folders] of duplicates) {
  console.log(`TWICE ${name} is bundled from ${[...folders].join(' and ')}`);
}
if (duplicates.length === 0) console.log(`ok    no package bundled twice (${packageFolders.size} packages)`);
process.exit(failed || duplicates.length > 0 ? 1 : 0);
