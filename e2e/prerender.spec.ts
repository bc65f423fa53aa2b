import { expect, test } from '@playwright/test';
import { collectProblems } from './fixtures';

test.describe('prerendered first paint', () => {
  test('the home page arrives as HTML with its content and critical CSS', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain('Find Your Perfect Dining Experience');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('<title>Tablo · Restaurants and table booking</title>');
  });

  test("the home page fetches its own scripts alongside the main bundle, and runs them", async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(await (await request.get('/nope')).text()).not.toContain('as="script"');

    const problems = collectProblems(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect([...scripts]).toEqual(expect.arrayContaining(preloaded));
    // Chromium warns about a preload left unused a few seconds after the load.
    await page.waitForTimeout(3500);
    expect(problems).toEqual([]);
  });

  test('every other path starts from the shell, then renders its page', async ({ page, request }) => {
    const html = await (await request.get('/nope')).text();
    expect(html).toContain('Tablo home');
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain('Find Your Perfect Dining Experience');

    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the home page paints before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tablo home' })).toBeVisible();
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`hydrates without a warning or an error at ${width}px`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const search = page.getByRole('searchbox', { name: 'Search restaurants' });
      await expect(search).toHaveAttribute(
        'placeholder',
        width >= 900 ? 'Search restaurants, cuisines, or locations...' : 'Search restaurants...',
      );
      await search.fill('wine');
      await expect(search).toHaveValue('wine');
      expect(problems).toEqual([]);
    });
  }

  for (const width of [375, 1280]) {
    test(`hydration adopts the prerendered CSS rather than computing it again at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('searchbox', { name: 'Search restaurants' })).toBeEditable();
      // Emotion writes rules it had to compute on the client into <style data-emotion="css">;
      // the prerendered ones arrive as <style data-emotion="css id id ...">.
      const insertedRules = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce(
          (count, style) => count + (style.sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect(insertedRules).toBe(0);
    });
  }
});
