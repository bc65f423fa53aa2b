import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { Restaurant } from '@/data/types';
import { formatAddress, phoneHref } from '@/lib/format';
import { bookingPath } from '@/lib/routes';
import { DetailSection } from './DetailSection';
import { OpeningHours } from './OpeningHours';

interface RestaurantSidebarProps {
  restaurant: Restaurant;
}

const rowSx = { display: 'flex', alignItems: 'center', gap: 1.25 } as const;
const iconSx = { color: 'text.secondary' } as const;

/** Booking, contact details and hours: beside the content on wide screens, below it on phones. */
export function RestaurantSidebar({ restaurant }: RestaurantSidebarProps) {
  const { id, contact, location, hours } = restaurant;
  return (
    <Stack
      spacing={3}
      sx={(theme) => ({
        // Sticky only where the whole sidebar fits below the header, so Hours never hides.
        [`${theme.breakpoints.up('md')} and (min-height: 800px)`]: {
          position: 'sticky',
          top: theme.spacing(12),
        },
      })}
    >
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Button
          component={RouterLink}
          to={bookingPath(id)}
          variant="contained"
          size="large"
          fullWidth
          startIcon={<EventAvailableRoundedIcon />}
        >
          Book a Table
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, textAlign: 'center' }}>
          Pick a date, a time and your party size.
        </Typography>
      </Card>
      <DetailSection title="Contact">
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Box component="li" sx={rowSx}>
            <PhoneOutlinedIcon aria-hidden fontSize="small" sx={iconSx} />
            <Link href={phoneHref(contact.phone)} variant="body2" sx={{ fontWeight: 600 }}>
              {contact.phone}
            </Link>
          </Box>
          <Box component="li" sx={rowSx}>
            <LocationOnOutlinedIcon aria-hidden fontSize="small" sx={iconSx} />
            <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
              {formatAddress(location)}
            </Typography>
          </Box>
        </Stack>
      </DetailSection>
      <DetailSection title="Hours">
        <OpeningHours hours={hours} />
      </DetailSection>
    </Stack>
  );
}
