import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sirv from 'sirv';
import { collectProblems } from './fixtures';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');

test.describe('every URL is its own page', () => {
  test('known pages answer 200 from their own file, with or without a trailing slash', async ({
    request,
  }) => {
    for (const [url, heading] of [
      ['/', 'Find Your Perfect Dining Experience'],
      ['/restaurant/1', 'Trattoria Aurora'],
      ['/restaurant/3/', 'Ember &amp; Oak'],
      ['/book/3', 'Book a Table at Ember &amp; Oak'],
      ['/bookings', 'My Bookings'],
      ['/restaurant/2/reviews', 'Reviews of Maison Lumière'],
      ['/restaurant/2/reviews/', 'Reviews of Maison Lumière'],
      ['/help', 'Help Center'],
      ['/terms/', 'Terms of Service'],
    ]) {
      const response = await request.get(url!);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).toContain(`>${heading}</h1>`);
    }
  });

  test('unknown paths and unknown restaurants answer 404 with the not-found page', async ({ request }) => {
    for (const url of [
      '/no-such-page',
      '/restaurant/999',
      '/restaurant/999/reviews',
      '/book/999',
      '/restaurant',
      '/assets/990',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    }
  });

  test("an unknown restaurant shows the spec's message, under a 404", async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto('/restaurant/999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(page.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Restaurants' })).toBeVisible();
    await expect(page).toHaveTitle('Restaurant not found · Tablo');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    // Chromium's note that the document answered 404; nothing from the site.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);

    await page.goto('/book/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test.describe('on a host that rewrites every URL to index.html', () => {
    let server: Server;
    let origin: string;
    test.beforeAll(async () => {
      // Every URL that is not a file gets index.html, the home page, as a forced
      // "/* /index.html 200" rule does.
      const files = sirv(distDir);
      server = createServer((req, res) => {
        if (!/\.\w+$/.test(new URL(req.url ?? '/', 'http://host').pathname)) req.url = '/index.html';
        files(req, res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    test.afterAll(() => {
      server.closeAllConnections();
      server.close();
    });

    test('a shared link still ends on its page, with its own head and no error', async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(`${origin}/restaurant/2`);
      expect(await response!.text()).toContain('data-prerendered="/"');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
      await expect(page).toHaveTitle('Maison Lumière · Tablo');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/restaurant\/2$/);
      expect(await page.locator('title').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.locator('meta[property="og:title"]').count()).toBe(1);

      await page.goto(`${origin}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
