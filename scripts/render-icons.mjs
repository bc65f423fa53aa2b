// Rasterizes public/favicon.svg into the PNG icons the site ships beside it (public/): the web
// app manifest's 192 and 512 px icons and its maskable one, the apple-touch-icon and a PNG
// favicon. Uses the system Chromium so no image library is needed: the browser draws the SVG
// on a canvas and encodes it.
//
//   node scripts/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BRAND = '#B23B1E';

// "full-bleed": the mark on a square of its own colour, drawn at 80% so that it stays inside
// the safe zone of a maskable icon (a circle of 80% of the width) and of iOS's rounded corners.
const ICONS = [
  { file: 'favicon-48.png', size: 48, fullBleed: false },
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

/** Runs in the page: draws the SVG on a `size` square canvas and returns a PNG data URL. */
async function encodeInPage({ svgDataUrl, size, fullBleed, brand }) {
  const img = new Image();
  img.src = svgDataUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  if (fullBleed) {
    ctx.fillStyle = brand;
    ctx.fillRect(0, 0, size, size);
    const inset = size * 0.1;
    ctx.drawImage(img, inset, inset, size - 2 * inset, size - 2 * inset);
  } else {
    ctx.drawImage(img, 0, 0, size, size);
  }
  return canvas.toDataURL('image/png');
}

const svg = await readFile(path.join(publicDir, 'favicon.svg'));
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed } of ICONS) {
    const dataUrl = await page.evaluate(encodeInPage, {
      svgDataUrl: `data:image/svg+xml;base64,${svg.toString('base64')}`,
      size,
      fullBleed,
      brand: BRAND,
    });
    const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
    await writeFile(path.join(publicDir, file), bytes);
    console.log(`${file}: ${size}x${size}, ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
