import Typography from '@mui/material/Typography';
import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';
import { paths } from '@/lib/routes';
import { InfoPage } from '@/pages/info/InfoPage';
import { InfoSection } from '@/pages/info/InfoSection';

/** `/terms`: the terms of using the site, short and plain. */
export function TermsPage() {
  return (
    <InfoPage
      heading="Terms of Service"
      description="The plain terms of using Tablo to find restaurants and book tables."
      path={paths.terms}
      intro="By using Tablo you agree to these terms. They are short on purpose."
    >
      <InfoSection title="Using Tablo">
        <Typography>
          Tablo helps you find restaurants and book a table. It is free for diners. Please give true contact
          details when you book, and book only tables you mean to use.
        </Typography>
      </InfoSection>
      <InfoSection title="Your bookings">
        <Typography>
          A booking is for the date, time and party size shown on its confirmation, up to {MAX_PARTY_SIZE}{' '}
          guests. If your plans change, change or cancel it in My Bookings as early as you can. Your bookings
          are kept in your browser on your device; keep your confirmation numbers.
        </Typography>
      </InfoSection>
      <InfoSection title="Restaurant information">
        <Typography>
          We show each restaurant&apos;s menu highlights, hours, prices and reviews as carefully as we can,
          but they can change: the restaurant&apos;s own word is final.
        </Typography>
      </InfoSection>
      <InfoSection title="Changes">
        <Typography>We may update these terms; the version on this page is the one that applies.</Typography>
      </InfoSection>
    </InfoPage>
  );
}
