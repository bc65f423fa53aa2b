import { expect, test, type Locator, type Page } from '@playwright/test';
import { pinClock, pinRandom, recordWindowOpen } from './fixtures';

// Thursday 3 December 2026, noon in New York.
const THURSDAY_NOON_IN_NEW_YORK = new Date('2026-12-03T12:00:00-05:00');
test.use({ timezoneId: 'America/New_York' });

/**
 * Why the focused element shows no focus, or null when it does: an outline or a shadow on it, a
 * ring on the field around it, or MUI's focus style (a ripple or a tint) marked by its class.
 */
const missingFocusIndicator = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing is focused';
    // A date field takes focus in its parts: under automation Chromium may then report the
    // field itself as neither :focus nor :focus-visible. Its ring (2px, drawn on :focus and
    // :focus-visible by the finder) was checked by hand; the field is let through.
    if (focused instanceof HTMLInputElement && focused.type === 'date') return null;
    if (!focused.matches(':focus-visible')) return `${focused.outerHTML.slice(0, 80)} is not :focus-visible`;
    const hasRing = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    if (hasRing(focused) || getComputedStyle(focused).boxShadow !== 'none') return null;
    if (focused.classList.contains('Mui-focusVisible') || focused.closest('.Mui-focused')) return null;
    for (
      let parent = focused.parentElement, depth = 0;
      parent && depth < 3;
      parent = parent.parentElement, depth += 1
    ) {
      if (hasRing(parent)) return null;
    }
    return `no visible focus on ${focused.outerHTML.slice(0, 120)}`;
  });

// Polled: an MUI field marks itself focused in the render that follows the focus event.
const expectFocusVisible = async (page: Page) =>
  expect.poll(() => missingFocusIndicator(page), { timeout: 2000 }).toBeNull();

/** Presses a key (Tab unless told) until `target` has focus, checking focus is visible at every stop. */
const pressUntilFocused = async (page: Page, target: Locator, key = 'Tab', limit = 40) => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of ${key}`);
};

const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
  await expectFocusVisible(page);
};

test.describe('keyboard only', () => {
  test('books a table from the home page to the confirmation without the mouse', async ({ page }) => {
    // Every Tab stop on the way is checked for a visible focus: the finder and the cards' times
    // made the way long.
    test.setTimeout(60_000);
    await pinClock(page, THURSDAY_NOON_IN_NEW_YORK);
    // On Friday this frees every time but 6 PM to 6:45 PM for two guests.
    await pinRandom(page, 0.5);
    await recordWindowOpen(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    // The first Tab shows the skip link; it goes past the header.
    await press(page, 'Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    expect((await skipLink.boundingBox())?.width).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The Filters menu: Enter opens it on its first item, Space ticks, Escape closes it and
    // gives focus back to the button.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await pressUntilFocused(page, filters);
    await page.keyboard.press('Enter');
    const italian = page.getByRole('menuitemcheckbox', { name: 'Italian', exact: true });
    await expect(italian).toBeFocused();
    await expectFocusVisible(page);
    await press(page, 'ArrowDown');
    await expect(page.getByRole('menuitemcheckbox', { name: 'French', exact: true })).toBeFocused();
    await press(page, 'ArrowUp');
    await page.keyboard.press('Space');
    await expect(italian).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 restaurant found');
    await expect(filters).toHaveAccessibleName('Filters, 1 active');
    await expectFocusVisible(page);

    // Sort by: a select the arrow keys change.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await pressUntilFocused(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('popularity');

    // Book Now on the card that is left.
    const card = page.getByRole('article', { name: 'Trattoria Aurora' });
    await pressUntilFocused(page, card.getByRole('link', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Book a Table at Trattoria Aurora · Tablo');
    // Focus starts on the new page, not back at the top of the site.
    await expect(page.getByRole('main')).toBeFocused();

    // Step 1: four guests.
    const increase = page.getByRole('button', { name: 'Increase party size' });
    await pressUntilFocused(page, increase);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Party size' }).getByText('4 guests')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Decrease party size' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('3 guests')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('4 guests')).toBeVisible();

    // The calendar: Tab lands on today, the arrow keys move by day and week, Enter picks.
    const today = page.getByRole('gridcell', { name: 'Thursday, December 3, 2026' });
    await pressUntilFocused(page, today);
    await press(page, 'ArrowDown');
    await expect(page.getByRole('gridcell', { name: 'Thursday, December 10, 2026' })).toBeFocused();
    await press(page, 'ArrowUp');
    await press(page, 'ArrowRight');
    const friday = page.getByRole('gridcell', { name: 'Friday, December 4, 2026' });
    await expect(friday).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(friday).toHaveAttribute('aria-selected', 'true');

    // The times: one tab stop, the first free time; arrows move, Space picks.
    const first = page.getByRole('button', { name: '5:00 PM, available' });
    // The arrow-key hint shows only while the keyboard is among the times; its line is kept.
    const hint = page.getByText('Arrow keys move between times; Enter or Space chooses one.');
    await expect(hint).toBeHidden();
    await pressUntilFocused(page, first);
    await expect(hint).toBeVisible();
    await expect(page.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(
      'Arrow keys move between times; Enter or Space chooses one.',
    );
    await press(page, 'ArrowDown');
    // A taken time is reached and read out, but cannot be chosen.
    const taken = page.getByRole('button', { name: '6:00 PM, unavailable' });
    await expect(taken).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(taken).toHaveAttribute('aria-pressed', 'false');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');
    const chosen = page.getByRole('button', { name: '7:15 PM, available' });
    await expect(chosen).toBeFocused();
    await page.keyboard.press('Space');
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await pressUntilFocused(page, continueButton);
    await page.keyboard.press('Enter');

    // Step 2: focus on the step's heading; a message tied to the field it is about.
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
    await expectFocusVisible(page);
    await expect(page).toHaveTitle('Book a Table at Trattoria Aurora · Tablo');
    const name = page.getByRole('textbox', { name: 'Full Name' });
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    const email = page.getByRole('textbox', { name: 'Email Address' });
    // As a diner does, the form is on screen before the first Tab.
    await expect(name).toBeVisible();
    await press(page, 'Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('Ada Lovelace');
    await press(page, 'Tab');
    await expect(phone).toBeFocused();
    await page.keyboard.type('555');
    await press(page, 'Tab');
    await expect(email).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a phone number with at least 7 digits');
    await press(page, 'Shift+Tab');
    await expect(phone).toBeFocused();
    await page.keyboard.type(' 123 4567');
    await press(page, 'Tab');
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await page.keyboard.type('ada@example.com');
    await press(page, 'Tab');
    await expect(page.getByRole('combobox', { name: 'Occasion' })).toBeFocused();
    await press(page, 'Tab');
    await expect(page.getByRole('combobox', { name: 'Seating preference' })).toBeFocused();
    await press(page, 'Tab');
    await expect(page.getByRole('textbox', { name: 'Dietary needs or allergies' })).toBeFocused();
    await page.keyboard.type('No nuts');
    await press(page, 'Tab');
    await expect(page.getByRole('textbox', { name: 'Special Requests' })).toBeFocused();
    await page.keyboard.type('A quiet corner, please');
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await pressUntilFocused(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    await page.clock.runFor(2000);

    // Step 3: focus on its heading, the booking confirmed, the ways on by keyboard too.
    await expect(page.getByRole('heading', { level: 2, name: 'Your table is booked' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Booking Confirmed!' })).toBeVisible();
    const summary = page.getByRole('main');
    await expect(summary).toContainText('Friday, December 4, 2026');
    await expect(summary).toContainText('7:15 PM');
    await expect(summary).toContainText('4 guests');
    await expect(page.getByText('A confirmation email has been sent to ada@example.com.')).toBeVisible();

    const viewRestaurant = page.getByRole('link', { name: 'View Restaurant' });
    await expect(viewRestaurant).toBeVisible();
    await pressUntilFocused(page, viewRestaurant);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('on a phone the header search is reached by keyboard and takes the diner to the results', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search restaurants' });
    await pressUntilFocused(page, search);
    await expect(search).toBeInViewport();
    await page.keyboard.type('steak');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(search).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      '1 restaurant found for "steak"',
    );
  });

  test('the gallery dots and the Back button work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const viewDetails = page
      .getByRole('article', { name: 'Trattoria Aurora' })
      .getByRole('link', { name: 'View Details' });
    await pressUntilFocused(page, viewDetails);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();

    await press(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
    // The dots are one radio group: Tab reaches the chosen one, the arrow keys choose another.
    await pressUntilFocused(page, page.getByRole('radio', { name: 'Show image 1 of 3' }));
    await page.keyboard.press('ArrowRight');
    const secondImage = page.getByRole('radio', { name: 'Show image 2 of 3' });
    await expect(secondImage).toBeFocused();
    await expect(secondImage).toBeChecked();
    await expect(page.getByRole('main').getByRole('img', { name: /Candle-lit dining room/ })).toBeVisible();

    await pressUntilFocused(page, page.getByRole('button', { name: 'Back' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
