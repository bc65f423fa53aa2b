import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startStaticServer } from '../scripts/lib/serve.mjs';
import { bookTable } from './bookTable';
import { openedUrls, pinClock, pinRandom, recordWindowOpen } from './fixtures';

// Thursday 3 December 2026, 7:10 PM in New York.
const THURSDAY_EVENING = new Date('2026-12-03T19:10:00-05:00');
test.use({ timezoneId: 'America/New_York', serviceWorkers: 'allow', acceptDownloads: true });

const distDir = path.resolve(process.env.DIST_DIR || 'dist');

const stop = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

/** Each test serves its own copy of the build, so it can stop it or deploy over it. */
const serveCopy = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tablo-offline-'));
  cpSync(distDir, dir, { recursive: true });
  const { server, url } = await startStaticServer({ root: dir, port: 0 });
  return { dir, server, url };
};

/** Really offline: the server is gone, and the browser says it has no network. */
const goOffline = async (context: BrowserContext, server: Server) => {
  await stop(server);
  await context.setOffline(true);
};

/** Resolves once the service worker has cached the site and controls the page. */
const waitForServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

const buildMarker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="tablo-build"]')?.getAttribute('content') ?? null);

test.describe('works offline', () => {
  let served: Awaited<ReturnType<typeof serveCopy>>;
  test.beforeEach(async ({ page }) => {
    served = await serveCopy();
    await pinClock(page, THURSDAY_EVENING);
    await pinRandom(page, 0);
    await recordWindowOpen(page);
  });
  test.afterEach(async () => {
    if (served.server.listening) await stop(served.server);
    rmSync(served.dir, { recursive: true, force: true });
  });

  test('after one visit the site loads, lists and books with no network', async ({ page, context }) => {
    const { url } = served;
    await page.goto(`${url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    // The shell, not every page: a page never opened is the not-found page's work offline.
    const cached = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/404.html']));
    expect(cached.filter((pathname) => pathname.endsWith('.html'))).toHaveLength(2);
    await goOffline(context, served.server);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('article')).toHaveCount(3);
    // The card pictures come from the cache too.
    const picture = page.getByRole('article', { name: 'Trattoria Aurora' }).getByRole('img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // A shared link, and pages never visited before: their code was cached with the rest.
    await page.goto(`${url}/?q=oak`);
    await expect(
      page.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Ember & Oak']);
    await page.goto(`${url}/restaurant/2`);
    await expect(page.getByRole('heading', { level: 1, name: /Maison Lumière/ })).toBeVisible();

    await bookTable(page, { origin: url, day: 'Friday, December 4, 2026', time: '7:15 PM' });
    await expect(page.getByText('RB000000', { exact: true })).toBeVisible();

    // Google Calendar can't be reached: the diner is told, and pointed to the file.
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toContainText(
      'Download the .ics file',
    );
    expect(await openedUrls(page)).toEqual([]);
    const download = page.getByRole('main').getByRole('button', { name: 'Download .ics' });
    await expect(download).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(readFileSync((await file.path())!, 'utf8')).toContain('SUMMARY:Dinner at Trattoria Aurora\r\n');

    await page.goto(`${url}/bookings`);
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(1);
  });

  test('a new deployment shows on the next visit, and becomes the offline copy', async ({
    page,
    context,
  }) => {
    const { url, dir } = served;
    const { port } = new URL(url);
    await page.goto(`${url}/`);
    await waitForServiceWorker(page);
    const firstCaches = await page.evaluate(() => caches.keys());
    expect(firstCaches).toEqual([expect.stringMatching(/^tablo-precache-/)]);

    // Deploy: new pages, and the service worker that lists them.
    for (const name of ['index.html', '404.html']) {
      const file = path.join(dir, name);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('</head>', '<meta name="tablo-build" content="second"></head>'),
      );
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
    }
    execFileSync(process.execPath, ['scripts/service-worker.mjs'], {
      env: { ...process.env, DIST_DIR: dir },
      stdio: 'pipe',
    });
    // The static server reads the files when it starts, as a host would after a deployment.
    await stop(served.server);
    served.server = (await startStaticServer({ root: dir, port: Number(port) })).server;
    const secondCache = /const CACHE_NAME = "([^"]+)"/.exec(
      readFileSync(path.join(dir, 'sw.js'), 'utf8'),
    )?.[1];
    expect(secondCache).not.toBe(firstCaches[0]);

    // The tab still open: a reload shows the new version at once, while the new worker
    // installs beside the old one and waits rather than taking over a running tab.
    await page.reload();
    expect(await buildMarker(page)).toBe('second');
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null),
      )
      .toBe('installed');

    // The next visit: the new worker takes over and the old cache goes.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${url}/`);
    await expect.poll(() => next.evaluate(() => caches.keys()), { timeout: 15_000 }).toEqual([secondCache]);
    await next.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Offline, it is the new version that loads.
    await goOffline(context, served.server);
    await next.reload();
    await expect(
      next.getByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' }),
    ).toBeVisible();
    expect(await buildMarker(next)).toBe('second');
  });
});
