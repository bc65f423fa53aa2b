import { expect, test, type Page } from '@playwright/test';
import { pinClock, pinRandom } from './fixtures';

// Wednesday 2 December 2026, noon, in New York; the table is wanted on Thursday 10 December.
const WEDNESDAY_NOON = new Date('2026-12-02T12:00:00-05:00');
const FINDER_LINK = '/?party=2&date=2026-12-10&time=19:00';
test.use({ timezoneId: 'America/New_York' });

/**
 * Records, from the first paint on, every set of times each card shows (its links' text and
 * URL), so a test can tell whether a card's times were ever replaced.
 */
const recordCardTimes = (page: Page) =>
  page.addInitScript(() => {
    const shown: Record<string, string[]> = {};
    Object.assign(window, { __cardTimes: shown });
    const record = () => {
      for (const group of document.querySelectorAll('[role="group"][aria-label^="Times at "]')) {
        const links = [...group.querySelectorAll('a')].map(
          (link) => `${link.textContent} ${link.getAttribute('href')}`,
        );
        if (links.length === 0) continue;
        const name = group.getAttribute('aria-label')!;
        const sets = (shown[name] ??= []);
        const set = links.join('\n');
        if (sets.at(-1) !== set) sets.push(set);
      }
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });

const shownCardTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cardTimes: Record<string, string[]> }).__cardTimes);

/** The times the booking page offers as free, as a card writes them ("7:15 PM"). */
const freeTimes = (page: Page) =>
  page
    .getByRole('button', { name: /^\d{1,2}:\d{2} PM, available$/ })
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('aria-label')!.replace(', available', '')));

test.describe("a card's times", () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, WEDNESDAY_NOON);
  });

  // Availability is drawn at random here, not pinned: a second draw would show other times.
  test('are drawn once: never replaced during start-up, and free on the booking page, opened in the app or cold', async ({
    page,
  }) => {
    await recordCardTimes(page);
    await page.goto(FINDER_LINK);
    const card = page.getByRole('group', { name: 'Times at Trattoria Aurora' });
    await expect(card.getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Idle: no task left that could draw again.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })),
    );

    const shown = await shownCardTimes(page);
    expect(Object.keys(shown).length).toBeGreaterThanOrEqual(3);
    for (const [name, sets] of Object.entries(shown)) {
      expect(sets, `${name}: every set of times it showed`).toHaveLength(1);
      for (const line of sets[0]!.split('\n')) expect(line).toContain('party=2&date=2026-12-10&');
    }
    const cardTimes = await card.getByRole('link').allTextContents();
    expect(cardTimes.length).toBeGreaterThan(0);

    // The booking page in the app: Book Now, then the same party and date.
    await page
      .getByRole('article', { name: 'Trattoria Aurora' })
      .getByRole('link', { name: 'Book Now' })
      .click();
    await page.getByRole('gridcell', { name: 'Thursday, December 10, 2026' }).click();
    await expect(page.getByRole('button', { name: /^\d{1,2}:\d{2} PM, (un)?available$/ })).toHaveCount(21);
    const freeInApp = await freeTimes(page);
    for (const time of cardTimes) expect(freeInApp).toContain(time);

    // The booking page loaded in full, as a link opened cold in this tab.
    await page.goto('/book/1?party=2&date=2026-12-10');
    await expect(page.getByRole('button', { name: /^\d{1,2}:\d{2} PM, (un)?available$/ })).toHaveCount(21);
    expect(await freeTimes(page)).toEqual(freeInApp);
  });
});

const WIDTHS = [320, 375, 600, 768, 900, 1024, 1280, 1920];

test.describe('the home cards at every width', () => {
  test.beforeEach(async ({ page }) => {
    await pinClock(page, WEDNESDAY_NOON);
    // Every time free: each card offers its most times, "10:00 PM" (the widest) among them.
    await pinRandom(page, 0);
  });

  for (const width of WIDTHS) {
    test(`${width} px: every offered time lies whole inside its card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?party=2&date=2026-12-10&time=21:45');
      const cards = page.getByRole('list', { name: 'Restaurants' }).getByRole('article');
      await expect(cards.first().getByRole('link', { name: '10:00 PM' })).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(3);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        await card.scrollIntoViewIfNeeded();
        const times = card.getByRole('group', { name: /^Times at / }).getByRole('link');
        await expect(times).toHaveCount(5);
        const outside = await card.evaluate((article) => {
          const box = article.getBoundingClientRect();
          return [...article.querySelectorAll('[role="group"][aria-label^="Times at "] a')]
            .filter((link) => {
              const time = link.getBoundingClientRect();
              return (
                time.left < box.left ||
                time.right > box.right + 0.5 ||
                time.top < box.top ||
                time.bottom > box.bottom ||
                link.scrollWidth > link.clientWidth + 1
              );
            })
            .map((link) => link.textContent);
        });
        expect(outside, `times cut off on card ${index + 1}`).toEqual([]);
      }
    });
  }

  test("each card image's sizes names the width it is drawn at", async ({ page }) => {
    await page.goto('/');
    for (const width of [320, 375, 599, 600, 768, 899, 900, 1024, 1199, 1200, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const images = page.getByRole('list', { name: 'Restaurants' }).getByRole('article').getByRole('img', {
        name: /./,
      });
      const measured = await images.first().evaluate((image: HTMLImageElement) => {
        // The length `sizes` picks at this width: the first entry whose media condition matches.
        const entries = image.sizes.split(/,\s*(?![^(]*\))/);
        const chosen = entries
          .map((entry) => /^(\(.*?\))\s+(.+)$/.exec(entry) ?? [entry, null, entry])
          .find(([, media]) => media === null || matchMedia(media!).matches)!;
        const probe = document.createElement('div');
        probe.style.width = chosen[2]!;
        document.body.append(probe);
        const selected = probe.getBoundingClientRect().width;
        probe.remove();
        return { selected, drawn: image.getBoundingClientRect().width };
      });
      expect(
        Math.abs(measured.selected - measured.drawn),
        `${width} px: ${JSON.stringify(measured)}`,
      ).toBeLessThanOrEqual(2);
    }
  });
});
