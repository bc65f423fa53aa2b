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

/** A card's picture: every hero is drawn at 3:2 (src/data/images.ts), inside the card's 1 px border. */
const CARD_IMAGE_HEIGHT_PER_WIDTH = 2 / 3;
const CARD_BORDER_PX = 1;
/**
 * A card's height below its picture: name, cuisine, terms, features, two rows of times and the
 * button. Measured over 120 cards of a 500 catalogue: the median at 375 and 1280 px (400.6 px);
 * a narrow column (600 or 900 px wide windows) wraps more, up to 90 px taller.
 */
const CARD_TEXT_HEIGHT_PX = 400;

/**
 * How tall a card of `columns` is counted before it is first drawn (`contain-intrinsic-size`
 * of a card skipped while off screen), in the list's own width (`cqi`: the list is a size
 * container): its picture at the column's width, and its text. Counted at a fixed height, the
 * cards a diner jumps to grew as they were drawn, and moved Show more under the diner's finger
 * (540 px counted, 645 drawn at 1280 px: each row of three 105 px taller).
 */
export const cardHeightEstimate = (columns: number): string => {
  const gaps = (columns - 1) * GRID_GAP * SPACING_PX;
  const column = columns === 1 ? '100cqi' : `(100cqi - ${gaps}px) / ${columns}`;
  return `calc((${column} - ${2 * CARD_BORDER_PX}px) * ${CARD_IMAGE_HEIGHT_PER_WIDTH} + ${CARD_TEXT_HEIGHT_PX}px)`;
};
