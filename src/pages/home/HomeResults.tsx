import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/EmptyState';
import { discoveryReset } from '@/features/discovery/discoveryEvents';
import { selectHiddenRestaurantCount, selectShownRestaurants } from '@/features/discovery/discoverySelectors';
import { LIST_PAGE_SIZE } from '@/features/discovery/listOptions';
import { moreRestaurantsShown } from '@/features/discovery/searchSlice';
import { formatCount } from '@/lib/format';
import { RestaurantGrid } from './RestaurantGrid';

/** The cards the search and filters leave, a page at a time, or a way back when they leave none. */
export function HomeResults() {
  const dispatch = useAppDispatch();
  // The field and the count answer a keystroke at once; the cards follow in a render React can
  // interrupt, so typing stays responsive however long the list.
  const restaurants = useDeferredValue(useAppSelector(selectShownRestaurants));
  const hiddenCount = useDeferredValue(useAppSelector(selectHiddenRestaurantCount));

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
  return (
    <>
      <RestaurantGrid restaurants={restaurants} />
      {hiddenCount > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={() => dispatch(moreRestaurantsShown())}>
            Show {formatCount(Math.min(LIST_PAGE_SIZE, hiddenCount))} more · {formatCount(hiddenCount)} left
          </Button>
        </Box>
      )}
    </>
  );
}
