import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Panel } from '@/components/Panel';
import { loadWatches } from '@/features/watches/loadWatches';
import { useWatchNames } from '@/features/watches/useWatchNames';
import { watchStopped } from '@/features/watches/watchActions';
import {
  selectActiveWatches,
  selectAreWatchesLoaded,
  selectWatchStorageProblem,
} from '@/features/watches/watchSelectors';
import type { Watch, WatchStorageProblem } from '@/features/watches/watchTypes';
import { formatShortDate, formatTimeRange12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { useHydrated } from '@/lib/useHydrated';

/** What the section says of a problem with the device's stored watches. */
export const watchStorageMessages: Record<WatchStorageProblem, string> = {
  unreadable:
    'Some watches stored on this device could not be read by this version of Tablo; they are kept as they are.',
  blocked: 'This browser blocks storage, so watches cannot be kept on this device.',
  full: "This device's storage is full: the last change to your watches could not be saved.",
};

/** `Fri, Dec 4, Sat, Dec 5 and Sun, Dec 6`. */
const listOf = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function WatchItem({ watch, onStop }: { watch: Watch; onStop: (watch: Watch, names: string) => void }) {
  const names = listOf(useWatchNames(watch.restaurantIds));
  const headingId = useId();
  return (
    <Panel component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {names}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {listOf(watch.dates.map(formatShortDate))} · {formatTimeRange12(watch.window.from, watch.window.to)} ·{' '}
        {formatGuests(watch.partySize)}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={{ mt: 1.5 }}
        aria-label={`Stop watching: ${names}`}
        onClick={() => onStop(watch, names)}
      >
        Stop watching
      </Button>
    </Panel>
  );
}

/**
 * My Bookings' Watching: every active watch on this device, with Stop watching; or how to start
 * one. Read from the device after the first paint, so it waits for that rather than say "none".
 * What Stop watching did is said in the page's status line (`onAnnounce`).
 */
export function WatchingSection({ onAnnounce }: { onAnnounce: (text: string) => void }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoaded = useAppSelector(selectAreWatchesLoaded);
  const watches = useAppSelector(selectActiveWatches);
  const problem = useAppSelector(selectWatchStorageProblem);
  // "No watches" at once on a device with none (most: the store knows without loading any code);
  // a device with watches shows them once they are read. Until hydrated, as the server drew it.
  const isHydrated = useHydrated();
  const isLoading = isHydrated && !isLoaded;
  const shown = isHydrated ? watches : [];

  // The page may come before the visit's check has read them (it runs at idle): read them now.
  useEffect(() => {
    if (!isLoaded) void dispatch(loadWatches());
  }, [dispatch, isLoaded]);

  const handleStop = (watch: Watch, names: string) => {
    dispatch(watchStopped(watch.id));
    onAnnounce(`Stopped watching ${names}.`);
    // Its button is gone with it: focus stays in the section.
    heading.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography
        ref={heading}
        id={headingId}
        component="h2"
        variant="h5"
        tabIndex={-1}
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        Watching
      </Typography>
      {problem !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {watchStorageMessages[problem]}
        </Alert>
      )}
      {isLoading ? (
        <CircularProgress aria-label="Loading your watches" size={28} />
      ) : shown.length === 0 ? (
        // Two short lines: drawn after hydration, a longer paragraph was the page's LCP (388 ->
        // 2,420 ms on the phone profile), where the first paint's text is.
        <>
          <Typography sx={{ color: 'text.secondary' }}>No watches.</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            When an evening is full, press Notify me beside it: Tablo watches for a table for you, on this
            device.
          </Typography>
        </>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((watch) => (
            <li key={watch.id}>
              <WatchItem watch={watch} onStop={handleStop} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
