import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems } from './fixtures';

/**
 * No tap is lost while the page's script arrives: with every script held back by 3 s, each
 * page's main controls are tapped as soon as they are visible, and each tap takes effect.
 */
const SCRIPT_DELAY_MS = 3000;

/**
 * Holds every script back by 3 s, and then until `release()`, so that on a busy machine the taps
 * are still made before the script runs.
 */
const holdScripts = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), released]);
    await route.continue();
  });
  return release;
};

/** The inline script is still keeping taps: React has not hydrated the page yet. */
const isWaiting = (page: Page) => page.evaluate(() => '__earlyInput' in window);

/** Taps a control before the script has run, and checks it shows the press was received. */
const tapEarly = async (page: Page, control: Locator) => {
  await control.click();
  expect(await isWaiting(page)).toBe(true);
  await expect(control).toHaveAttribute('data-early-press', '');
};

const hydrated = (page: Page) =>
  page.waitForFunction(() => !('__earlyInput' in window), undefined, { timeout: 15_000 });

test.describe('taps before the script has loaded', () => {
  let releaseScripts: () => void;
  test.beforeEach(async ({ page }) => {
    releaseScripts = await holdScripts(page);
  });

  test('home: Filters opens its menu once the script is ready', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/', { waitUntil: 'commit' });
    const filters = page.getByRole('button', { name: 'Filters' });
    await tapEarly(page, filters);
    // Tapping again while it waits is one request, not a toggle.
    await filters.click();
    releaseScripts();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-early-press]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('home: the part holding a kept tap is hydrated before the parts above it', async ({ page }) => {
    // The frame in which React hydrated each of three controls (it keeps its props on the
    // element): the header's Sign In and the hero's first button come before Filters in the page.
    await page.addInitScript(() => {
      const frames: Record<string, number> = {};
      Object.assign(window, { hydratedInFrame: frames });
      const controls: [string, string][] = [
        ['Sign In', 'header button[aria-haspopup="dialog"]'],
        ['the hero', 'section[aria-labelledby="home-hero-heading"] button'],
        ['Filters', 'button[data-early-preload="filter-menu"]'],
      ];
      let frame = 0;
      const look = () => {
        frame += 1;
        for (const [name, selector] of controls) {
          const element = document.querySelector(selector);
          const isHydrated = element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
          if (isHydrated && !(name in frames)) frames[name] = frame;
        }
        if (Object.keys(frames).length < controls.length) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/', { waitUntil: 'commit' });
    await tapEarly(page, page.getByRole('button', { name: 'Filters' }));
    releaseScripts();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 15_000 });
    const frames = () =>
      page.evaluate(() => (window as unknown as { hydratedInFrame: Record<string, number> }).hydratedInFrame);
    await expect.poll(async () => Object.keys(await frames()).length).toBe(3);
    const { Filters: filters, ...above } = await frames();
    for (const [name, frame] of Object.entries(above)) {
      expect(filters, `Filters hydrated in frame ${filters}, ${name} in frame ${frame}`).toBeLessThan(frame);
    }
  });

  test('home: a finder field keeps the party size picked, and the page follows it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const party = page.getByRole('combobox', { name: 'Party size' });
    await party.selectOption('4');
    expect(await isWaiting(page)).toBe(true);
    releaseScripts();
    await hydrated(page);
    await expect(party).toHaveValue('4');
    // The page was told: the cards' times are for four.
    await expect(page.getByText(/^Times for 4 guests on /)).toBeAttached({ timeout: 15_000 });
  });

  test('detail: a gallery dot shows its image; Book a Table opens the booking page', async ({ page }) => {
    await page.goto('/restaurant/2', { waitUntil: 'commit' });
    // The dots are plain HTML: a tap shows its image at once, with the script still held back.
    const secondDot = page.getByRole('radio', { name: /^Show image 2 of \d+$/ });
    await secondDot.click();
    expect(await isWaiting(page)).toBe(true);
    await expect(secondDot).toBeChecked();
    await expect(page.getByRole('main').getByRole('img', { name: /^Fruit tart/ })).toBeVisible();
    await expect(secondDot).not.toHaveAttribute('data-early-press');
    releaseScripts();
    await hydrated(page);
    // React adopted the page as it was: the image the diner chose stays.
    await expect(secondDot).toBeChecked();
    await expect(page.getByRole('main').getByRole('img', { name: /^Fruit tart/ })).toBeVisible();

    // A link works as plain HTML: it is not kept, it goes at once.
    await page.goto('/restaurant/2', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Book a Table' }).first().click();
    await expect(page).toHaveURL(/\/book\/2$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Maison Lumière' }),
    ).toBeVisible();
  });

  test('booking: party + counts once, then a day and a time answer as soon as they show', async ({
    page,
  }) => {
    await page.goto('/book/2', { waitUntil: 'commit' });
    const party = page.getByRole('group', { name: 'Party size' });
    await tapEarly(page, page.getByRole('button', { name: 'Increase party size' }));
    releaseScripts();
    await expect(party).toContainText('3 guests', { timeout: 15_000 });
    await hydrated(page);
    // Replayed once: React did not see that tap a second time.
    await expect(party).toContainText('3 guests');

    // A later day than today, whose times have not passed whatever the hour, with every time free.
    await page.evaluate(() => {
      Math.random = () => 0;
    });
    const laterDays = page
      .getByRole('gridcell')
      .and(page.locator(':not([disabled]):not([aria-current="date"])'));
    if ((await laterDays.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    const day = laterDays.first();
    await day.click();
    await expect(day).toHaveAttribute('aria-selected', 'true');
    const time = page.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M, available$/ }).first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
  });

  test('My Bookings: Cancel booking opens its dialog', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('bookings')) return;
      const day = new Date();
      day.setDate(day.getDate() + 3);
      const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      localStorage.setItem(
        'bookings',
        JSON.stringify([
          {
            id: 'early-1',
            restaurantId: '2',
            restaurantName: 'Maison Lumière',
            date,
            time: '19:00',
            partySize: 2,
            customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
            status: 'confirmed',
            confirmationNumber: 'RB123456',
            createdAt: new Date().toISOString(),
          },
        ]),
      );
      localStorage.setItem('bookings.version', '2');
    });
    await page.goto('/bookings', { waitUntil: 'commit' });
    // The bookings are this device's: the page shows them once its script has read them.
    releaseScripts();
    await page.getByRole('button', { name: /^Cancel booking at Maison Lumière/ }).click({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('with the script in place, a tap is answered once (nothing kept, nothing replayed)', async ({
  page,
}) => {
  await page.goto('/book/2');
  await hydrated(page);
  await page.getByRole('button', { name: 'Increase party size' }).click();
  await expect(page.getByRole('group', { name: 'Party size' })).toContainText('3 guests');
  await page.waitForTimeout(300);
  await expect(page.getByRole('group', { name: 'Party size' })).toContainText('3 guests');
});
