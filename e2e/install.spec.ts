import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

test.describe('installable', () => {
  test('the manifest names the site, its icons and how it opens', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Tablo'),
      short_name: 'Tablo',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const response = await request.get(icon!.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('every page links the manifest, an apple-touch-icon and a PNG favicon beside the SVG one', async ({
    page,
    request,
  }) => {
    for (const url of ['/', '/restaurant/2', '/no-such-page']) {
      await page.goto(url);
      const links = await page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'link[rel="manifest"], link[rel="icon"], link[rel="apple-touch-icon"]',
          ),
        ].map((link) =>
          `${link.getAttribute('rel')} ${link.getAttribute('type') ?? ''} ${link.getAttribute('href')}`.replace(
            /\s+/g,
            ' ',
          ),
        ),
      );
      expect(links).toEqual([
        'icon image/svg+xml /favicon.svg',
        'icon image/png /favicon-48.png',
        'apple-touch-icon /apple-touch-icon.png',
        'manifest /manifest.webmanifest',
      ]);
    }
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(200);
    expect((await request.get('/favicon-48.png')).status()).toBe(200);
  });

  test('Chromium reads the manifest without an error and can install the site', async ({ baseURL }) => {
    // A profile of its own: Chromium installs nothing from an incognito context.
    const profile = mkdtempSync(path.join(tmpdir(), 'tablo-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      });
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
