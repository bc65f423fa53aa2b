import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/*
 * Every page has its CSS inline, so that a first visit's first paint waits for no stylesheet. A
 * build with SHARED_CSS=1 (CI's 500 build) puts the CSS a restaurant's pages share in one
 * content-hashed stylesheet that each of them links from its head; only the rules a page has alone
 * stay inline, and the site's own pages keep all theirs (scripts/prerender.mjs). The first paint
 * must have every style either way.
 */

/** Whether the build under test was built with SHARED_CSS=1: run this spec with the same setting. */
const sharedCss = process.env.SHARED_CSS === '1';
const stylesheets = readdirSync(path.resolve(process.env.DIST_DIR || 'dist', 'assets')).filter((file) =>
  /^site\.[0-9a-f]{10}\.css$/.test(file),
);

const RESTAURANT_PAGES = ['/restaurant/2', '/restaurant/2/reviews', '/book/2'];
const SITE_PAGES = ['/', '/help', '/no-such-page'];
const PAGES = [...RESTAURANT_PAGES, ...SITE_PAGES];

/**
 * What the page's CSS says: every Emotion class an element carries that no rule names (read
 * without scripts: those the app renders may have none, as the date picker's grid), the
 * stylesheets linked, and the rules written twice.
 */
const cssOf = (page: Page) =>
  page.evaluate(() => {
    const sheets = [...document.styleSheets];
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const selectors = rules.join('\n');
    const classes = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) =>
        // css-0 is Emotion's class for no styles.
        [...element.classList].filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0'),
      ),
    );
    const seen = new Set<string>();
    const twice = rules.filter((rule) => (seen.has(rule) ? true : (seen.add(rule), false)));
    return {
      unstyled: [...classes].filter((name) => !selectors.includes(`.${name}`)),
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => ({
        href: new URL((link as HTMLLinkElement).href).pathname,
        inHead: link.parentElement === document.head,
        media: (link as HTMLLinkElement).media,
        rules: (link as HTMLLinkElement).sheet?.cssRules.length ?? 0,
      })),
      twice,
    };
  });

test.describe('the shared stylesheet', () => {
  test('is written only with SHARED_CSS=1', () => {
    expect(stylesheets).toHaveLength(sharedCss ? 1 : 0);
  });

  test('each page paints with all its styles before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      const css = await cssOf(page);
      if (sharedCss && RESTAURANT_PAGES.includes(path)) {
        expect(css.stylesheets, path).toEqual([
          {
            href: expect.stringMatching(/^\/assets\/site\.[0-9a-f]{10}\.css$/),
            inHead: true,
            media: '',
            rules: expect.any(Number),
          },
        ]);
        expect(css.stylesheets[0]!.rules, path).toBeGreaterThan(100);
      } else {
        expect(css.stylesheets, path).toEqual([]);
      }
      expect(css.unstyled, path).toEqual([]);
      expect(css.twice, path).toEqual([]);
      // The header as the theme draws it: sticky, in the brand's colour, its links laid out in a row.
      const header = await page.getByRole('banner').evaluate((element) => {
        const style = getComputedStyle(element);
        return { position: style.position, background: style.backgroundColor };
      });
      expect(header, path).toEqual({
        position: 'sticky',
        background: expect.not.stringMatching(/rgba\(0, 0, 0, 0\)/),
      });
    }
    // A card of the home page's list, with its frame's rounded corners.
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Restaurants' }).getByRole('article').first();
    expect(await card.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
    await context.close();
  });

  test("every restaurant's page links the same file, and hydration writes no rule again", async ({
    page,
  }) => {
    const hrefs = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const css = await cssOf(page);
      for (const { href } of css.stylesheets) hrefs.add(href);
      expect(css.twice, path).toEqual([]);
    }
    if (!sharedCss) {
      expect(hrefs.size).toBe(0);
      return;
    }
    expect(hrefs.size).toBe(1);
    const [href] = hrefs;
    const response = await page.request.get(href!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
