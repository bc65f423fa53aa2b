/** The id of the layout's `main` element, where the skip link and page changes take focus. */
export const MAIN_CONTENT_ID = 'main';

/** Moves focus to the start of the page's main content (focusable by script only). */
export const focusMainContent = (options?: FocusOptions): boolean => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus(options);
  return main !== null && document.activeElement === main;
};

/**
 * Focuses the first heading in `container` (or `container` itself when it is one) without
 * scrolling, so a screen reader reads it and the next Tab continues from there. Headings are
 * not focusable, so it becomes focusable by script only. Returns whether it did.
 */
export const focusFirstHeading = (container: Element | null): boolean => {
  const heading = container?.matches('h1, h2')
    ? (container as HTMLElement)
    : container?.querySelector<HTMLElement>('h1, h2');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
};
