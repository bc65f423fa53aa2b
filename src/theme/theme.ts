import { createTheme } from '@mui/material/styles';
import { focusRing, pressedShade } from '@/speed/looks/styles';

// Inter, then its metric-matched fallback (src/theme/fonts.ts), then the system's.
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
          '&.Mui-focusVisible': focusRing,
          '&:active:not(.Mui-disabled):not([aria-disabled="true"])': pressedShade,
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
