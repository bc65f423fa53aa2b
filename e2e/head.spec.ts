import { expect, test, type Page } from '@playwright/test';

/** The head of the page as the browser has it now. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      robots: content('meta[name="robots"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
    };
  });

const SITE = 'https://tablo.example';

test.describe('one head per page', () => {
  test('each page has one title, one description, a canonical link and a shared-link preview', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/', 'Tablo · Restaurants and table booking'],
      ['/restaurant/2', 'Maison Lumière · Tablo'],
      ['/book/2', 'Book a Table at Maison Lumière · Tablo'],
      ['/bookings', 'My Bookings · Tablo'],
      ['/restaurant/2/reviews', 'Reviews of Maison Lumière · Tablo'],
      ['/help', 'Help Center · Tablo'],
      ['/contact', 'Contact Us · Tablo'],
      ['/privacy', 'Privacy Policy · Tablo'],
      ['/terms', 'Terms of Service · Tablo'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const head = await headOf(page);
      expect(head.titles, path).toEqual([title]);
      expect(head.descriptions, path).toBe(1);
      expect(head.canonical, path).toEqual([`${SITE}${path}`]);
      expect(head.robots, path).toBeNull();
      expect(head.ogTitle, path).toBeTruthy();
      expect(head.ogImage, path).toMatch(/^https:\/\/tablo\.example\/.+\.(png|webp)$/);
    }
  });

  test("a shared restaurant link previews with the restaurant's name, description and hero image", async ({
    request,
  }) => {
    const html = await (await request.get('/restaurant/2')).text();
    expect(html).toContain('<meta data-page-head="" property="og:title" content="Maison Lumière"/>');
    expect(html).toMatch(
      /<meta data-page-head="" property="og:image" content="https:\/\/tablo\.example\/assets\/bistro-table-800\.\w+\.webp"\/>/,
    );
    expect(html).toContain('<meta data-page-head="" property="og:image:width" content="800"/>');
    expect(html).toContain('<meta data-page-head="" property="og:image:height" content="533"/>');
    expect(html).toContain('<meta data-page-head="" name="twitter:card" content="summary_large_image"/>');
    // The page itself shows the picture as AVIF, in every width.
    expect(html).toMatch(
      /srcSet="\/assets\/bistro-table-480\.\w+\.avif 480w, [^"]+800\.\w+\.avif 800w, [^"]+1200\.\w+\.avif 1200w"/,
    );
    expect(html).toMatch(/<meta data-page-head="" name="description" content="[^"]{40,}"\/>/);
  });

  test('the not-found page is kept out of search results', async ({ page }) => {
    await page.goto('/no-such-page');
    const head = await headOf(page);
    expect(head.titles).toEqual(['Page not found · Tablo']);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toEqual([]);
  });

  test('one title after every step of a visit', async ({ page }) => {
    const titles = () =>
      page.evaluate(() => [...document.querySelectorAll('title')].map((title) => title.textContent));
    await page.goto('/');
    await page
      .getByRole('article', { name: 'Maison Lumière' })
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
    expect(await titles()).toEqual(['Maison Lumière · Tablo']);
    await page.getByRole('link', { name: 'Book a Table' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Maison Lumière' }),
    ).toBeVisible();
    expect(await titles()).toEqual(['Book a Table at Maison Lumière · Tablo']);
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    expect(await titles()).toEqual(['My Bookings · Tablo']);
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeVisible();
    expect(await titles()).toEqual(['Maison Lumière · Tablo']);
    await page.getByRole('banner').getByRole('link', { name: 'Tablo home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' }),
    ).toBeVisible();
    expect(await titles()).toEqual(['Tablo · Restaurants and table booking']);
  });

  test('robots.txt points to the sitemap, which lists every known page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      [
        '/',
        '/restaurant/1',
        '/restaurant/1/reviews',
        '/book/1',
        '/restaurant/2',
        '/restaurant/2/reviews',
        '/book/2',
        '/restaurant/3',
        '/restaurant/3/reviews',
        '/book/3',
        '/bookings',
        '/help',
        '/contact',
        '/privacy',
        '/terms',
      ].map((path) => `${SITE}${path}`),
    );
  });
});
