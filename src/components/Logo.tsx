import { NavLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { PRODUCT_NAME } from '@/data/site';
import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { paths } from '@/lib/routes';

/**
 * The mark (a rounded square with MUI's RestaurantMenuRounded icon) and the name, drawn by one
 * styled link rather than a Box, an SvgIcon and a Typography: the header of every page has it.
 */
const LogoLink = styled(NavLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  '& .logo-mark': {
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: Number(theme.shape.borderRadius) * 2.5,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .logo-mark > svg': iconLook(theme.typography.pxToRem(20)),
  '& .logo-name': { ...theme.typography.h6, margin: 0, fontWeight: 800, letterSpacing: '-0.02em' },
}));

// MUI's RestaurantMenuRounded icon.
const MARK_ICON =
  'm8.1 13.34 2.83-2.83-6.19-6.18c-.48-.48-1.31-.35-1.61.27-.71 1.49-.45 3.32.78 4.56zm6.78-1.81c1.53.71 3.68.21 5.27-1.38 1.91-1.91 2.28-4.65.81-6.12-1.46-1.46-4.2-1.1-6.12.81-1.59 1.59-2.09 3.74-1.38 5.27L4.4 19.17c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0L12 14.41l6.18 6.18c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41L13.41 13z';

/** The product mark and name, linking home (and saying so, with aria-current, on the home page). */
export function Logo() {
  return (
    <LogoLink to={paths.home} end aria-label={`${PRODUCT_NAME} home`}>
      <span className="logo-mark" aria-hidden="true">
        <PlainIcon path={MARK_ICON} />
      </span>
      <span className="logo-name">{PRODUCT_NAME}</span>
    </LogoLink>
  );
}
