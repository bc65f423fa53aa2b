import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useAppSelector } from '@/app/hooks';
import { Panel } from '@/components/Panel';
import type { Restaurant } from '@/data/types';
import { selectBookingById, selectIsSavedOnDevice } from '@/features/bookings/bookingsSlice';
import { selectConfirmedBookingId } from '@/features/bookingInProgress/draftSelectors';
import { CalendarActions } from '@/features/bookings/CalendarActions';
import { ShareBooking } from '@/features/bookings/ShareBooking';
import { partyTermsSentences } from '@/features/restaurants/bookingTerms';
import { now } from '@/lib/dates';
import { paths, restaurantPath } from '@/lib/routes';
import { BookingSummary } from './BookingSummary';

/** Step 3: the confirmed booking and where to go next. There is no way back (docs/product.md#booking-flow). */
export function ConfirmationStep({ restaurant }: { restaurant: Restaurant }) {
  const bookingId = useAppSelector(selectConfirmedBookingId);
  const booking = useAppSelector((state) => selectBookingById(state, bookingId));
  const isSavedOnDevice = useAppSelector((state) => selectIsSavedOnDevice(state, bookingId ?? ''));
  const calendarHintId = useId();
  const termsTitleId = useId();

  if (!booking) {
    return <Alert severity="warning">This booking could not be found on this device.</Alert>;
  }
  // Cancelled since, in another tab: the page follows what is stored.
  if (booking.status === 'cancelled') {
    return (
      <Box sx={{ maxWidth: '36rem', mx: 'auto' }}>
        <Alert severity="info">
          Booking {booking.confirmationNumber} has been cancelled, so this table is no longer booked.
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, mt: 3 }}>
          <Button variant="text" component={RouterLink} to={paths.bookings}>
            My Bookings
          </Button>
          <Button variant="text" component={RouterLink} to={restaurantPath(booking.restaurantId)}>
            View Restaurant
          </Button>
        </Box>
      </Box>
    );
  }

  const agreedTerms = partyTermsSentences(booking.terms, booking, now());
  return (
    <Box sx={{ maxWidth: '36rem', mx: 'auto', textAlign: 'center' }}>
      <CheckCircleRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>Confirmation number</Typography>
      <Typography sx={{ fontSize: 'h4.fontSize', fontWeight: 800, letterSpacing: '0.08em', mb: 3 }}>
        {booking.confirmationNumber}
      </Typography>
      {!isSavedOnDevice && (
        <Alert severity="warning" sx={{ textAlign: 'left', mb: 3 }}>
          Your table is booked, but this booking could not be saved on this device (its storage is full or
          blocked), so it won&apos;t appear here later. Please keep your confirmation number,{' '}
          {booking.confirmationNumber}.
        </Alert>
      )}
      <Panel sx={{ textAlign: 'left' }}>
        <BookingSummary
          restaurantName={booking.restaurantName}
          date={booking.date}
          time={booking.time}
          partySize={booking.partySize}
          seatingPreference={booking.seatingPreference}
        />
        {/* The terms the diner agreed to, as stored: never the catalogue's current ones. */}
        {agreedTerms.length > 0 && (
          <Box component="section" aria-labelledby={termsTitleId} sx={{ mt: 2 }}>
            <Typography id={termsTitleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              Booking terms
            </Typography>
            {agreedTerms.map((sentence) => (
              <Typography key={sentence} variant="body2">
                {sentence}
              </Typography>
            ))}
          </Box>
        )}
      </Panel>
      <Typography sx={{ mt: 3, overflowWrap: 'anywhere' }}>
        A confirmation email has been sent to <strong>{booking.customerInfo.email}</strong>.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <CalendarActions
          booking={booking}
          location={restaurant.location}
          hintId={calendarHintId}
          align="center"
        />
      </Box>
      <Typography id={calendarHintId} variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Add to Calendar opens Google Calendar in a new tab; the .ics file suits Apple Calendar and Outlook.
      </Typography>
      <Box sx={{ mt: 3 }}>
        <ShareBooking booking={booking} location={restaurant.location} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1.5,
          mt: 3,
        }}
      >
        <Button variant="text" component={RouterLink} to={paths.home}>
          Find More Restaurants
        </Button>
        <Button variant="text" component={RouterLink} to={restaurantPath(booking.restaurantId)}>
          View Restaurant
        </Button>
      </Box>
    </Box>
  );
}
