import Button from '@mui/material/Button';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/EmptyState';
import { discoveryReset } from '@/features/filters/discoveryActions';
import { RestaurantGrid } from '@/features/restaurants/RestaurantGrid';
import { selectVisibleRestaurants } from '@/features/restaurants/restaurantsSelectors';

/** The cards the search and filters leave, or a way back when they leave none. */
export function HomeResults() {
  const dispatch = useAppDispatch();
  const restaurants = useAppSelector(selectVisibleRestaurants);

  if (restaurants.length === 0) {
    return (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        headingLevel="h3"
        title="No restaurants found"
        description="Try adjusting your search criteria or filters"
        action={
          <Button variant="contained" onClick={() => dispatch(discoveryReset())}>
            Clear Filters
          </Button>
        }
      />
    );
  }
  return <RestaurantGrid restaurants={restaurants} />;
}
