import { createTheme } from '@mui/material/styles';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The site's font, self-hosted: only the Latin subset of Inter's variable weight axis. */
export const fontUrl = interLatin;

/**
 * The site's @font-face rules, kept out of Emotion in a <style data-font-faces> of their own
 * (the prerendered page's head, or ensureFontFaces): Emotion moves and re-inserts its global
 * styles as the page hydrates, and each time the browser builds the fonts anew and measures text
 * again, a layout shift (0.001 under the not-found page's big "404").
 */
export const fontFaceCss = `
/* optional: a font that is not there at first paint is not swapped in later, so text
   never reflows (no layout shift); the build preloads it, and later visits have it. */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${interLatin}) format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
/* Arial (Liberation Sans on Linux) scaled to Inter's metrics, for text drawn before or
   without Inter: lines break in the same places either way. */
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
`;

/** Adds the @font-face rules to a page that has none yet (not prerendered, or the dev server). */
export const ensureFontFaces = (doc: Document = document) => {
  if (doc.head.querySelector('style[data-font-faces]')) return;
  const style = doc.createElement('style');
  style.dataset.fontFaces = '';
  style.textContent = fontFaceCss;
  doc.head.append(style);
};

const fontStack = [
  '"Inter Variable"',
  '"Inter Fallback"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    // Terracotta and deep green; both pass WCAG AA for text on white and on the warm background.
    primary: { main: '#B23B1E', dark: '#8A2C15', light: '#D9623F', contrastText: '#FFFFFF' },
    secondary: { main: '#2F5D50', dark: '#1F4038', light: '#4F8273', contrastText: '#FFFFFF' },
    background: { default: '#FAF7F2', paper: '#FFFFFF' },
    text: { primary: '#1E1A17', secondary: '#5A514B' },
    warning: { main: '#B45309' },
    success: { main: '#2E7D32' },
    divider: 'rgba(30, 26, 23, 0.12)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: fontStack,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: `
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `,
    },
    MuiButtonBase: {
      // Press feedback drawn by CSS, not by MUI's ripple: the ripple renders React components on
      // touchstart and touchend, before the tap's own work (docs/decisions.md, "Interaction latency").
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: {
          // A clear ring for keyboard focus, on filled buttons too.
          '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
          // Pressed: a shade over whatever colour the button has, with no layout change.
          '&:active:not(.Mui-disabled):not([aria-disabled="true"])': {
            backgroundImage: 'linear-gradient(rgb(0 0 0 / 0.08), rgb(0 0 0 / 0.08))',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }),
      },
    },
  },
});
