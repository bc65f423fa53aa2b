import { expect, test, type Page } from '@playwright/test';
import catalogue from '../catalogue/restaurants.json';
import { collectProblems } from './fixtures';

const SITE = 'https://tablo.example';

/** The page's JSON-LD blocks, parsed. */
const jsonLdOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
    ),
  );

test.describe("a restaurant's schema.org data", () => {
  for (const record of catalogue.restaurants) {
    test(`the prerendered page of ${record.name} carries it, as the catalogue has it, with no CSP or console error`, async ({
      page,
      request,
    }) => {
      const problems = collectProblems(page);
      const html = await (await request.get(`/restaurant/${record.id}`)).text();
      // In the HTML a crawler reads, before any script runs.
      expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');

      await page.goto(`/restaurant/${record.id}`);
      await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const blocks = await jsonLdOf(page);
      expect(blocks).toHaveLength(1);
      const open = Object.entries(record.hours).filter(([, hours]) => !('closed' in hours && hours.closed));
      expect(blocks[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: record.name,
        url: `${SITE}/restaurant/${record.id}`,
        address: { streetAddress: record.location.address, addressLocality: record.location.city },
        geo: { latitude: record.location.coordinates.lat, longitude: record.location.coordinates.lng },
        telephone: record.contact.phone,
        servesCuisine: record.cuisine,
        priceRange: record.priceRange,
        aggregateRating: { ratingValue: record.rating, reviewCount: record.reviewCount },
        acceptsReservations: `${SITE}/book/${record.id}`,
        openingHoursSpecification: open.map(([day, hours]) => ({
          dayOfWeek: `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`,
          opens: hours.open,
          closes: hours.close,
        })),
      });
      expect(problems).toEqual([]);
    });
  }

  test('goes with the page: another page reached in the app has none', async ({ page }) => {
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    expect(await jsonLdOf(page)).toHaveLength(1);
    await page.getByRole('link', { name: /Tablo/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The URL changes before React commits the home page, whose commit takes the data away.
    await expect.poll(() => jsonLdOf(page)).toEqual([]);
  });
});
