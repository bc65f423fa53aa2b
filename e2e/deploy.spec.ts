import { expect, test, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { collectProblems, pinClock } from './fixtures';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
// A tab with no service worker (a first visit, a hard reload, a browser without one) keeps no
// copy of the build it started with: a deployment takes its files away.
test.use({ timezoneId: 'America/New_York', serviceWorkers: 'block' });

/**
 * Takes away the build's files that match `pattern`, as a deployment that replaced them does.
 * `whenReloaded`: the page that loads next is the new build, which has them again.
 */
const deploy = async (page: Page, pattern: string, { whenReloaded }: { whenReloaded: boolean }) => {
  let isGone = true;
  await page.route(pattern, (route) =>
    isGone ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
  );
  if (whenReloaded) page.on('request', (request) => request.isNavigationRequest() && (isGone = false));
  return {
    finish: () => {
      isGone = false;
    },
  };
};

/** The paths of the documents the tab loads: the first visit, then one per reload. */
const documentLoads = (page: Page) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
};

// Availability is drawn at random, not pinned: the times offered after the reload must be the
// ones carried over, since a fresh draw would differ.
const availableSlots = (page: Page) => page.getByRole('button', { name: /^\d{1,2}:\d{2} PM, available$/ });

/** The times offered, as their labels ("7:15 PM, available"). */
const offeredTimes = (page: Page) =>
  page
    .getByRole('button', { name: /^\d{1,2}:\d{2} PM, (un)?available$/ })
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('aria-label')));

/** Four guests, Friday 4 December at its first free time, then Continue; returns what was offered and chosen. */
const chooseAndContinue = async (page: Page) => {
  await page.getByRole('button', { name: 'Increase party size' }).click();
  await page.getByRole('button', { name: 'Increase party size' }).click();
  await page.getByRole('gridcell', { name: 'Friday, December 4, 2026' }).click();
  const slot = availableSlots(page).first();
  const time = (await slot.getAttribute('aria-label'))!.replace(', available', '');
  const offered = await offeredTimes(page);
  await slot.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  return { time, offered };
};

const expectDetailsStepWithChoices = async (page: Page, time: string) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText('Friday, December 4, 2026');
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('4 guests');
};

/** The booking page, loaded in full: what a deployment can take away is what it has not fetched yet. */
const openBookingPage = async (page: Page) => {
  await page.goto('/book/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
};

test.describe('a deployment while the tab is open', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
  });

  test('Continue loads the page again once, on the details step with the choices kept', async ({ page }) => {
    const problems = collectProblems(page);
    const loads = documentLoads(page);
    await openBookingPage(page);
    await deploy(page, '**/assets/booking-details.*.js', { whenReloaded: true });

    const { time, offered } = await chooseAndContinue(page);

    await expectDetailsStepWithChoices(page, time);
    expect(loads).toEqual(['/book/1', '/book/1']);
    await expect(page).toHaveURL(/\/book\/1$/);
    // The times offered are the ones the diner chose from.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: `${time}, available` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await offeredTimes(page)).toEqual(offered);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The booking goes through from there.
    await fillContactDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('bookings.draftInProgress');
    // Nothing failed besides the missing file's loads (the preload's and the step's own), and the
    // service worker this test blocks.
    const expected = /status of 404 \(Not Found\)|Service Worker registration blocked/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
  });

  test('Home → My Bookings lands on My Bookings, not back home', async ({ page }) => {
    const loads = documentLoads(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await deploy(page, '**/assets/page-bookings.*.js', { whenReloaded: true });

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).first().click();

    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
    expect(loads).toEqual(['/', '/bookings']);
    // Back goes to the page the diner left.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('code still missing after the reload: the error page offers Reload, which keeps the choices', async ({
    page,
  }) => {
    const loads = documentLoads(page);
    await openBookingPage(page);
    const deployment = await deploy(page, '**/assets/booking-details.*.js', { whenReloaded: false });

    const { time } = await chooseAndContinue(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page could not be loaded · Tablo');
    expect(loads).toEqual(['/book/1', '/book/1']);

    deployment.finish();
    await page.getByRole('button', { name: 'Reload' }).click();

    await expectDetailsStepWithChoices(page, time);
    expect(loads).toEqual(['/book/1', '/book/1', '/book/1']);
  });
});
