import { memo } from 'react';
import Box from '@mui/material/Box';
import type { Restaurant } from '@/data/types';
import { RestaurantCard } from './RestaurantCard';
import { GRID_COLUMNS } from './restaurantGridLayout';

interface RestaurantGridProps {
  restaurants: Restaurant[];
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
        gap: 3,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {restaurants.map((restaurant, index) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} hasPriorityImage={index === 0} />
        </li>
      ))}
    </Box>
  );
});
