import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
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

const PARTY_SIZES = Array.from(
  { length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 },
  (_, index) => MIN_PARTY_SIZE + index,
);

/** A labelled field: the label's text above its control, as MUI's small outlined fields look. */
const Field = styled('label')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 0,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  color: theme.palette.text.secondary,
  '& select, & input': {
    boxSizing: 'border-box',
    width: '100%',
    height: 40,
    padding: theme.spacing(0, 1.5),
    border: `1px solid ${theme.palette.grey[400]}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(16),
    fontWeight: 400,
  },
  '& select:hover, & input:hover': { borderColor: theme.palette.text.primary },
  // A date field takes focus in its parts, where Chromium does not apply :focus-visible.
  '& select:focus-visible, & input:focus-visible, & input[type="date"]:focus': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 0,
    borderColor: theme.palette.primary.main,
  },
}));

/**
 * Find a table: how many, which day, roughly when. Every card then shows the times it has.
 * Native fields styled once: MUI's TextField brings its whole Select and Menu (some 25 KB
 * gzipped) to the home page, and phones show their own pickers for these anyway.
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
      <Field>
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
      </Field>
      <Field sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        Date
        <input
          type="date"
          // The day depends on this device's clock: filled in once the page runs.
          value={isHydrated ? date : ''}
          min={isHydrated ? first : undefined}
          max={isHydrated ? last : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(tableDateChanged(event.target.value))}
        />
      </Field>
      <Field>
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
      </Field>
      <Box aria-live="polite" sx={visuallyHidden}>
        {isHydrated &&
          `Times for ${formatGuests(partySize)} on ${formatDisplayDate(date)} near ${formatTime12(time)}.`}
      </Box>
    </Box>
  );
}
