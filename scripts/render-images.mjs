// Rasterizes the hand-authored SVGs in scripts/image-sources/ into the WebP renditions the
// app ships (src/assets/images/<name>-<width>.webp). Uses the system Chromium so no image
// library is needed: the browser draws each SVG on a canvas and encodes it.
//
//   node scripts/render-images.mjs [name ...]
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'scripts', 'image-sources');
const outputDir = path.join(root, 'src', 'assets', 'images');

const WIDTHS = [480, 800, 1200];
const START_QUALITY = 0.8;
const MIN_QUALITY = 0.5;
// Keeps the largest rendition cheap on mobile data; quality drops until it fits.
const MAX_BYTES = 80 * 1024;

/** Runs in the page: draws the SVG at `width` x 2/3 `width` and returns a WebP data URL. */
async function encodeInPage({ svgDataUrl, width, quality }) {
  const img = new Image();
  img.src = svgDataUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * 2) / 3);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/webp', quality);
}

function dataUrlToBuffer(dataUrl) {
  const [header, base64] = dataUrl.split(',');
  if (!header.startsWith('data:image/webp')) {
    throw new Error(`Canvas did not encode WebP (got ${header})`);
  }
  return Buffer.from(base64, 'base64');
}

async function renderOne(page, name) {
  const svg = await readFile(path.join(sourceDir, `${name}.svg`));
  const svgDataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const results = [];
  for (const width of WIDTHS) {
    let quality = START_QUALITY;
    let bytes = dataUrlToBuffer(await page.evaluate(encodeInPage, { svgDataUrl, width, quality }));
    while (bytes.length > MAX_BYTES && quality > MIN_QUALITY) {
      quality = Math.round((quality - 0.05) * 100) / 100;
      bytes = dataUrlToBuffer(await page.evaluate(encodeInPage, { svgDataUrl, width, quality }));
    }
    const file = path.join(outputDir, `${name}-${width}.webp`);
    await writeFile(file, bytes);
    results.push(`${width}w ${(bytes.length / 1024).toFixed(1)} KB (q${quality})`);
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
