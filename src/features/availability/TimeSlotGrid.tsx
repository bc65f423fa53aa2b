import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatTime12 } from '@/lib/dates';
import {
  selectHasAvailableSlot,
  selectSelectedDate,
  selectSelectedTime,
  selectSlots,
  timeSelected,
} from './availabilitySlice';

/** The accessible name of a slot: its time and whether it can be booked. */
const slotLabel = (time: string, available: boolean) =>
  `${formatTime12(time)}, ${available ? 'available' : 'unavailable'}`;

function SlotMessage({ title, text }: { title: string; text?: string }) {
  return (
    <Box
      role="status"
      sx={{
        py: 5,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {text && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{text}</Typography>}
    </Box>
  );
}

/** The times of the chosen date as a grid of buttons, in 12-hour form. */
export function TimeSlotGrid({ labelledBy }: { labelledBy?: string }) {
  const dispatch = useAppDispatch();
  const date = useAppSelector(selectSelectedDate);
  const slots = useAppSelector(selectSlots);
  const selectedTime = useAppSelector(selectSelectedTime);
  const hasAvailableSlot = useAppSelector(selectHasAvailableSlot);

  if (date === null) return <SlotMessage title="Please select a date first" />;
  if (!hasAvailableSlot) {
    return (
      <SlotMessage
        title="No available times for this date"
        text="Please try a different date or party size"
      />
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {slots.map(({ time, available }) => {
        const isSelected = time === selectedTime;
        return (
          <Button
            key={time}
            aria-label={slotLabel(time, available)}
            aria-pressed={isSelected}
            disabled={!available}
            variant={isSelected ? 'contained' : 'outlined'}
            onClick={() => dispatch(timeSelected(time))}
            sx={{
              px: 1,
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              ...(!available && { textDecoration: 'line-through' }),
            }}
          >
            {formatTime12(time)}
          </Button>
        );
      })}
    </Box>
  );
}
