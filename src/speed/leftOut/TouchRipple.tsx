/**
 * Stands in the production build for MUI's TouchRipple (webpack.config.js, leftOutMuiModules).
 * The site has no ripple: every ButtonBase has disableRipple (src/theme/theme.ts), and a press is
 * shaded with CSS instead, so ButtonBase never renders it. Leaving it out saves its code and the
 * transition group it brings.
 */
export default function TouchRipple(): null {
  return null;
}
