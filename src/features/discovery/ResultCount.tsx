import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectResultSummary } from './discoverySelectors';

/** "N restaurants found", announced politely as the search and filters change it. */
export function ResultCount() {
  const summary = useAppSelector(selectResultSummary);
  return (
    <Typography
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={{ color: 'text.secondary', fontWeight: 500, overflowWrap: 'anywhere' }}
    >
      {summary}
    </Typography>
  );
}
