import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AUDITED_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The widths every audited state is checked at: a phone's, then a laptop's. */
export const AUDITED_WIDTHS = [375, 1280];

/** Every axe violation on the page as it is now, each with the elements it found. */
export const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(AUDITED_TAGS).analyze();
  return results.violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
};

/**
 * No violation at all, serious or not, in the page's state at either audited width. The state is
 * reached once, at the first width, and the window then resized (what it shows at each width is
 * the CSS's and useMediaQuery's, both of which follow a resize): one page load per state.
 */
export const expectNoAxeViolations = async (page: Page) => {
  for (const width of AUDITED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // What a resize re-renders (useMediaQuery) is drawn by the second frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await axeViolations(page), `at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: AUDITED_WIDTHS[0]!, height: 900 });
};
