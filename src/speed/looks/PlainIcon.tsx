/**
 * Lookalike of MUI's SvgIcon (@mui/material 9.5.0). Saves an SvgIcon component and its styles per
 * icon: with the header, footer and logo drawn plain, prerender 24.4 -> 13.3 ms a page
 * (docs/performance.md).
 *
 * MUI's SvgIcon look for a PlainIcon at `fontSize`, for the styled root that holds it: a square of
 * 1em in the text's colour, never shrunk by a flex row, never selected with the text.
 */
export const iconLook = (fontSize: number | string) =>
  ({
    flexShrink: 0,
    width: '1em',
    height: '1em',
    fontSize,
    fill: 'currentColor',
    userSelect: 'none',
  }) as const;

/**
 * One of MUI's icons (@mui/icons-material, 24 units square), given by its path, drawn as a bare
 * decorative svg: no SvgIcon component, so no styling of its own. The styled root around it
 * gives it its look (`iconLook`). For the parts of every page drawn by one styled root. A path is
 * kept beside the one component that draws it, so that each page's code carries only its own.
 */
export function PlainIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}
