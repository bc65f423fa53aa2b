import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';

// No service worker: it would serve the scripts from its cache, and this is about the network.
test.use({ serviceWorkers: 'block' });

/** From now on, every script the site asks for fails to load, as on a broken host. */
const breakScripts = (page: Page) => page.route('**/*.js', (route) => route.abort('failed'));

/** The paths of the documents the tab loads: the first visit, then one per reload. */
const documentLoads = (page: Page) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
};

const loadFailedNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });

test.describe('a host whose scripts cannot be loaded', () => {
  test('a prerendered page opened cold says it could not be loaded, and Reload tries again', async ({
    page,
  }) => {
    const loads = documentLoads(page);
    await breakScripts(page);
    await page.goto('/book/1');
    // The prerendered page is there, and a notice says it will not work.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }),
    ).toBeVisible();
    await expect(loadFailedNotice(page)).toBeVisible({ timeout: 3000 });
    await expect(loadFailedNotice(page)).toHaveText(/This page could not be loaded\..+Reload/);
    // Only once, and nothing reloads by itself.
    await page.waitForTimeout(2000);
    await expect(page.getByRole('alert')).toHaveCount(1);
    expect(loads).toEqual(['/book/1']);

    // The host is mended: Reload brings the working page.
    await page.unroute('**/*.js');
    await loadFailedNotice(page).getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Increase party size' }).click();
    await expect(page.getByText(/^3 guests$/i)).toBeVisible();
    await expect(loadFailedNotice(page)).toHaveCount(0);
    expect(loads).toEqual(['/book/1', '/book/1']);
  });

  test('Book Now from the home page, once the host broke: the booking page says so, with no reload loop', async ({
    page,
  }) => {
    const loads = documentLoads(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await breakScripts(page);

    await page
      .getByRole('article', { name: 'Trattoria Aurora' })
      .getByRole('link', { name: 'Book Now' })
      .click();

    await expect(page).toHaveURL(/\/book\/1$/);
    // The site loads the URL once more (the code may have been redeployed); that page's
    // scripts fail too, and it says so.
    await expect(loadFailedNotice(page)).toBeVisible({ timeout: 5000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }),
    ).toBeVisible();
    await expect(loadFailedNotice(page).getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(loads).toEqual(['/', '/book/1']);
  });

  test('pages whose scripts load say nothing of the kind', async ({ page }) => {
    const problems = collectProblems(page);
    for (const path of ['/', '/restaurant/1', '/book/1', '/bookings', '/nope']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loadFailedNotice(page)).toHaveCount(0);
    }
    // Besides the service worker this test blocks, only /nope's own 404.
    const expected = /Service Worker registration blocked|status of 404 \(Not Found\)/;
    expect(problems.filter((problem) => !expected.test(problem))).toHaveLength(0);
    expect(problems.filter((problem) => /404/.test(problem))).toHaveLength(1);
  });
});
