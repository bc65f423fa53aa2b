// Writes full-page screenshots of the production build into screenshots/ (git ignores it).
// Usage: npm run screenshots [-- /path ...] (default: every page); WIDTHS=375,1280 to choose sizes.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';
import { startStaticServer } from './lib/serve.mjs';

const executablePath = requireChromium();
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/restaurant/1', '/restaurant/999', '/book/1', '/book/999', '/nope'];

const { server, url } = await startStaticServer({ root: process.env.DIST_DIR || 'dist', port: 0 });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
mkdirSync('screenshots', { recursive: true });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(url + pathname, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = pathname.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^\w-]+/g, '_');
      const file = `screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
