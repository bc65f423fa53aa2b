import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { nextAvailableChosen } from '@/features/bookingInProgress/draftActions';
import { selectDraftRestaurantId, selectPartySize } from '@/features/bookingInProgress/draftSelectors';
import { formatShortDate, formatTime12 } from '@/lib/dates';
import { lazyWithReload } from '@/speed/lazyWithReload';
import { selectNextAvailableAfter } from './availabilitySelectors';

/** "Sun, Jun 13, 9:00 PM": a next-available offer as a button names it. */
export const availableTimeLabel = (date: string, time: string): string =>
  `${formatShortDate(date)}, ${formatTime12(time)}`;

// Only a full day shows it: its code (shared with the home cards') comes with the first one.
const NotifyMeButton = lazyWithReload(async () => ({
  default: (await import(/* webpackChunkName: "notify-me" */ '@/features/watches/NotifyMeButton'))
    .NotifyMeButton,
}));

/**
 * Notify me, under words that say what is full: a watch of the party chosen on `date`, over the
 * window around `time` or, without one, the whole evening.
 */
export function NotifyMeLine({
  date,
  time = null,
  text,
}: {
  date: string;
  time?: string | null;
  text: string;
}) {
  const restaurantId = useAppSelector(selectDraftRestaurantId);
  const partySize = useAppSelector(selectPartySize);
  if (restaurantId === null) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {/* The button's height is kept while its code comes: nothing below moves. */}
      <Box sx={{ minHeight: 36.5, display: 'flex', alignItems: 'center' }}>
        <Suspense fallback={null}>
          <NotifyMeButton look="page" start={{ restaurantId, date, time, partySize }} />
        </Suspense>
      </Box>
    </Box>
  );
}

const dayText = 'Or hear when a table opens on this day:';

/**
 * When the chosen day (`date`) is full: the nearest later days
 * with a free table, one tap each to choose that day and time; or word that the whole booking
 * window is full. Beside them, Notify me for the day asked for.
 */
export function NextAvailable({ date, at }: { date: string; at: string }) {
  const dispatch = useAppDispatch();
  const offers = useAppSelector((state) => selectNextAvailableAfter(state, date, at));
  if (offers.length === 0) {
    return (
      <>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          No table is free for this party on any later day we take bookings for.
        </Typography>
        <Box sx={{ mt: 2 }}>
          <NotifyMeLine date={date} text={dayText} />
        </Box>
      </>
    );
  }
  return (
    <>
      <Box component="section" aria-label="Next available" sx={{ mt: 2 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Next available</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {offers.map(({ date, time }) => (
            <Button
              key={date}
              variant="outlined"
              onClick={() => dispatch(nextAvailableChosen({ date, time }))}
            >
              {availableTimeLabel(date, time)}
            </Button>
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <NotifyMeLine date={date} text={dayText} />
      </Box>
    </>
  );
}
