import { useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { EmptyState } from '@/components/EmptyState';
import { discoveryReset } from '@/features/discovery/discoveryEvents';
import {
  prepareListForChanges,
  selectHiddenRestaurantCount,
  selectIsListPending,
  selectListFailed,
  selectListStatus,
  selectNeedsIndex,
  selectListIsAnswered,
  selectShownRestaurants,
} from '@/features/discovery/discoverySelectors';
import { prepareSearchAfterLoad, requestListAnswer } from '@/features/discovery/listSearch';
import { LIST_PAGE_SIZE } from '@/features/discovery/listOptions';
import { moreRestaurantsShown } from '@/features/discovery/searchSlice';
import { useDeferredListState } from '@/speed/useDeferredListState';
import { loadCatalogueIndex, prepareCatalogueSearch } from '@/features/restaurants/restaurantsSlice';
import { formatCount } from '@/lib/format';
import { useFetchNearScreen } from '@/speed/useWhenNearScreen';
import { whenIdle } from '@/speed/scheduling';
import { RestaurantGrid } from './RestaurantGrid';

/**
 * The cards the search and filters leave, a page at a time, or a way back when they leave none.
 * The page comes with the first cards of the plain list; over a large catalogue anything more (a
 * search, a filter, another order, Show more) is its search's answer (features/discovery/listSearch.ts).
 */
export function HomeResults() {
  const dispatch = useAppDispatch();
  const isPending = useAppSelector(selectIsListPending);
  const needsIndex = useAppSelector(selectNeedsIndex);
  const hasFailed = useAppSelector(selectListFailed);
  // The field answers a keystroke, the box a tick, at once; the list is worked out and drawn in
  // a render React can interrupt, so typing stays responsive however long the catalogue.
  const listState = useDeferredListState(selectListIsAnswered);
  const status = selectListStatus(listState);
  const restaurants = selectShownRestaurants(listState);
  const hiddenCount = selectHiddenRestaurantCount(listState);

  // The list the page opened on, when its own first page is not it (a page that came without
  // one). Later lists are asked for as they change; a failed answer is not asked again by itself:
  // the diner is told, and asks.
  useEffect(() => dispatch(requestListAnswer()), [dispatch]);
  // A large catalogue's search, made ready once the page has loaded, before the diner asks it.
  useEffect(() => dispatch(prepareSearchAfterLoad()), [dispatch]);
  // A small catalogue's index file, on a page that did not come with it: loaded once (the
  // thunk's condition).
  useEffect(() => {
    if (needsIndex) void dispatch(loadCatalogueIndex());
  }, [dispatch, needsIndex]);

  // Show more asks the search (its code and first fragments), or needs a small catalogue's index
  // file: fetched as the diner scrolls towards the button, not in the tap.
  const prepareSearch = useCallback(() => dispatch(prepareCatalogueSearch()), [dispatch]);
  const nearShowMore = useFetchNearScreen(prepareSearch);

  // The list's first search, filter or order is worked out while the page is idle, rather than
  // at start-up or in that tap (docs/decisions.md, "No Intl at start-up").
  const store = useAppStore();
  useEffect(() => {
    void whenIdle().then(() => prepareListForChanges(store.getState()));
  }, [store]);

  // A plain alert rather than MUI's Alert, whose code and icons the home page would carry for a
  // message most visits never show.
  const loadFailed = (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'error.main',
      }}
    >
      <Typography>The restaurant list could not be loaded. Check your connection, then try again.</Typography>
      <Button variant="outlined" onClick={() => dispatch(requestListAnswer(true))}>
        Try again
      </Button>
    </Box>
  );
  if (status === 'failed') return loadFailed;
  const loading = (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <CircularProgress aria-label="Loading restaurants" />
    </Box>
  );
  if (status === 'loading') return loading;
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
      {hiddenCount > 0 && hasFailed && <Box sx={{ mt: 4 }}>{loadFailed}</Box>}
      {hiddenCount > 0 && !hasFailed && (
        <Box ref={nearShowMore} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            loading={isPending}
            loadingPosition="start"
            onClick={() => dispatch(moreRestaurantsShown())}
          >
            Show {formatCount(Math.min(LIST_PAGE_SIZE, hiddenCount))} more · {formatCount(hiddenCount)} left
          </Button>
        </Box>
      )}
    </>
  );
}
