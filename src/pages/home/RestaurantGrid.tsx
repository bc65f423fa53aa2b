import { memo } from 'react';
import Box from '@mui/material/Box';
import { useAppSelector } from '@/app/hooks';
import type { RestaurantSummary } from '@/data/types';
import { CardTimes } from '@/features/discovery/CardTimes';
import { selectDistanceKm } from '@/features/discovery/discoverySelectors';
import { RestaurantCard } from '@/features/restaurants/RestaurantCard';
import { GRID_COLUMNS, GRID_GAP } from '@/features/restaurants/restaurantGridLayout';
import { formatDistance } from '@/lib/format';

/**
 * The browser lays out and paints a card only when it nears the screen: on a phone one or two
 * of a page of twelve are in view, and the rest would cost every keystroke its layout and paint.
 * Until then a card counts as about as tall as it is drawn (540 px), then as its last real size.
 */
const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 540px' } as const;

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
 * The restaurants as a list of cards: one column on phones, two on tablets, three on desktops.
 * Memoized: while the diner types, the list re-renders only when its restaurants change.
 */
export const RestaurantGrid = memo(function RestaurantGrid({ restaurants }: RestaurantGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Restaurants"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${GRID_COLUMNS.xs}, minmax(0, 1fr))`,
          sm: `repeat(${GRID_COLUMNS.sm}, minmax(0, 1fr))`,
          md: `repeat(${GRID_COLUMNS.md}, minmax(0, 1fr))`,
        },
        gap: GRID_GAP,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {restaurants.map((restaurant, index) => (
        <Box component="li" key={restaurant.id} sx={offscreenSkipped}>
          <HomeCard restaurant={restaurant} isFirst={index === 0} />
        </Box>
      ))}
    </Box>
  );
});
