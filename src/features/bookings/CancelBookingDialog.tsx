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

/** "Cancel your table at … on … at …?", asked before a booking is cancelled. */
export function CancelBookingDialog({ booking, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      aria-labelledby="cancel-booking-title"
      aria-describedby="cancel-booking-text"
    >
      {booking && (
        <>
          <DialogTitle id="cancel-booking-title">
            Cancel your table at {booking.restaurantName} on {formatDisplayDate(booking.date)} at{' '}
            {formatTime12(booking.time)}?
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="cancel-booking-text">
              The restaurant will release the table. Confirmation number {booking.confirmationNumber} will no
              longer be valid.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Keep booking</Button>
            <Button color="error" variant="contained" onClick={() => onConfirm(booking)}>
              Cancel booking
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
