import { expect, test, type Page } from '@playwright/test';
import { collectProblems, pinClock } from './fixtures';

/**
 * Each prerendered page: its URL, its heading, text its HTML must hold, and whether part of
 * it fills in after hydration (today's hours, the calendar, the device's bookings).
 */
const PAGES = [
  // Each card's times are drawn on the device: they fill in once the page runs.
  {
    path: '/',
    heading: 'Find Your Perfect Dining Experience',
    text: ['Featured Restaurants', 'Trattoria Aurora'],
    fillsIn: true,
  },
  {
    path: '/restaurant/2',
    heading: 'Maison Lumière',
    text: ['Menu Highlights', 'Customer Reviews'],
    fillsIn: true,
  },
  {
    path: '/book/2',
    heading: 'Book a Table at Maison Lumière',
    text: ['Date &amp; Time', 'Party size', '2 guests'],
    fillsIn: true,
  },
  { path: '/bookings', heading: 'My Bookings', text: ['Tables booked on this device'], fillsIn: true },
  {
    path: '/restaurant/2/reviews',
    heading: 'Reviews of Maison Lumière',
    text: ['Rating breakdown', 'Showing 6 of 512 reviews'],
    fillsIn: false,
  },
  { path: '/help', heading: 'Help Center', text: ['How do I cancel a booking?'], fillsIn: false },
  { path: '/contact', heading: 'Contact Us', text: ['href="tel:5550102030"'], fillsIn: false },
  { path: '/privacy', heading: 'Privacy Policy', text: ['We set no cookies.'], fillsIn: false },
  { path: '/terms', heading: 'Terms of Service', text: ['Your bookings'], fillsIn: false },
  { path: '/no-such-page', heading: 'Oops! Page not found', text: ['Return to Home'], fillsIn: false },
] as const;

// Saturday 15 March 2031 in New York: another day, month and year than any build's.
const ANOTHER_DAY = new Date('2031-03-15T18:30:00-04:00');

/** The problems of a page but Chromium's own note that the document answered 404. */
const withoutNotFoundStatus = (problems: string[]) =>
  problems.filter((problem) => !/the server responded with a status of 404/.test(problem));

/** Rules Emotion had to compute on the client: none, when hydration adopted the prerendered CSS. */
const insertedRules = (page: Page) =>
  page.evaluate(() =>
    // Emotion writes rules it computed into <style data-emotion="css">; the prerendered ones
    // arrive as <style data-emotion="css id id ...">.
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce(
      (count, style) => count + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );

test.describe('prerendered pages', () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path} arrives as HTML with its content, head and critical CSS`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${heading.replace('&', '&amp;')}</h1>`);
      for (const part of text) expect(html).toContain(part);
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`data-prerendered="${path === '/no-such-page' ? '*' : path}"`);
      // Its own scripts are fetched alongside the main bundle.
      expect(html).toMatch(/<link rel="preload" as="script" href="\/assets\/page-[a-z-]+\.\w+\.js">/);
    });

    test(`${path} shows its main content with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Tablo home' })).toBeVisible();
      await context.close();
    });
  }

  test('the booking page without script: the frame of the flow; the calendar waits for the day', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/book/2');
    const main = page.getByRole('main');
    await expect(main.getByText('Date & Time')).toBeVisible();
    await expect(main.getByRole('group', { name: 'Party size' })).toContainText('2 guests');
    await expect(main.getByText('Please select a date first')).toBeVisible();
    // Which days can be booked depends on the diner's today: no day is in the HTML.
    await expect(main.getByRole('gridcell')).toHaveCount(0);
    await context.close();
  });

  test('the home page fetches its own scripts alongside the main bundle, and runs them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length).toBeGreaterThan(0);

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

  test.describe('deep links, the clock on another day than the build', () => {
    test.use({ timezoneId: 'America/New_York' });

    for (const width of [375, 1280]) {
      for (const { path, heading, fillsIn } of PAGES) {
        test(`${path} hydrates without a warning or an error, adopting its CSS, at ${width}px`, async ({
          page,
        }) => {
          const problems = collectProblems(page);
          await pinClock(page, ANOTHER_DAY);
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          const search = page.getByRole('searchbox', { name: 'Search restaurants' });
          await expect(search).toHaveAttribute(
            'placeholder',
            width >= 900 ? 'Search restaurants, cuisines, or locations...' : 'Search restaurants...',
          );
          // What fills in afterwards brings CSS of its own; hydration itself computes none.
          if (!fillsIn) expect(await insertedRules(page)).toBe(0);
          expect(withoutNotFoundStatus(problems)).toEqual([]);
        });
      }
    }

    test("the booking calendar and the restaurant's hours follow the diner's day, not the build's", async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await pinClock(page, ANOTHER_DAY);
      await page.goto('/book/2');
      await expect(page.getByText('March 2031')).toBeVisible();
      await expect(page.getByRole('gridcell', { name: 'Saturday, March 15, 2031' })).toBeEnabled();
      await expect(page.getByRole('gridcell', { name: 'Friday, March 14, 2031' })).toBeDisabled();

      await page.goto('/restaurant/2');
      await expect(page.locator('[aria-current="date"]')).toContainText('Saturday');
      expect(problems).toEqual([]);
    });

    test('the @font-face rules stay where the HTML put them: the fonts are never built again', async ({
      page,
    }) => {
      // Emotion moves and re-inserts its global styles as the page hydrates; @font-face rules among
      // them made the browser build the fonts anew and measure the text again (a layout shift).
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { __removedFontFaces: removed });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node.textContent?.includes('@font-face')) removed.push(node.nodeName);
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/no-such-page', '/book/2']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('navigation').first()).toBeVisible();
        const found = await page.evaluate(() => ({
          removed: (window as unknown as { __removedFontFaces: string[] }).__removedFontFaces,
          fontFaceStyles: document.querySelectorAll('style[data-font-faces]').length,
          inEmotion: [...document.querySelectorAll('style[data-emotion]')].some((style) =>
            [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].some(
              (rule) => rule instanceof CSSFontFaceRule,
            ),
          ),
        }));
        expect(found, path).toEqual({ removed: [], fontFaceStyles: 1, inEmotion: false });
      }
    });

    test('a first visit leaves the web font until it has loaded; the next draws it from its first paint', async ({
      page,
    }) => {
      // On a slow phone the font took the scripts' bandwidth and came too late to be drawn
      // (font-display: optional): a first visit paints in the metric-matched fallback.
      await page.goto('/restaurant/2');
      await page.waitForLoadState('load');
      const firstVisit = await page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          fontFetchedBeforeLoad: performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.endsWith('.woff2') && entry.startTime < loaded.loadEventStart),
          interDeclared: document.querySelector('style[data-web-font-face]') !== null,
        };
      });
      expect(firstVisit).toEqual({ fontFetchedBeforeLoad: false, interDeclared: false });
      // Fetched once the page is idle, and remembered for the next visit.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('tablo-web-font')))
        .toMatch(/^\/assets\/inter-.*\.woff2$/);

      await page.goto('/book/2');
      expect(await page.evaluate(() => document.querySelector('style[data-web-font-face]') !== null)).toBe(
        true,
      );
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
            ),
          ),
        )
        .toBe(true);
    });

    test('what depends on the day fills in without moving anything', async ({ page }) => {
      await pinClock(page, ANOTHER_DAY);
      // The fallback font throughout: a late web font is another matter (font-display: optional).
      await page.route('**/*.woff2', (route) => route.abort());
      await page.setViewportSize({ width: 412, height: 823 });
      for (const path of ['/book/2', '/restaurant/2', '/bookings', '/no-such-page']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Each shift with what moved, so a failure says which element it was.
        const shifts = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              const found: string[] = [];
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { node?: Node | null }[];
                })[]) {
                  if (entry.hadRecentInput) continue;
                  const moved = entry.sources.map((source) =>
                    source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : 'text',
                  );
                  found.push(
                    `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`,
                  );
                }
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(found), 100);
            }),
        );
        expect(shifts, path).toEqual([]);
      }
    });
  });
});
