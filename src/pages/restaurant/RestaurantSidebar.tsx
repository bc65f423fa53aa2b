import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { alpha, styled } from '@mui/material/styles';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import type { Restaurant } from '@/data/types';
import { largePartyLead } from '@/features/restaurants/largeParty';
import { formatAddress, phoneHref } from '@/lib/format';
import { bookingPath } from '@/lib/routes';
import { useHydrated } from '@/lib/useHydrated';
import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { DetailSection } from './DetailSection';
import { OpeningHours } from './OpeningHours';
import { LOCATION_ICON } from './RestaurantHeader';

interface RestaurantSidebarProps {
  restaurant: Restaurant;
}

// MUI's PhoneOutlined icon.
const PHONE_ICON =
  'M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1';

/**
 * The sidebar's column and its booking card (the look of MUI's Stack, flat Card and body2
 * Typography) as one styled element.
 */
const Sidebar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  // Sticky only where the whole sidebar fits below the header, so Hours never hides: at 900 px
  // wide, the narrowest it sits beside the content, it is some 800 px tall, from 96 px down.
  [`${theme.breakpoints.up('md')} and (min-height: 900px)`]: {
    position: 'sticky',
    top: theme.spacing(12),
  },
  '& .sidebar-book': {
    overflow: 'hidden',
    padding: theme.spacing(2),
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  },
  '& .sidebar-book > p': {
    ...theme.typography.body2,
    margin: 0,
    marginTop: theme.spacing(1.5),
    color: theme.palette.text.secondary,
    textAlign: 'center',
  },
  '& .sidebar-book > p > a': {
    fontWeight: 600,
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    whiteSpace: 'nowrap',
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

/** The phone and the address with their icons, as one styled list (MUI's Link and body2 looks). */
const ContactList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.25) },
  '& > li > svg': { ...iconLook(theme.typography.pxToRem(20)), color: theme.palette.text.secondary },
  '& a, & address': { ...theme.typography.body2, margin: 0, fontStyle: 'normal' },
  '& a': {
    fontWeight: 600,
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

/** Booking, contact details and hours: beside the content on wide screens, below it on phones. */
export function RestaurantSidebar({ restaurant }: RestaurantSidebarProps) {
  const { id, contact, location, hours } = restaurant;
  // The link the prerendered page came with keeps its mark for as long as it is on screen: a
  // prefetch the browser has started is never called off. One the app renders (a page reached
  // in the app, whose links the router follows) has none.
  const isHydrated = useHydrated();
  const [isPrerendered] = useState(!isHydrated);
  return (
    <Sidebar>
      <div className="sidebar-book">
        <Button
          component={RouterLink}
          to={bookingPath(id)}
          // Its page is fetched ahead while the app's script is on its way (public/index.html).
          data-prefetch={isPrerendered ? '' : undefined}
          variant="contained"
          size="large"
          fullWidth
          startIcon={<EventAvailableRoundedIcon />}
        >
          Book a Table
        </Button>
        <p>Pick a date, a time and your party size.</p>
        <p>
          {largePartyLead(restaurant.name)} <a href={phoneHref(contact.phone)}>{contact.phone}</a>.
        </p>
      </div>
      <DetailSection title="Contact">
        <ContactList>
          <li>
            <PlainIcon path={PHONE_ICON} />
            <a href={phoneHref(contact.phone)}>{contact.phone}</a>
          </li>
          <li>
            <PlainIcon path={LOCATION_ICON} />
            <address>{formatAddress(location)}</address>
          </li>
        </ContactList>
      </DetailSection>
      <DetailSection title="Hours">
        <OpeningHours hours={hours} />
      </DetailSection>
    </Sidebar>
  );
}
