import { styled } from '@mui/material/styles';
import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { RatingSummary } from '@/components/RatingSummary';
import type { Restaurant } from '@/data/types';
import { formatAddress } from '@/lib/format';
import { chipLook } from '@/speed/looks/styles';

interface RestaurantHeaderProps {
  restaurant: Restaurant;
}

/**
 * MUI's LocationOnOutlined icon; its dot, a circle there, is drawn here as two arcs of the path.
 */
export const LOCATION_ICON =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9M12 6.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 1 1 0-5';

/**
 * The page's heading block as one styled element: the look of MUI's Stack, small primary Chip,
 * Typography (h4, h3 from md up) and SvgIcon. Its h1 is the page's largest paint.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  marginTop: theme.spacing(2),
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(3) },
  '& .heading-meta': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
  // MUI's small filled Chip in the primary colour.
  '& .heading-cuisine': {
    ...chipLook(theme, { height: 24, labelPadding: 8 }),
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  },
  '& h1': {
    ...theme.typography.h4,
    margin: 0,
    overflowWrap: 'anywhere',
    [theme.breakpoints.up('md')]: theme.typography.h3,
  },
  '& .heading-place': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
  '& .heading-place > svg': iconLook(theme.typography.pxToRem(20)),
  '& .heading-place > p': { ...theme.typography.body1, margin: 0 },
}));

/** Cuisine, rating, name and address under the hero image. */
export function RestaurantHeader({ restaurant }: RestaurantHeaderProps) {
  const { cuisine, rating, reviewCount, name, location } = restaurant;
  return (
    <Root>
      <div className="heading-meta">
        <span className="heading-cuisine">
          <span>{cuisine}</span>
        </span>
        <RatingSummary rating={rating} reviewCount={reviewCount} size="medium" />
      </div>
      <h1>{name}</h1>
      <div className="heading-place">
        <PlainIcon path={LOCATION_ICON} />
        <p>{formatAddress(location)}</p>
      </div>
    </Root>
  );
}
