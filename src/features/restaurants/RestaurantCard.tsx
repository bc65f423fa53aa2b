import { Fragment, memo, useId, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { fromTheme } from '@/speed/fromTheme';
import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { PriceMarks } from '@/components/PriceMarks';
import { RatingSummary } from '@/components/RatingSummary';
import { ownAspectRatio, responsiveImageProps } from '@/components/ResponsiveImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { RestaurantSummary } from '@/data/types';
import { formatAddress } from '@/lib/format';
import { bookingPath, restaurantPath } from '@/lib/routes';
import { usePlainLinkClick } from '@/lib/usePlainLinkClick';
import { CardActions, CardButtonLink, CardContent, CardFrame } from '@/speed/looks/Card';
import { ChipList, FILLED_CHIP } from '@/speed/looks/ChipList';
import { termsLine } from './bookingTerms';
import { CARD_IMAGE_SIZES } from './restaurantGridLayout';

/** A card shows this many features as badges, then "+N more" (docs/product.md#restaurant-cards). */
export const MAX_FEATURE_BADGES = 3;
/** The price scale of a card: $ to $$$$ (docs/product.md#restaurant-cards). */
export const PRICE_MARKS = 4;
const DESCRIPTION_LINES = 2;

/** What joins the parts of a terms line (`termsLine`). */
const TERMS_PARTS = ' · ';

/** The features: at most MAX_FEATURE_BADGES chips, then "+N more", at the foot of the details. */
const FeatureBadges = styled(ChipList)(
  fromTheme((theme) => ({
    gap: theme.spacing(0.75),
    marginTop: 'auto',
    paddingTop: theme.spacing(1),
  })),
);

/** The card's own layout, in the frame of MUI's Card (CardFrame). */
const CardRoot = styled(CardFrame)(
  fromTheme((theme) => {
    const body2 = { ...theme.typography.body2, margin: 0 };
    const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    return {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      // As MUI's sx `borderRadius: 3`: three times the theme's radius.
      borderRadius: Number(theme.shape.borderRadius) * 3,
      '& .card-image': {
        display: 'block',
        width: '100%',
        height: 'auto',
        objectFit: 'cover',
        backgroundColor: theme.palette.action.hover,
      },
      '& .card-content': {
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1),
        minWidth: 0,
      },
      '& .card-name': { ...theme.typography.h6, margin: 0, ...oneLine },
      '& .card-row': { display: 'flex', alignItems: 'center', minWidth: 0 },
      '& .card-meta': { gap: theme.spacing(1.5) },
      '& .card-cuisine': { ...body2, color: theme.palette.secondary.main, fontWeight: 600 },
      '& .card-description': {
        ...body2,
        color: theme.palette.text.secondary,
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        // Strings: as numbers, Emotion writes `line-clamp: 2px`, which is not valid CSS.
        WebkitLineClamp: String(DESCRIPTION_LINES),
        lineClamp: String(DESCRIPTION_LINES),
        overflow: 'hidden',
      },
      '& .card-place': { gap: theme.spacing(0.5), color: theme.palette.text.secondary },
      '& .card-place > svg': iconLook(theme.typography.pxToRem(20)),
      '& .card-address': { ...body2, ...oneLine },
      // The address gives way; the distance is always seen whole.
      '& .card-distance': {
        ...body2,
        flexShrink: 0,
        marginLeft: 'auto',
        paddingLeft: theme.spacing(1),
        color: theme.palette.text.primary,
        fontWeight: 600,
      },
      // Quiet: a fact to know before booking, below what the card is about.
      '& .card-terms': { ...body2, color: theme.palette.text.secondary },
      // The line wraps at its dots, or within its first part, never inside "Deposit for 7+".
      '& .card-terms > span + span': { whiteSpace: 'nowrap' },
      '& .card-actions': { gap: theme.spacing(1), padding: theme.spacing(0, 2, 2) },
    };
  }),
);

// MUI's PlaceOutlined icon.
const PLACE_ICON =
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2';

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
  const termsId = useId();
  const terms = termsLine(restaurant.terms);
  const { hero } = restaurant.images;
  const badges = restaurant.features.slice(0, MAX_FEATURE_BADGES);
  const moreFeatures = restaurant.features.slice(MAX_FEATURE_BADGES);
  // Plain links, moving within the app as React Router's Link does.
  const handleLinkClick = usePlainLinkClick();

  return (
    // The terms are the card's description too, so they are heard with its name.
    <CardRoot aria-labelledby={nameId} aria-describedby={terms === null ? undefined : termsId}>
      <img
        className="card-image"
        {...responsiveImageProps(hero, CARD_IMAGE_SIZES, hasPriorityImage ? 'first' : 'lazy')}
        alt={hero.alt}
        style={{ aspectRatio: ownAspectRatio(hero) }}
      />
      <CardContent>
        <h3 id={nameId} className="card-name" title={restaurant.name}>
          {restaurant.name}
        </h3>
        <div className="card-row card-meta">
          <p className="card-cuisine">{restaurant.cuisine}</p>
          <PriceMarks value={restaurant.priceRange} max={PRICE_MARKS} />
        </div>
        <RatingSummary rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
        <p className="card-description">{restaurant.description}</p>
        <div className="card-row card-place">
          <PlainIcon path={PLACE_ICON} />
          <p className="card-address">{formatAddress(restaurant.location)}</p>
          {distance !== undefined && (
            <p className="card-distance">
              {distance}
              <VisuallyHidden> away</VisuallyHidden>
            </p>
          )}
        </div>
        <FeatureBadges aria-label="Features">
          {badges.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {moreFeatures.length > 0 && (
            // The tooltip is for the mouse; keyboards and screen readers get the list too.
            <li className={FILLED_CHIP} title={moreFeatures.join(', ')}>
              +{moreFeatures.length} more
              <VisuallyHidden>: {moreFeatures.join(', ')}</VisuallyHidden>
            </li>
          )}
        </FeatureBadges>
        {terms !== null && (
          <p id={termsId} className="card-terms">
            {terms.split(TERMS_PARTS).map((part, index) => (
              <Fragment key={part}>
                {index > 0 && TERMS_PARTS}
                <span>{part}</span>
              </Fragment>
            ))}
          </p>
        )}
        {times}
      </CardContent>
      <CardActions>
        <CardButtonLink
          variant="outlined"
          href={restaurantPath(restaurant.id)}
          onClick={handleLinkClick}
          aria-describedby={nameId}
        >
          View Details
        </CardButtonLink>
        <CardButtonLink
          variant="contained"
          href={bookingPath(restaurant.id)}
          onClick={handleLinkClick}
          aria-describedby={nameId}
        >
          Book Now
        </CardButtonLink>
      </CardActions>
    </CardRoot>
  );
});
