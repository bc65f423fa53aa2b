import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import { paths } from '@/lib/routes';
import { confirmationToastClosed } from './draftActions';
import { selectIsToastOpen, selectToastBooking } from './draftSelectors';

/** How long the toast stays; it waits while hovered or focused, and the page says it all too. */
const TOAST_DURATION_MS = 8000;

/**
 * "Booking Confirmed!" after a successful Confirm Booking (docs/product.md#confirming), on
 * whatever page the diner is by then: a booking confirmed while they looked elsewhere still
 * announces itself, with its number and where to find it.
 */
export function ConfirmationToast() {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectToastBooking);
  const isOpen = useAppSelector(selectIsToastOpen);

  const handleClose = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to dismiss it.
    if (reason === 'clickaway') return;
    dispatch(confirmationToastClosed());
  };

  return (
    <Snackbar
      open={isOpen && booking !== undefined}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={handleClose}
      // At the top, under the sticky header: at the bottom it covered the confirmation's buttons.
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={(theme) => ({ top: { xs: theme.spacing(15), md: theme.spacing(10) } })}
    >
      <Alert severity="success" variant="filled" onClose={handleClose} sx={{ width: 1 }}>
        {booking?.updatedAt ? (
          <>
            <AlertTitle>Booking Updated!</AlertTitle>
            Your table at {booking.restaurantName} is now on {formatDisplayDate(booking.date)} at{' '}
            {formatTime12(booking.time)}.
          </>
        ) : (
          <>
            <AlertTitle>Booking Confirmed!</AlertTitle>
            Your table at {booking?.restaurantName} has been reserved.
          </>
        )}
        {booking && (
          <>
            {' '}
            Confirmation number {booking.confirmationNumber}.{' '}
            <Link
              component={RouterLink}
              to={paths.bookings}
              color="inherit"
              onClick={() => dispatch(confirmationToastClosed())}
            >
              View in My Bookings
            </Link>
          </>
        )}
      </Alert>
    </Snackbar>
  );
}
