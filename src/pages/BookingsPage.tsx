import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/EmptyState';
import { selectBookingTimeline } from '@/features/bookings/bookingsSelectors';
import { selectAreBookingsLoaded } from '@/features/bookings/bookingsSlice';
import { PageHead } from '@/components/PageHead';
import { paths } from '@/lib/routes';
import { BookingList } from './bookings/BookingList';
import { useCurrentMinute } from '@/lib/clock';

/** `/bookings`: the bookings stored on this device, upcoming first, past ones below. */
export function BookingsPage() {
  const isLoaded = useAppSelector(selectAreBookingsLoaded);
  const minute = useCurrentMinute();
  const { upcoming, past } = useAppSelector((state) => selectBookingTimeline(state, minute));
  const calendarHintId = useId();
  const findTable = (
    <Button component={RouterLink} to={paths.home} variant="contained">
      Find a Restaurant
    </Button>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title="My Bookings" description="The tables booked on this device, with their confirmation numbers." path={paths.bookings} />
      <Typography component="h1" variant="h4">
        My Bookings
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        Tables booked on this device, with their confirmation numbers.
      </Typography>
      {!isLoaded ? (
        // The stored bookings load after the page: never a false "no bookings" meanwhile.
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading your bookings" />
        </Box>
      ) : upcoming.length + past.length === 0 ? (
        <Box sx={{ mt: 4 }}>
          <EmptyState
            icon={<EventBusyOutlinedIcon />}
            title="No bookings yet"
            description="Tables you book on this device will be listed here."
            action={findTable}
          />
        </Box>
      ) : (
        <>
          <Typography id={calendarHintId} variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            Add to Calendar opens Google Calendar in a new tab; Download .ics saves a file for Apple
            Calendar, Outlook and other calendar apps.
          </Typography>
          <BookingList
            title="Upcoming"
            bookings={upcoming}
            calendarHintId={calendarHintId}
            empty={
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Typography sx={{ color: 'text.secondary' }}>No upcoming bookings.</Typography>
                {findTable}
              </Box>
            }
          />
          {past.length > 0 && (
            <BookingList title="Past" bookings={past} isPast calendarHintId={calendarHintId} />
          )}
        </>
      )}
    </Container>
  );
}
