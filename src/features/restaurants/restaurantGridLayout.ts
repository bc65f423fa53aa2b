/** Cards per row of the restaurant grid: phones, tablets, desktops. */
export const GRID_COLUMNS = { xs: 1, sm: 2, md: 3 } as const;

/** The space between cards, in theme spacing units (8 px each). */
export const GRID_GAP = 3;

const SPACING_PX = 8;
/** The theme's breakpoints where the columns change, and where the list's container stops growing. */
const BREAKPOINT_PX = { sm: 600, md: 900, lg: 1200 } as const;
/** The list's container (MUI Container, maxWidth "lg"): its side padding, 16 px on phones, 24 px from sm. */
const GUTTER_PX = { xs: 16, sm: 24 } as const;

/** A card's width when `columns` share `width` (a CSS length) less the gutters and gaps. */
const cardWidth = (columns: number, width: string, gutter: number): string => {
  const taken = 2 * gutter + (columns - 1) * GRID_GAP * SPACING_PX;
  return columns === 1 ? `calc(${width} - ${taken}px)` : `calc((${width} - ${taken}px) / ${columns})`;
};

/**
 * How wide a card's image is drawn at each width of the window, so the browser picks the
 * smallest rendition sharp enough: the grid's columns within the container, less its gutters and
 * gaps; from lg on, a third of the container's fixed width.
 */
export const CARD_IMAGE_SIZES = [
  `(min-width: ${BREAKPOINT_PX.lg}px) ${
    (BREAKPOINT_PX.lg - 2 * GUTTER_PX.sm - (GRID_COLUMNS.md - 1) * GRID_GAP * SPACING_PX) / GRID_COLUMNS.md
  }px`,
  `(min-width: ${BREAKPOINT_PX.md}px) ${cardWidth(GRID_COLUMNS.md, '100vw', GUTTER_PX.sm)}`,
  `(min-width: ${BREAKPOINT_PX.sm}px) ${cardWidth(GRID_COLUMNS.sm, '100vw', GUTTER_PX.sm)}`,
  cardWidth(GRID_COLUMNS.xs, '100vw', GUTTER_PX.xs),
].join(', ');
