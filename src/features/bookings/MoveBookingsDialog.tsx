import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MoveBookings } from './MoveBookings';

interface MoveBookingsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** From Sign In: it first says there are no accounts. */
  isSignIn?: boolean;
}

/**
 * The dialog of the header's Sign In and of My Bookings' Move your bookings. Loaded when one of
 * them is first pressed (MoveBookingsButton.tsx), so its code never weighs on a page's first load.
 */
export function MoveBookingsDialog({ isOpen, onClose, isSignIn = false }: MoveBookingsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{isSignIn ? 'Sign in' : 'Move your bookings'}</DialogTitle>
      <DialogContent>
        {isSignIn && (
          <Typography sx={{ mb: 3 }}>
            Tablo has no accounts, so there is nothing to sign in to: you can find and book a table without
            one. The bookings you make are kept on this device, in My Bookings.
          </Typography>
        )}
        <MoveBookings hasHeading={isSignIn} isOpen={isOpen} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
