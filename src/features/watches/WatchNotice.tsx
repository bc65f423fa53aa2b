import { useEffect, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatShortDate, formatTime12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { showMatchNotifications } from './watchNotification';
import { watchMatchesDismissed } from './watchActions';
import { matchKey, watchBookingLink } from './watchLink';
import { useWatchNames } from './useWatchNames';
import { selectWatchMatches } from './watchSelectors';
import type { WatchMatch } from './watchTypes';

/** "Friday, Dec 4 at 9:00 PM, 10 guests": a match as the notice and the notification say it. */
export const matchSummary = (match: WatchMatch): string =>
  `${formatShortDate(match.date)} at ${formatTime12(match.time)}, ${formatGuests(match.partySize)}`;

/**
 * The tables the diner's watches found free at this visit, earliest first, each with Book it (the
 * booking at that time, on the details step) and Dismiss. Mounted in a polite live region
 * (RootLayout's WatchMatches), it never takes focus. Its code loads only when there are matches.
 */
export function WatchNotice() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const matches = useAppSelector(selectWatchMatches);
  const names = useWatchNames(useMemo(() => matches.map((match) => match.restaurantId), [matches]));

  useEffect(() => {
    void showMatchNotifications(
      matches.map((match, index) => ({
        key: matchKey(match),
        title: `A table is free at ${names[index] ?? match.restaurantId}`,
        body: `${matchSummary(match)}. Open Tablo to book it; it is not held.`,
        url: watchBookingLink(match),
      })),
    );
  }, [matches, names]);

  if (matches.length === 0) return null;
  const dismiss = (keys: string[]) => dispatch(watchMatchesDismissed(keys));
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        width: { sm: 440 },
        maxHeight: '60vh',
        overflowY: 'auto',
        p: 2,
        borderLeft: 4,
        borderColor: 'primary.main',
      }}
    >
      <Typography id={titleId} sx={{ fontWeight: 700 }}>
        {matches.length === 1
          ? 'A table you watch for is free'
          : `${matches.length} tables you watch for are free`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Not held for you: book soon.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {matches.map((match, index) => {
          const key = matchKey(match);
          const line = `${names[index] ?? match.restaurantId}, ${matchSummary(match)}`;
          return (
            <li key={key}>
              <Typography variant="body2">
                <Box component="strong">{names[index] ?? match.restaurantId}</Box>
                {` · ${matchSummary(match)}`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                <Button
                  component={RouterLink}
                  to={watchBookingLink(match)}
                  variant="contained"
                  size="small"
                  aria-label={`Book it: ${line}`}
                  onClick={() => dismiss([key])}
                >
                  Book it
                </Button>
                <Button size="small" aria-label={`Dismiss: ${line}`} onClick={() => dismiss([key])}>
                  Dismiss
                </Button>
              </Box>
            </li>
          );
        })}
      </Box>
      {matches.length > 1 && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => dismiss(matches.map(matchKey))}>
          Dismiss all
        </Button>
      )}
    </Paper>
  );
}
