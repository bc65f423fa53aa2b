import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { bookingWindow } from '@/features/bookings/bookingWindow';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { useCurrentMinute } from '@/lib/clock';
import { dayjs, formatDisplayDate, formatTime12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { useHydrated } from '@/lib/useHydrated';
import { FINDER_TIME_OPTIONS } from './listOptions';
import { selectTableWanted, tableDateChanged, tablePartySizeChanged, tableTimeChanged } from './searchSlice';
import { selectFinderDate } from './tableFinder';

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 }, (_, index) => MIN_PARTY_SIZE + index);

/**
 * Find a table: how many, which day, roughly when. Every card then shows the times it has.
 * Native fields: the date needs no picker code on the home page, and phones show their own.
 */
export function TableFinder() {
  const dispatch = useAppDispatch();
  const isHydrated = useHydrated();
  const at = useCurrentMinute();
  const { partySize, time } = useAppSelector(selectTableWanted);
  const date = useAppSelector((state) => selectFinderDate(state, at));
  const window = bookingWindow(dayjs(at));

  return (
    <Box
      component="form"
      aria-label="Find a table"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      <TextField
        select
        label="Party size"
        value={partySize}
        onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(tablePartySizeChanged(Number(event.target.value)))}
        slotProps={{ select: { native: true } }}
        size="small"
      >
        {PARTY_SIZES.map((size) => (
          <option key={size} value={size}>
            {formatGuests(size)}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Date"
        // The day depends on this device's clock: filled in once the page runs.
        value={isHydrated ? date : ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(tableDateChanged(event.target.value))}
        slotProps={{ htmlInput: isHydrated ? { min: window.first, max: window.last } : {}, inputLabel: { shrink: true } }}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
      >
      </TextField>
      <TextField
        select
        label="Time"
        value={time}
        onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(tableTimeChanged(event.target.value))}
        slotProps={{ select: { native: true } }}
        size="small"
      >
        {FINDER_TIME_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {formatTime12(option)}
          </option>
        ))}
      </TextField>
      <Box aria-live="polite" sx={visuallyHidden}>
        {isHydrated && `Times for ${formatGuests(partySize)} on ${formatDisplayDate(date)} near ${formatTime12(time)}.`}
      </Box>
    </Box>
  );
}
