import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { bookingWindow } from '@/features/bookingInProgress/bookingWindow';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { useCurrentMinute } from '@/lib/clock';
import { dayjs, formatDisplayDate, formatTime12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { useHydrated } from '@/lib/useHydrated';
import { FINDER_TIME_OPTIONS } from './listOptions';
import { selectTableWanted, tableDateChanged, tablePartySizeChanged, tableTimeChanged } from './searchSlice';
import { selectFinderDate } from './finderTimes';
import { NativeField } from '@/speed/looks/NativeField';

const PARTY_SIZES = Array.from(
  { length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 },
  (_, index) => MIN_PARTY_SIZE + index,
);

/**
 * Find a table: how many, which day, roughly when. Every card then shows the times it has. Native
 * fields (NativeField), and phones show their own pickers for these.
 */
export function TableFinder() {
  const dispatch = useAppDispatch();
  const isHydrated = useHydrated();
  const at = useCurrentMinute();
  const { partySize, time } = useAppSelector(selectTableWanted);
  const date = useAppSelector((state) => selectFinderDate(state, at));
  const { first, last } = bookingWindow(dayjs(at));

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
      <NativeField>
        Party size
        <select
          value={partySize}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            dispatch(tablePartySizeChanged(Number(event.target.value)))
          }
        >
          {PARTY_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatGuests(size)}
            </option>
          ))}
        </select>
      </NativeField>
      <NativeField sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        Date
        <input
          type="date"
          // The day depends on this device's clock: filled in once the page runs.
          value={isHydrated ? date : ''}
          min={isHydrated ? first : undefined}
          max={isHydrated ? last : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(tableDateChanged(event.target.value))}
        />
      </NativeField>
      <NativeField>
        Time
        <select
          value={time}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => dispatch(tableTimeChanged(event.target.value))}
        >
          {FINDER_TIME_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {formatTime12(option)}
            </option>
          ))}
        </select>
      </NativeField>
      <Box aria-live="polite" sx={visuallyHidden}>
        {isHydrated &&
          `Times for ${formatGuests(partySize)} on ${formatDisplayDate(date)} near ${formatTime12(time)}.`}
      </Box>
    </Box>
  );
}
