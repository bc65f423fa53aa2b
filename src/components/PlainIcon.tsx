/**
 * One of MUI's icons (@mui/icons-material, 24 units square), given by its path, drawn as a bare
 * decorative svg: no SvgIcon component, so no styling of its own. The styled root around it sizes
 * and colours it (width and height 1em, `fill: currentColor`). For the parts of every page drawn
 * by one styled root. A path is kept beside the one component that draws it, so that each page's
 * code carries only its own.
 */
export function PlainIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}
