import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { freeCancellationEndsSentence } from '@/features/restaurants/bookingTerms';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import type { CancellationReminder } from './remindersDue';
import { keepReminder } from './keptReminders';
import type { BookingRecord } from './types';

interface CancellationRemindersProps {
  reminders: CancellationReminder[];
  /** Cancel: the cancel dialog for this booking, on My Bookings or on the way there. */
  onCancel: (booking: BookingRecord) => void;
}

function Reminder({
  reminder,
  onCancel,
}: {
  reminder: CancellationReminder;
  onCancel: (booking: BookingRecord) => void;
}) {
  const titleId = useId();
  const { booking, deadline, key } = reminder;
  return (
    // A group named by its title: each reminder's Keep and Cancel are told apart by it.
    <Alert
      severity="warning"
      role="group"
      aria-labelledby={titleId}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button color="inherit" size="small" onClick={() => keepReminder(key)}>
            Keep
          </Button>
          <Button color="inherit" size="small" onClick={() => onCancel(booking)}>
            Cancel
          </Button>
        </Box>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
    >
      <AlertTitle id={titleId}>
        Your table at {booking.restaurantName} on {formatDisplayDate(booking.date)} at{' '}
        {formatTime12(booking.time)}
      </AlertTitle>
      {freeCancellationEndsSentence(deadline)}
    </Alert>
  );
}

/**
 * "Free cancellation ends …" for each booking whose deadline is within a day, with Keep and
 * Cancel; Keep puts the reminder away for the rest of the visit (docs/product.md#my-bookings).
 */
export function CancellationReminders({ reminders, onCancel }: CancellationRemindersProps) {
  if (reminders.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {reminders.map((reminder) => (
        <Reminder key={reminder.key} reminder={reminder} onCancel={onCancel} />
      ))}
    </Box>
  );
}
