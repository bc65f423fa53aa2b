import type { Theme } from '@mui/material/styles';

/**
 * MUI's Container with maxWidth "lg" as styles for a class rule or a styled root: full width,
 * centred, the theme's side gutters (16 px, 24 px from sm up), at most 1,200 px wide from lg up.
 * For the parts drawn as plain elements under one styled root (the header, the footer, the
 * home page's bands); add the vertical padding after it.
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
