import { alpha, type Theme } from '@mui/material/styles';

/**
 * Looks of MUI components that only a restaurant's pages draw (its heading, features and reviews),
 * kept apart from `styles.ts` so that the home page's JavaScript does not carry them. Matched
 * against @mui/material 9.5.0 (looks.test.tsx holds them to it).
 */

/**
 * MUI's Chip colours: `filled` in a palette colour (its contrast text on the main colour), or
 * `outlined` (the colour's main text inside a border of it at 70 %; grey 400 for `default`).
 */
export const chipColours = (
  theme: Theme,
  variant: 'filled' | 'outlined',
  colour: 'default' | 'primary' | 'success',
) => {
  if (variant === 'filled') {
    return colour === 'default'
      ? ({
          border: 0,
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.action.selected,
        } as const)
      : ({
          border: 0,
          color: theme.palette[colour].contrastText,
          backgroundColor: theme.palette[colour].main,
        } as const);
  }
  return colour === 'default'
    ? ({ border: `1px solid ${theme.palette.grey[400]}` } as const)
    : ({
        color: theme.palette[colour].main,
        border: `1px solid ${alpha(theme.palette[colour].main, 0.7)}`,
      } as const);
};

/**
 * MUI's Avatar holding letters (40 px, a circle, 20 px text), in a palette colour rather than
 * its default grey.
 */
export const avatarLook = (theme: Theme, colour: 'primary' | 'secondary') =>
  ({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    borderRadius: '50%',
    overflow: 'hidden',
    userSelect: 'none',
    color: theme.palette[colour].contrastText,
    backgroundColor: theme.palette[colour].main,
  }) as const;
