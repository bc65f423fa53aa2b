import { useEffect, useId, useMemo, useState } from 'react';
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

/** "Fri, Dec 4 at 9:00 PM, 10 guests": a match as the notice and the notification say it. */
export const matchSummary = (match: WatchMatch): string =>
  `${formatShortDate(match.date)} at ${formatTime12(match.time)}, ${formatGuests(match.partySize)}`;

/** The free times of one restaurant's evening for a party: told as one, at its earliest time. */
interface EveningMatches {
  key: string;
  earliest: WatchMatch;
  /** Every match's key (matchKey), for Dismiss. */
  keys: string[];
}

/**
 * Matches (earliest first) as evenings, in the same order: one restaurant's evening with many
 * free times is one line, not one per time (a party's evening at two restaurants had 29).
 */
export const eveningsOf = (matches: readonly WatchMatch[]): EveningMatches[] => {
  const evenings = new Map<string, EveningMatches>();
  for (const match of matches) {
    const key = `${match.restaurantId}|${match.date}|${match.partySize}`;
    const evening = evenings.get(key);
    if (evening) evening.keys.push(matchKey(match));
    else evenings.set(key, { key, earliest: match, keys: [matchKey(match)] });
  }
  return [...evenings.values()];
};

/** How many evenings the notice lists before "Show more": it stays a notice, not a page. */
export const NOTICE_EVENINGS_SHOWN = 4;

/**
 * The tables the diner's watches found free at this visit, earliest first, one line per
 * restaurant's evening at its earliest time, each with Book it (the booking at that time, on the
 * details step) and Dismiss. Mounted in a polite live region (RootLayout's WatchMatches), it never
 * takes focus. Its code loads only when there are matches.
 */
export function WatchNotice() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  const matches = useAppSelector(selectWatchMatches);
  const evenings = useMemo(() => eveningsOf(matches), [matches]);
  const names = useWatchNames(
    useMemo(() => evenings.map(({ earliest }) => earliest.restaurantId), [evenings]),
  );

  useEffect(() => {
    void showMatchNotifications(
      evenings.map(({ key, earliest }, index) => ({
        key,
        title: `A table is free at ${names[index] ?? earliest.restaurantId}`,
        body: `${matchSummary(earliest)}. Open Tablo to book it; it is not held.`,
        url: watchBookingLink(earliest),
      })),
    );
  }, [evenings, names]);

  if (evenings.length === 0) return null;
  const dismiss = (keys: string[]) => dispatch(watchMatchesDismissed(keys));
  const shown = isAllShown ? evenings : evenings.slice(0, NOTICE_EVENINGS_SHOWN);
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
        {evenings.length === 1
          ? 'A table you watch for is free'
          : `${evenings.length} tables you watch for are free`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Not held for you: book soon.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {shown.map(({ key, earliest, keys }, index) => {
          const name = names[index] ?? earliest.restaurantId;
          const line = `${name}, ${matchSummary(earliest)}`;
          const later = keys.length - 1;
          return (
            <li key={key}>
              <Typography variant="body2">
                <Box component="strong">{name}</Box>
                {` · ${matchSummary(earliest)}`}
                {later > 0 && ` (and ${later} later ${later === 1 ? 'time' : 'times'})`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                <Button
                  component={RouterLink}
                  to={watchBookingLink(earliest)}
                  variant="contained"
                  size="small"
                  aria-label={`Book it: ${line}`}
                  onClick={() => dismiss(keys)}
                >
                  Book it
                </Button>
                <Button size="small" aria-label={`Dismiss: ${line}`} onClick={() => dismiss(keys)}>
                  Dismiss
                </Button>
              </Box>
            </li>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {shown.length < evenings.length && (
          <Button size="small" onClick={() => setIsAllShown(true)}>
            {`Show ${evenings.length - shown.length} more`}
          </Button>
        )}
        {evenings.length > 1 && (
          <Button size="small" onClick={() => dismiss(matches.map(matchKey))}>
            Dismiss all
          </Button>
        )}
      </Box>
    </Paper>
  );
}
