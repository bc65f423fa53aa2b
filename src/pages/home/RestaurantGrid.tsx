import { memo } from 'react';
import { styled } from '@mui/material/styles';
import { useAppSelector } from '@/app/hooks';
import type { RestaurantSummary } from '@/data/types';
import { CardTimes } from '@/features/discovery/CardTimes';
import { selectDistanceKm } from '@/features/discovery/discoverySelectors';
import { RestaurantCard } from '@/features/restaurants/RestaurantCard';
import { cardHeightEstimate, GRID_COLUMNS, GRID_GAP } from '@/features/restaurants/restaurantGridLayout';
import { formatDistance } from '@/lib/format';

/**
 * The list and its items as one styled element (a Box with `sx` each was 12 style computations
 * per new page of cards): one column on phones, two on tablets, three on desktops.
 * The browser lays out and paints a card only when it nears the screen: on a phone one or two
 * of a page of twelve are in view, and the rest would cost every keystroke its layout and paint.
 * Until then a card counts as about as tall as it will be drawn at the list's width
 * (cardHeightEstimate), then as its last real size.
 */
const GridRoot = styled('ul')(({ theme }) => {
  const columns = (count: number, li = {}) => ({
    gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
    '& > li': { ...li, containIntrinsicSize: `auto ${cardHeightEstimate(count)}` },
  });
  return {
    display: 'grid',
    gap: theme.spacing(GRID_GAP),
    listStyle: 'none',
    padding: 0,
    margin: 0,
    // The cards' estimate is in the list's width (cqi).
    containerType: 'inline-size',
    ...columns(GRID_COLUMNS.xs, { contentVisibility: 'auto' }),
    [theme.breakpoints.up('sm')]: columns(GRID_COLUMNS.sm),
    [theme.breakpoints.up('md')]: columns(GRID_COLUMNS.md),
  };
});

/**
 * A card of the home list with the times it offers and, once the diner's position is known, how
 * far it is; memoized, so cards that stay are not drawn again.
 */
const HomeCard = memo(function HomeCard({
  restaurant,
  isFirst,
}: {
  restaurant: RestaurantSummary;
  isFirst: boolean;
}) {
  const distanceKm = useAppSelector((state) => selectDistanceKm(state, restaurant));
  return (
    <RestaurantCard
      restaurant={restaurant}
      hasPriorityImage={isFirst}
      distance={distanceKm === null ? undefined : formatDistance(distanceKm)}
      times={<CardTimes restaurantId={restaurant.id} restaurantName={restaurant.name} />}
    />
  );
});

interface RestaurantGridProps {
  restaurants: RestaurantSummary[];
}

/**
 * The restaurants as a list of cards. Memoized: while the diner types, the list re-renders only
 * when its restaurants change.
 */
export const RestaurantGrid = memo(function RestaurantGrid({ restaurants }: RestaurantGridProps) {
  return (
    <GridRoot aria-label="Restaurants">
      {restaurants.map((restaurant, index) => (
        <li key={restaurant.id}>
          <HomeCard restaurant={restaurant} isFirst={index === 0} />
        </li>
      ))}
    </GridRoot>
  );
});
