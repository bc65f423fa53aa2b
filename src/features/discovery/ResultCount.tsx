import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { formatDistance } from '@/lib/format';
import { selectNearestDistanceKm, selectResultSummary } from './discoverySelectors';

/**
 * "N restaurants found", announced politely as the search, filters and place change it; with
 * the diner's position, how far the nearest is (however far that is).
 */
export function ResultCount() {
  const summary = useAppSelector(selectResultSummary);
  const nearestKm = useAppSelector(selectNearestDistanceKm);
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
