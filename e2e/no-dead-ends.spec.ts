import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';

const reviewers = (page: Page) =>
  page.getByRole('list', { name: 'Reviews' }).getByRole('heading', { level: 3 });

test.describe('every control a diner can press does something they can see', () => {
  test('View All shows the whole list: search, filters and finder cleared, focus on the list heading', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?q=oak&cuisine=Steakhouse&party=4&sort=name');
    const list = page.getByRole('region', { name: 'Featured Restaurants' });
    await expect(list.getByRole('status')).toHaveText('1 restaurant found for "oak"');
    await page.waitForLoadState('networkidle');

    await list.getByRole('button', { name: 'View All' }).click();
    await expect(list.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toBeFocused();
    await expect(list.getByRole('status')).toHaveText('3 restaurants found');
    await expect(page.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Party size' })).toHaveValue('2');
    await expect(
      list.getByRole('list', { name: 'Restaurants' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']);
    // The order is not a filter: it stays, and the URL says so. Back returns to the search.
    await expect(page).toHaveURL(/\/\?sort=name$/);
    await page.goBack();
    await expect(list.getByRole('status')).toHaveText('1 restaurant found for "oak"');
    expect(problems).toEqual([]);
  });

  test('Get Directions and View on Map open Google Maps at the restaurant in a new tab; the page asks no other host', async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The new tabs get a stand-in answer: no test reaches the real service.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
    );
    await page.goto('/restaurant/1');
    await page.waitForLoadState('networkidle');
    const location = page.getByRole('region', { name: 'Location' });

    for (const [name, expected] of [
      ['Get Directions', 'https://www.google.com/maps/dir/?api=1&destination=41.8827,-87.6233'],
      ['View on Map', 'https://www.google.com/maps/search/?api=1&query=41.8827,-87.6233'],
    ] as const) {
      const link = location.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect(popup.url()).toBe(expected);
      // noopener: the map's tab cannot reach back into the site.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    }
    await expect(page).toHaveURL(/\/restaurant\/1$/);
    const site = new URL(page.url()).origin;
    expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the map links work before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/restaurant/2');
    await expect(page.getByRole('link', { name: 'View on Map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.8894,-87.6318',
    );
    await context.close();
  });

  test('View all N reviews opens every review, with a breakdown, an order in the URL and a truthful count', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/restaurant/1');
    await page.getByRole('link', { name: 'View all 324 reviews' }).click();
    await expect(page).toHaveURL(/\/restaurant\/1\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews of Trattoria Aurora' })).toBeVisible();
    await expect(page).toHaveTitle('Reviews of Trattoria Aurora · Tablo');
    await expect(page.getByText('Showing 6 of 324 reviews')).toBeVisible();
    await expect(reviewers(page)).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Rating breakdown' }).getByRole('listitem')).toHaveText([
      '5 stars:3 reviews',
      '4 stars:2 reviews',
      '3 stars:1 review',
      '2 stars:0 reviews',
      '1 star:0 reviews',
    ]);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest rated' });
    await expect(page).toHaveURL(/\/restaurant\/1\/reviews\?sort=lowest$/);
    await expect(reviewers(page).first()).toHaveText('Priya Nair');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest rated' });
    await expect(reviewers(page).last()).toHaveText('Priya Nair');
    await page.goBack();
    await expect(reviewers(page).first()).toHaveText('Priya Nair');

    await page.getByRole('link', { name: 'Trattoria Aurora' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a shared reviews link with an order opens in that order, with no hydration problem', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/restaurant/3/reviews?sort=lowest');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest');
    await expect(reviewers(page).first()).toHaveText('Priya Nair');
    expect(problems).toEqual([]);
  });

  test('an unknown restaurant has no reviews page', async ({ page }) => {
    const response = await page.goto('/restaurant/999/reviews');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(page.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
  });

  for (const [label, path] of [
    ['Help Center', '/help'],
    ['Contact Us', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ] as const) {
    test(`the footer's ${label} opens ${path}, prerendered, and in the sitemap`, async ({
      page,
      request,
    }) => {
      const problems = collectProblems(page);
      await page.goto('/');
      const link = page.getByRole('contentinfo').getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page).toHaveTitle(`${label} · Tablo`);

      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${label}</h1>`);
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${path.slice(1)}</loc>`);
      expect(problems).toEqual([]);
    });
  }

  test('Contact Us gives the phone and e-mail as links a device can follow', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:5550102030',
    );
    await expect(main.getByRole('link', { name: 'hello@tablo.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tablo.example',
    );
  });
});
