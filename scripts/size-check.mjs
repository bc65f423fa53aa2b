// npm run size: loads the production build's home and booking pages in the system Chromium,
// records the JavaScript each fetched, and fails when a budget is exceeded:
// home ≤ 200 KB gzipped, the booking page's extra ≤ 40 KB gzipped. Builds first if needed.
import { existsSync } from 'node:fs';
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
process.exit(failed ? 1 : 0);
