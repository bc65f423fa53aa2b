import { expect, test, type Page } from '@playwright/test';

/** The pages whose code the page has asked for, by chunk name (page-home, page-booking, ...). */
const recordPageCode = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(page-[a-z-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  return fetched;
};

/**
 * The document prefetches of Chromium's speculation rules, as "pathname status" (Chromium's
 * PrefetchStatus, e.g. PrefetchSuccessfulButNotUsed, PrefetchResponseUsed), in order.
 */
const recordPrefetches = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const statuses: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, prefetchStatus }) => {
    if (prefetchStatus) statuses.push(`${new URL(prefetchUrl).pathname} ${prefetchStatus}`);
  });
  await cdp.send('Preload.enable');
  return statuses;
};

/** Taps a detail page's Book a Table and waits for the booking page. */
const openBooking = async (page: Page) => {
  await page
    .getByRole('link', { name: /^Book a Table/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Book a Table at /);
};

/** Lets the page load and go idle (its idle-time work runs within a second of that). */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForTimeout(500);
};

test.describe("the next page's code comes before its tap", () => {
  test('the home page fetches no other page before a diner shows intent, then the one they point at', async ({
    page,
  }) => {
    const fetched = recordPageCode(page);
    await page.goto('/');
    await settle(page);
    expect(fetched).toEqual(['page-home']);

    // A mouse resting on a card's View Details: the detail page's code comes, no click made.
    await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .hover();
    await expect.poll(() => fetched).toContain('page-restaurant');
    expect(fetched).not.toContain('page-booking');
    await expect(page).toHaveURL(/\/$/);
  });

  test("a detail page fetches the booking page's code once idle, and Book a Table opens it", async ({
    page,
  }) => {
    const fetched = recordPageCode(page);
    await page.goto('/restaurant/2');
    await expect.poll(() => fetched).toContain('page-booking');

    await openBooking(page);
    expect(fetched.filter((name) => name === 'page-booking')).toHaveLength(1);
  });
});

test.describe("before the app runs, Book a Table's page is fetched ahead (Chromium's speculation rules)", () => {
  test('a tap on it made while the script is held back opens the fetched page, with no round trip', async ({
    page,
  }) => {
    const statuses = await recordPrefetches(page);
    // The app's script never comes: the page is the prerendered HTML alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/restaurant/2');
    await expect.poll(() => statuses).toContain('/book/2 PrefetchSuccessfulButNotUsed');

    await openBooking(page);
    await expect(page).toHaveURL(/\/book\/2$/);
    await expect.poll(() => statuses).toContain('/book/2 PrefetchResponseUsed');
  });

  test('the app leaves the prefetch it found alone, and a page it renders itself fetches none', async ({
    page,
  }) => {
    const statuses = await recordPrefetches(page);
    await page.goto('/restaurant/2');
    await page.waitForFunction(() => !('__earlyInput' in window));
    // Called off, an unfinished prefetch would be a request the test tool waits for forever.
    await page.waitForLoadState('networkidle');
    expect(statuses).toContain('/book/2 PrefetchSuccessfulButNotUsed');
    expect(statuses.filter((status) => /Evicted|Failure|Cancel/.test(status))).toEqual([]);

    // Another restaurant's page, reached in the app: the router follows its Book a Table.
    await page.getByRole('link', { name: 'Tablo home' }).first().click();
    await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/restaurant\/(?!2$)\d+$/);
    await expect(page.getByRole('link', { name: /^Book a Table/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(statuses.filter((status) => !status.startsWith('/book/2 '))).toEqual([]);
  });
});
