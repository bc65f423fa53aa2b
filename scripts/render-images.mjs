// Rasterizes the hand-authored SVGs in scripts/image-sources/ into the renditions the app
// ships (src/assets/images/): AVIF at each width the pages pick from, and one WebP at 800w for
// the pages' og:image (link previews, whose crawlers do not read AVIF). The system Chromium
// draws each SVG on a canvas, as a browser shows it; sharp encodes the AVIF, which a canvas
// cannot (at the same look, about half the bytes of the WebP: bistro-table 800w 10.7 KB, not 20.9).
//
//   node scripts/render-images.mjs [name ...]
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'scripts', 'image-sources');
const outputDir = path.join(root, 'src', 'assets', 'images');

const WIDTHS = [480, 800, 1200];
/** The width of the WebP a link preview shows (PageHead's og:image). */
const SHARE_WIDTH = 800;
const WEBP_QUALITY = 0.8;
// sharp's default AVIF quality: side by side with the WebP at 0.8, the same to the eye.
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 6;

/** Runs in the page: draws the SVG at `width` x 2/3 `width` and returns it as a data URL. */
async function encodeInPage({ svgDataUrl, width, type, quality }) {
  const img = new Image();
  img.src = svgDataUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * 2) / 3);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(type, quality);
}

function dataUrlToBuffer(dataUrl, type) {
  const [header, base64] = dataUrl.split(',');
  if (!header.startsWith(`data:${type}`)) {
    throw new Error(`Canvas did not encode ${type} (got ${header})`);
  }
  return Buffer.from(base64, 'base64');
}

const drawn = async (page, svgDataUrl, width, type, quality) =>
  dataUrlToBuffer(await page.evaluate(encodeInPage, { svgDataUrl, width, type, quality }), type);

async function renderOne(page, name) {
  const svg = await readFile(path.join(sourceDir, `${name}.svg`));
  const svgDataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const results = [];
  for (const width of WIDTHS) {
    const png = await drawn(page, svgDataUrl, width, 'image/png');
    const avif = await sharp(png).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
    await writeFile(path.join(outputDir, `${name}-${width}.avif`), avif);
    results.push(`${width}w ${(avif.length / 1024).toFixed(1)} KB`);
    const webpFile = path.join(outputDir, `${name}-${width}.webp`);
    if (width === SHARE_WIDTH) {
      const webp = await drawn(page, svgDataUrl, width, 'image/webp', WEBP_QUALITY);
      await writeFile(webpFile, webp);
      results.push(`WebP ${(webp.length / 1024).toFixed(1)} KB`);
    } else {
      await rm(webpFile, { force: true });
    }
  }
  console.log(`${name}: ${results.join(', ')}`);
}

async function main() {
  const requested = process.argv.slice(2);
  const available = (await readdir(sourceDir))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
  const names = requested.length > 0 ? requested : available;
  const unknown = names.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    throw new Error(`No SVG source for: ${unknown.join(', ')}`);
  }

  await mkdir(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    headless: true,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    for (const name of names) {
      await renderOne(page, name);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
