import { expect, test } from '@playwright/test';

test.describe('shell', () => {
  test('home renders the header, the page and the footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Tablo home' })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search restaurants' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('500+');
    await expect(footer).toContainText('10k+');
    await expect(footer).toContainText('24/7');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tablo`);
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect.poll(() => logged.some((text) => text.includes('/nope'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('no request leaves 127.0.0.1', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/restaurant/1');
    await page.goto('/book/1');
    await page.waitForLoadState('networkidle');
    const outside = requests.filter(
      (url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
    );
    expect(requests.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
