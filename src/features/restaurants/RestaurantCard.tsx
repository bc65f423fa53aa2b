import { memo, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { PriceMarks } from '@/components/PriceMarks';
import { RatingSummary } from '@/components/RatingSummary';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { RestaurantSummary } from '@/data/types';
import { formatAddress } from '@/lib/format';
import { bookingPath, restaurantPath } from '@/lib/routes';
import { CARD_IMAGE_SIZES } from './restaurantGridLayout';

/** A card shows this many features as badges, then "+N more" (docs/product.md#restaurant-cards). */
export const MAX_FEATURE_BADGES = 3;
/** The price scale of a card: $ to $$$$ (docs/product.md#restaurant-cards). */
export const PRICE_MARKS = 4;
const DESCRIPTION_LINES = 2;

const MORE_BADGE = 'more';

/**
 * The feature badges, drawn as MUI's small chips (outlined; "+N more" filled) by one styled
 * list rather than a Chip component each: a page of cards renders dozens of them per keystroke.
 */
const FeatureBadges = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginTop: 'auto',
  paddingTop: theme.spacing(1),
  '& > li': {
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    padding: '0 7px',
    border: `1px solid ${theme.palette.grey[400]}`,
    borderRadius: 16,
    fontSize: theme.typography.pxToRem(13),
    // The 24 px chip less its border, so one line of text sits in the middle.
    lineHeight: '22px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  [`& > li.${MORE_BADGE}`]: {
    padding: '0 8px',
    border: 0,
    lineHeight: '24px',
    backgroundColor: theme.palette.action.selected,
  },
}));

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

interface RestaurantCardProps {
  restaurant: RestaurantSummary;
  /** The first card's image is likely the largest thing on screen: load it at once, first. */
  hasPriorityImage?: boolean;
  /** Shown between the details and the buttons: the times a table can be had (the home list). */
  times?: ReactNode;
  /** How far the restaurant is from the diner, written for their locale (`1.2 mi`), when known. */
  distance?: string;
}

/**
 * One restaurant of the home list, with ways to its detail page and to booking. Memoized: when
 * the list changes, the cards that stay in it are not rendered again.
 */
export const RestaurantCard = memo(function RestaurantCard({
  restaurant,
  hasPriorityImage = false,
  times,
  distance,
}: RestaurantCardProps) {
  const nameId = useId();
  const { hero } = restaurant.images;
  const badges = restaurant.features.slice(0, MAX_FEATURE_BADGES);
  const moreFeatures = restaurant.features.slice(MAX_FEATURE_BADGES);

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: 1, display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <ResponsiveImage
        image={hero}
        sizes={CARD_IMAGE_SIZES}
        isPriority={hasPriorityImage}
        sx={{ bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography id={nameId} component="h3" variant="h6" title={restaurant.name} sx={oneLine}>
          {restaurant.name}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 600 }}>
            {restaurant.cuisine}
          </Typography>
          <PriceMarks value={restaurant.priceRange} max={PRICE_MARKS} />
        </Stack>
        <RatingSummary rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            // Strings: as numbers, Emotion writes `line-clamp: 2px`, which is not valid CSS.
            WebkitLineClamp: String(DESCRIPTION_LINES),
            lineClamp: String(DESCRIPTION_LINES),
            overflow: 'hidden',
          }}
        >
          {restaurant.description}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
        >
          <PlaceOutlinedIcon aria-hidden fontSize="small" />
          <Typography variant="body2" sx={oneLine}>
            {formatAddress(restaurant.location)}
          </Typography>
          {distance !== undefined && (
            // The address gives way; the distance is always seen whole.
            <Typography
              variant="body2"
              sx={{ flexShrink: 0, ml: 'auto', pl: 1, color: 'text.primary', fontWeight: 600 }}
            >
              {distance}
              <VisuallyHidden> away</VisuallyHidden>
            </Typography>
          )}
        </Stack>
        <FeatureBadges aria-label="Features">
          {badges.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {moreFeatures.length > 0 && (
            // The tooltip is for the mouse; keyboards and screen readers get the list too.
            <li className={MORE_BADGE} title={moreFeatures.join(', ')}>
              +{moreFeatures.length} more
              <VisuallyHidden>: {moreFeatures.join(', ')}</VisuallyHidden>
            </li>
          )}
        </FeatureBadges>
        {times}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Button
          component={RouterLink}
          to={restaurantPath(restaurant.id)}
          variant="outlined"
          fullWidth
          aria-describedby={nameId}
        >
          View Details
        </Button>
        <Button
          component={RouterLink}
          to={bookingPath(restaurant.id)}
          variant="contained"
          fullWidth
          aria-describedby={nameId}
        >
          Book Now
        </Button>
      </CardActions>
    </Card>
  );
});
