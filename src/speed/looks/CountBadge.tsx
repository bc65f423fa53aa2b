import { styled } from '@mui/material/styles';
import { fromTheme } from '@/speed/fromTheme';

/**
 * Lookalike of MUI's Badge (standard, secondary colour, @mui/material 9.5.0): a count on the
 * corner of the positioned control that holds it, drawn by one styled element. Saves the Badge
 * component's code on the home page: 2.7 KB gzipped by today's build (196.8 KB against 199.5 KB
 * with MUI's Badge, of a 200 KB budget).
 */
export const CountBadge = styled('span')(
  fromTheme((theme) => ({
    // On the corner of the control's border box: an absolute box is placed within the border.
    position: 'absolute',
    top: -1,
    right: -1,
    transform: 'translate(50%, -50%)',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 10,
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontSize: theme.typography.pxToRem(12),
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: '20px',
    textAlign: 'center',
    pointerEvents: 'none',
  })),
);
