import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BOOKING_WINDOW_DAYS } from '@/features/bookingInProgress/bookingWindow';
import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';
import { paths } from '@/lib/routes';
import { InfoPage } from '@/pages/info/InfoPage';
import { InfoSection } from '@/pages/info/InfoSection';

const myBookings = (
  <Link component={RouterLink} to={paths.bookings}>
    My Bookings
  </Link>
);

/** `/help`: what diners ask, answered as the site behaves (docs/product.md#support-pages). */
export function HelpPage() {
  return (
    <InfoPage
      heading="Help Center"
      description="How to book, change or cancel a table on Tablo, add it to your calendar, and use the site offline."
      path={paths.help}
      intro={
        <>
          Answers to what diners ask most. Still stuck?{' '}
          <Link component={RouterLink} to={paths.contact}>
            Contact us
          </Link>{' '}
          and we will help.
        </>
      }
    >
      <InfoSection title="How do I book a table?">
        <Typography>
          Open a restaurant from the{' '}
          <Link component={RouterLink} to={{ pathname: paths.home, hash: 'restaurants' }}>
            list of restaurants
          </Link>{' '}
          and press Book a Table, or press Book Now on its card. Then:
        </Typography>
        <ul>
          <li>
            <Typography>
              choose the party size (1 to {MAX_PARTY_SIZE} guests), a date (today up to {BOOKING_WINDOW_DAYS}{' '}
              days ahead) and one of the free times, then press Continue;
            </Typography>
          </li>
          <li>
            <Typography>
              give your full name, phone number and email address (and any special requests), then press
              Confirm Booking.
            </Typography>
          </li>
        </ul>
        <Typography>
          You get a confirmation number starting with RB. For more than {MAX_PARTY_SIZE} guests, call the
          restaurant: its phone number is on its page.
        </Typography>
      </InfoSection>

      <InfoSection title="Where are my bookings?">
        <Typography>
          In {myBookings} (Account, at the top of every page). Your bookings are kept in this browser on this
          device, so they show only here: another browser, another device or a private window does not see
          them, and clearing this site&apos;s data in your browser removes them. Keep your confirmation
          numbers.
        </Typography>
      </InfoSection>

      <InfoSection title="How do I change a booking?">
        <Typography>
          In {myBookings}, press Change on an upcoming booking. You go through the booking steps again with
          your booking filled in; pick another date, time or party size and confirm. The booking keeps its
          confirmation number.
        </Typography>
      </InfoSection>

      <InfoSection title="How do I cancel a booking?">
        <Typography>
          In {myBookings}, press Cancel booking on an upcoming booking. We ask you to confirm first, so
          nothing is cancelled by a slip of the finger. Cancelled bookings stay listed under Cancelled.
        </Typography>
      </InfoSection>

      <InfoSection title="How do I add a booking to my calendar?">
        <Typography>
          After you book, and on your bookings in {myBookings}: Add to Calendar opens Google Calendar in a new
          tab with the event filled in (two hours from your time, with the address and confirmation number).
          Download .ics saves a calendar file for Apple Calendar, Outlook and other calendar apps.
        </Typography>
      </InfoSection>

      <InfoSection title="Does Tablo work offline?">
        <Typography>
          Yes, after your first visit: the site keeps its own pages in your browser, so it opens and you can
          browse and book without a connection. Add to Calendar needs Google Calendar, so offline use Download
          .ics instead.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
