import Typography from '@mui/material/Typography';
import { formatDistance } from '@/lib/format';
import { selectListIsAnswered, selectNearestDistanceKm, selectResultSummary } from './discoverySelectors';
import { useDeferredListState } from '@/speed/useDeferredListState';

/**
 * "N restaurants found", announced politely as the search, filters and place change it; with
 * the diner's position, how far the nearest is (however far that is).
 */
export function ResultCount() {
  // Worked out with the list it counts, in the render that draws it (useDeferredListState).
  const listState = useDeferredListState(selectListIsAnswered);
  const summary = selectResultSummary(listState);
  const nearestKm = selectNearestDistanceKm(listState);
  return (
    <Typography
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={{ color: 'text.secondary', fontWeight: 500, overflowWrap: 'anywhere' }}
    >
      {summary}
      {nearestKm !== null && ` · the nearest is ${formatDistance(nearestKm)} away`}
    </Typography>
  );
}
