/** Cards per row of the restaurant grid: phones, tablets, desktops. */
export const GRID_COLUMNS = { xs: 1, sm: 2, md: 3 } as const;

/**
 * How wide a card's image is drawn at each breakpoint (the theme's 600/900/1200), so the browser
 * picks the smallest rendition that is sharp enough: a third of the 1200px container on desktops.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 380px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw';
