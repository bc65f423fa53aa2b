import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppSelector } from '@/app/hooks';
import type { BookingStep } from '@/features/bookingInProgress/bookingDraft';
import { isChangeable } from '@/features/bookings/bookingRecord';
import { selectBookingById } from '@/features/bookings/bookingsSlice';
import { selectChangingBookingId } from '@/features/bookingInProgress/draftSelectors';
import type { BookingRecord } from '@/features/bookings/types';
import { useCurrentMinute } from '@/lib/clock';
import { atDateAndTime, formatDisplayDate, formatTime12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { bookingPath, paths } from '@/lib/routes';

interface ChangeGateProps {
  /** The booking the page's URL asks to change. */
  bookingId: string;
  restaurantId: string;
  step: BookingStep;
  /** The flow, shown while the change can go on. */
  children: ReactNode;
}

const whyNot = (booking: BookingRecord | undefined): string => {
  if (!booking) return 'This booking is not on this device.';
  const { confirmationNumber } = booking;
  if (booking.status === 'cancelled') return `Booking ${confirmationNumber} has been cancelled.`;
  return atDateAndTime(booking.date, booking.time).isValid()
    ? `The table of booking ${confirmationNumber} has started.`
    : `Booking ${confirmationNumber} holds a date or time that does not exist.`;
};

/**
 * A change's page (`?change=<id>`): the flow, under a word on which booking it changes, for as
 * long as the store allows that change (`isChangeable`, minute by minute). Once it does not —
 * cancelled in another tab, its table started, or never changeable — the change ends: the page
 * says why and offers a new booking, so a change never turns silently into a second booking.
 * The flow is passed in as it was made: a new minute renders this, not the steps.
 */
export function ChangeGate({ bookingId, restaurantId, step, children }: ChangeGateProps) {
  const minute = useCurrentMinute();
  const booking = useAppSelector((state) => selectBookingById(state, bookingId));
  const isChanging = useAppSelector((state) => selectChangingBookingId(state) === bookingId);
  // The change is done: the confirmation follows the stored record (ConfirmationStep).
  if (step === 'confirmation') return children;
  if (isChanging && booking && isChangeable(booking, minute)) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 3 }}>
          You are changing booking {booking.confirmationNumber} ({formatDisplayDate(booking.date)} at{' '}
          {formatTime12(booking.time)}, {formatGuests(booking.partySize)}). It keeps its confirmation number.
        </Alert>
        {children}
      </>
    );
  }
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>This booking can no longer be changed</AlertTitle>
      {whyNot(booking)} Nothing has been changed.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button component={RouterLink} to={bookingPath(restaurantId)} replace variant="outlined">
          Book a new table
        </Button>
        <Button component={RouterLink} to={paths.bookings}>
          My Bookings
        </Button>
      </Box>
    </Alert>
  );
}
