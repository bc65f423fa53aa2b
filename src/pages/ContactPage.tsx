import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { supportContact } from '@/data/site';
import { phoneHref } from '@/lib/format';
import { paths } from '@/lib/routes';
import { InfoPage } from '@/pages/info/InfoPage';
import { InfoSection } from '@/pages/info/InfoSection';

/** `/contact`: how to reach Tablo's support, the same details as the footer's. */
export function ContactPage() {
  return (
    <InfoPage
      heading="Contact Us"
      description="Call or email Tablo's support team about your booking or the site."
      path={paths.contact}
      intro="Questions about a booking or the site? Call or write to us."
    >
      <InfoSection title="Phone">
        <Typography>
          <Link href={phoneHref(supportContact.phone)}>{supportContact.phone}</Link>
        </Typography>
      </InfoSection>
      <InfoSection title="Email">
        <Typography>
          <Link href={`mailto:${supportContact.email}`}>{supportContact.email}</Link>
        </Typography>
        <Typography>
          Give your confirmation number (RB and six digits) when you write about a booking.
        </Typography>
      </InfoSection>
      <InfoSection title="Address">
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {supportContact.address}
        </Typography>
      </InfoSection>
      <InfoSection title="About a table you booked">
        <Typography>
          To change the time of a visit or the size of your party, or to cancel, use{' '}
          <Link component={RouterLink} to={paths.bookings}>
            My Bookings
          </Link>
          ; for a question about the meal itself, call the restaurant: its phone number is on its page.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
