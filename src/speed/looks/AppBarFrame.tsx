import { styled } from '@mui/material/styles';

/**
 * Lookalike of MUI's AppBar (@mui/material 9.5.0) as the site's header draws it: sticky, flat, on
 * the paper colour, with a rule below (position "sticky", color "inherit", elevation 0). One
 * styled element for the frame, the Container and the grid around the controls, rather than some
 * ten: every page renders it, in the browser and in the prerender (with the footer and the logo,
 * prerender per page 9.5 -> 6.4 ms on /404, 13.2 -> 10.6 ms on a booking page, f59867f). Add the
 * header's own parts with `styled(AppBarFrame)`.
 */
export const AppBarFrame = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  color: 'inherit',
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));
