import { expect, test, type Page } from '@playwright/test';
import { fillContactDetails } from './bookTable';
import { pinClock, pinRandom } from './fixtures';
import { AUDITED_WIDTHS, expectNoAxeViolations } from './axe';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York', reducedMotion: 'reduce' });

const openHome = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
  // The page is hydrated once its lazily loaded code has arrived.
  await page.waitForLoadState('networkidle');
};

const toggleFilters = async (page: Page, ...labels: string[]) => {
  await page.getByRole('button', { name: /^Filters/ }).click();
  for (const label of labels) {
    await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
  }
};

/** Step 1 of booking at Trattoria Aurora with Friday 4 December chosen, some times taken. */
const openBookingWithDate = async (page: Page) => {
  await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
  // On a Friday this frees every time but 6 PM to 6:45 PM for two guests.
  await pinRandom(page, 0.5);
  await page.goto('/book/1');
  await page.getByRole('gridcell', { name: 'Friday, December 4, 2026' }).click();
  await expect(page.getByRole('button', { name: '6:00 PM, unavailable' })).toBeDisabled();
};

const continueToDetails = async (page: Page) => {
  await page.getByRole('button', { name: '7:15 PM, available' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
};

/** Books Friday 4 December, 7:15 PM at Trattoria Aurora and waits for the confirmation. */
const bookFridayAtTrattoria = async (page: Page) => {
  await openBookingWithDate(page);
  await continueToDetails(page);
  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
};

test.describe(`axe finds nothing at ${AUDITED_WIDTHS.join('px and ')}px`, () => {
  test.use({ viewport: { width: AUDITED_WIDTHS[0]!, height: 900 } });

  test('home', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle('Tablo · Restaurants and table booking');
    await expectNoAxeViolations(page);
  });

  // Pages audited as they open: the URL, its one heading and, where it has its own, the title.
  for (const [path, heading, title] of [
    ['/restaurant/1', 'Trattoria Aurora', 'Trattoria Aurora · Tablo'],
    ['/restaurant/999', 'Restaurant not found'],
    ['/book/999', 'Restaurant not found'],
    ['/no/such/page', 'Oops! Page not found', 'Page not found · Tablo'],
    ['/restaurant/2/reviews?sort=lowest', 'Reviews of Maison Lumière'],
    ['/help', 'Help Center'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (title !== undefined) await expect(page).toHaveTitle(title);
      await expectNoAxeViolations(page);
    });
  }

  test('home with the filter menu open', async ({ page }) => {
    await openHome(page);
    await toggleFilters(page, 'Italian');
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home with active filters and a search', async ({ page }) => {
    await openHome(page);
    await toggleFilters(page, 'Italian', 'French', '$$$');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('wine');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home with Near Me granted, distances on the cards and the Location menu open', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.8786, longitude: -87.6398 });
    await openHome(page);
    await page.getByRole('button', { name: 'Near Me' }).click();
    await expect(page).toHaveURL(/near=41\.88,-87\.64/);
    await expect(page.getByText(/the nearest is/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Location: Near me' }).click();
    await expect(page.getByRole('menu', { name: 'Location' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home with Near Me denied, its message shown', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Near Me' }).click();
    await expect(page.getByRole('alert')).toContainText('Location access is blocked');
    await expectNoAxeViolations(page);
  });

  test('home with a city chosen', async ({ page }) => {
    await page.goto('/?city=Riverton');
    await expect(page.getByRole('button', { name: 'Location: Riverton' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('home with no results', async ({ page }) => {
    await openHome(page);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('no such place');
    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('booking step 1, date and time', async ({ page }) => {
    await openBookingWithDate(page);
    await page.getByRole('button', { name: '7:15 PM, available' }).click();
    await expect(page).toHaveTitle('Book a Table at Trattoria Aurora · Tablo');
    await expectNoAxeViolations(page);
  });

  test('booking step 2, details, with a field left empty', async ({ page }) => {
    await openBookingWithDate(page);
    await continueToDetails(page);
    await page.getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('booking step 3, confirmation, with its toast', async ({ page }) => {
    await openBookingWithDate(page);
    await continueToDetails(page);
    await fillContactDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('alert').filter({ hasText: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your table is booked' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('My Bookings, empty and with a booking', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await bookFridayAtTrattoria(page);
    await page.goto('/bookings');
    await expect(page.getByText('Trattoria Aurora').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("home with the finder's party, day and time, every card showing its times", async ({ page }) => {
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    await pinRandom(page, 0);
    await page.goto('/?party=4&date=2026-12-10&time=19:00');
    await expect(
      page.getByRole('group', { name: 'Times at Trattoria Aurora' }).getByRole('link').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('a full day with its next available days', async ({ page }) => {
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    await page.addInitScript(() => {
      let calls = 0;
      Math.random = () => (calls++ < 600 ? 0.9999 : 0);
    });
    await page.goto('/book/1?date=2026-12-05');
    await expect(page.getByRole('region', { name: 'Next available' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('My Bookings asking before it cancels a booking', async ({ page }) => {
    await bookFridayAtTrattoria(page);
    await page.goto('/bookings');
    await page.getByRole('button', { name: /^Cancel booking at/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Sign In dialog, after a file it could not import', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByRole('button', { name: 'Export bookings' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await dialog
      .getByLabel('Bookings file to import')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await expect(dialog.getByRole('alert')).toContainText("isn't JSON");
    await expectNoAxeViolations(page);
  });

  test('My Bookings with its Move your bookings dialog, after an export', async ({ page }) => {
    // A booking, the page, and axe run over a dialog above a page of bookings.
    test.setTimeout(90_000);
    await bookFridayAtTrattoria(page);
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Move your bookings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move your bookings' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export bookings' }).click();
    await download;
    await expect(dialog.getByRole('status')).toContainText('1 booking saved');
    await expectNoAxeViolations(page);
  });

  test('booking step 2 with an occasion and dietary needs', async ({ page }) => {
    await openBookingWithDate(page);
    await continueToDetails(page);
    await page.getByRole('combobox', { name: 'Occasion' }).selectOption('Birthday');
    await page.getByRole('textbox', { name: 'Dietary needs or allergies' }).fill('No nuts');
    await expectNoAxeViolations(page);
  });

  test.describe('without the offline cache', () => {
    // Its service worker would serve the page's code from its cache, past any failure here.
    test.use({ serviceWorkers: 'block' });

    test('the error page, when the next page’s code fails to load', async ({ page }) => {
      // The booking page's code stays unreachable, through the one reload the site makes (and
      // the detail page's fetch of it at idle time fails too: pageCode.ts).
      await page.route('**/assets/page-booking.*.js', (route) => route.abort('failed'));
      await page.goto('/restaurant/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Book a Table' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
      await expect(page).toHaveTitle('Page could not be loaded · Tablo');
      await expectNoAxeViolations(page);
    });
  });
});

/** How far the page scrolls sideways, in CSS pixels: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const WIDTHS = [320, 360, 375, 414, 600, 768, 900, 1024, 1280, 1440, 1920];

/** Resizes the window through every width, expecting no sideways scrolling at any. */
const expectNoSidewaysScrollingAtAnyWidth = async (page: Page) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => sidewaysOverflow(page), { message: `sideways scrolling at ${width}px` }).toBe(0);
  }
};

test.describe('every screen size', () => {
  for (const path of ['/', '/restaurant/1', '/restaurant/999', '/book/999', '/no/such/page']) {
    test(`${path} never scrolls sideways from 320px to 1920px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScrollingAtAnyWidth(page);
    });
  }

  test('no booking step scrolls sideways from 320px to 1920px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await openBookingWithDate(page);
    await expectNoSidewaysScrollingAtAnyWidth(page);
    await page.setViewportSize({ width: 320, height: 900 });
    await continueToDetails(page);
    await fillContactDetails(page, { email: 'ada.lovelace.with.a.long.address@example.com' });
    await expectNoSidewaysScrollingAtAnyWidth(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { level: 2, name: 'Your table is booked' })).toBeVisible();
    await expectNoSidewaysScrollingAtAnyWidth(page);
  });

  test('on a phone the header keeps the search, the logo and Sign In on screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('link', { name: 'Tablo home' }),
      header.getByRole('searchbox', { name: 'Search restaurants' }),
      header.getByRole('button', { name: 'Sign In' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(header.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search restaurants...');
  });

  // Text zoom: every size is in rem, so doubling the root font size doubles all the text.
  for (const width of [1280, 768]) {
    test(`text at 200% loses nothing at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openBookingWithDate(page);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expect(page.getByRole('button', { name: '7:15 PM, available' })).toBeVisible();
      await page.getByRole('button', { name: '7:15 PM, available' }).click();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

      await page.goto('/');
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('searchbox', { name: 'Search restaurants' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);

      await page.goto('/restaurant/1');
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
});

test('on a phone, text at 200% leaves every control of step 1 on screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await openBookingWithDate(page);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  expect(await sidewaysOverflow(page)).toBe(0);
  await expect(page.getByText('December 2026')).toBeVisible();
  for (const control of [
    page.getByRole('button', { name: 'Decrease party size' }),
    page.getByRole('button', { name: 'Increase party size' }),
    page.getByRole('button', { name: 'Next month' }),
    page.getByRole('gridcell', { name: 'Saturday, December 5, 2026' }),
    page.getByRole('button', { name: '10:00 PM, available' }),
    page.getByRole('button', { name: 'Continue' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test.describe('motion', () => {
  const transitionSeconds = (page: Page) =>
    page
      .getByRole('button', { name: /^Filters/ })
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));

  test('a diner who asks for reduced motion gets no transitions', async ({ page }) => {
    await page.goto('/');
    expect(await transitionSeconds(page)).toBeLessThan(0.001);
  });

  test.describe('without the request', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('transitions run', async ({ page }) => {
      await page.goto('/');
      expect(await transitionSeconds(page)).toBeGreaterThan(0.1);
    });
  });
});
