import Typography from '@mui/material/Typography';
import { paths } from '@/lib/routes';
import { InfoPage } from '@/pages/info/InfoPage';
import { InfoSection } from '@/pages/info/InfoSection';

/**
 * `/privacy`: exactly what the site keeps and where (docs/product.md#storage): the storage keys
 * named here are the ones the code uses.
 */
export function PrivacyPage() {
  return (
    <InfoPage
      heading="Privacy Policy"
      description="What Tablo keeps about you, and where: your bookings stay in your browser, with no cookies and no tracking."
      path={paths.privacy}
      intro="Tablo keeps what it needs to show you your bookings, and keeps it in your own browser. Nothing you enter is sent to us."
    >
      <InfoSection title="What we keep, and where">
        <ul>
          <li>
            <Typography>
              <strong>Your bookings</strong>, with the name, phone number, email address and special requests
              you gave, are stored in this browser&apos;s local storage under <code>bookings</code> (with{' '}
              <code>bookings.version</code>, the format&apos;s version, and, if stored bookings ever cannot be
              read, a backup copy under <code>bookings.unreadable.…</code>). They stay until you clear this
              site&apos;s data.
            </Typography>
          </li>
          <li>
            <Typography>
              <strong>A booking in progress</strong> is kept in this tab&apos;s session storage only when the
              site has to reload itself (after we publish a new version), so that you do not lose what you had
              entered. It goes when you close the tab.
            </Typography>
          </li>
          <li>
            <Typography>
              <strong>The site&apos;s own files</strong> (pages, scripts, pictures) are kept in your
              browser&apos;s cache so that it works offline. They hold nothing about you.
            </Typography>
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="What we do not do">
        <ul>
          <li>
            <Typography>We set no cookies.</Typography>
          </li>
          <li>
            <Typography>
              We use no analytics, advertising or tracking, and the pages make no request to any other site.
              Only links you choose to follow lead elsewhere: Add to Calendar (Google Calendar) and Get
              Directions or View on Map (Google Maps) open those services in a new tab, with the booking or
              address details in the link, under their own privacy policies.
            </Typography>
          </li>
          <li>
            <Typography>
              Your bookings are not sent to us or to the restaurant by this site: they stay on your device.
            </Typography>
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Removing your data">
        <Typography>
          Clear this site&apos;s data (cookies and site data) in your browser&apos;s settings: that removes
          your stored bookings and the cached files. Cancelling a booking keeps it, marked cancelled, in My
          Bookings.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
