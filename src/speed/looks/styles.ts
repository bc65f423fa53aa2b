import type { Theme } from '@mui/material/styles';

/**
 * Looks of MUI components as plain styles, shared by the lookalikes of this folder and by the parts
 * drawn as plain elements under one styled root (the header, the footer, the home page's bands, a
 * restaurant's sections): the same pixels, at one element's styling cost. Matched against
 * @mui/material 9.5.0 (looks.test.tsx holds them to it). The press shade and focus ring are the
 * theme's too: no ripple, party + 144 -> 112 ms INP (4x CPU, docs/performance.md).
 */

/** The ring a focused control shows to the keyboard, on filled ones too. */
export const focusRing = { outline: '2px solid currentColor', outlineOffset: 2 } as const;

/** A pressed control: a shade over whatever colour it has, with no layout change. */
export const pressedShade = {
  backgroundImage: 'linear-gradient(rgb(0 0 0 / 0.08), rgb(0 0 0 / 0.08))',
} as const;

/**
 * MUI's Container with maxWidth "lg": full width, centred, the theme's side gutters (16 px, 24 px
 * from sm up), at most 1,200 px wide from lg up. Add the vertical padding after it.
 */
export const containerLg = (theme: Theme) =>
  ({
    boxSizing: 'border-box',
    width: '100%',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
  }) as const;

/**
 * MUI's Chip, its label in a `<span>` child: small (24 px, label padding 8 px; 7 px outlined) or
 * medium (32 px, 12 px; 11 px outlined). Add its colours, and the border of an outlined one.
 */
export const chipLook = (theme: Theme, { height, labelPadding }: { height: 24 | 32; labelPadding: number }) =>
  ({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height,
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '& > span': { padding: `0 ${labelPadding}px`, overflow: 'hidden', textOverflow: 'ellipsis' },
  }) as const;

/**
 * MUI's medium Button in the primary colour, full width, as this theme draws it (no elevation,
 * no ripple, a pill, a ring for keyboard focus, a shade while pressed), for a link: `outlined`
 * (padding 5 px 15 px inside a half-strength border) or `contained` (6 px 16 px, filled).
 */
export const buttonLook = (theme: Theme, variant: 'outlined' | 'contained') => {
  const { main, dark, contrastText } = theme.palette.primary;
  const outlined = variant === 'outlined';
  return {
    ...theme.typography.button,
    position: 'relative',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minWidth: 64,
    margin: 0,
    padding: outlined ? '5px 15px' : '6px 16px',
    border: outlined ? `1px solid ${theme.alpha(main, 0.5)}` : 0,
    borderRadius: 999,
    outline: 0,
    backgroundColor: outlined ? 'transparent' : main,
    color: outlined ? main : contrastText,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '@media (hover: hover)': {
      '&:hover': outlined
        ? { borderColor: main, backgroundColor: theme.alpha(main, theme.palette.action.hoverOpacity) }
        : { backgroundColor: dark },
    },
    '&:focus-visible': focusRing,
    '&:active': pressedShade,
  } as const;
};
