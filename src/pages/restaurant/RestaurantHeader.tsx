import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import { RatingSummary } from '@/components/RatingSummary';
import type { Restaurant } from '@/data/types';
import { formatAddress } from '@/lib/format';

interface RestaurantHeaderProps {
  restaurant: Restaurant;
}

/** Cuisine, rating, name and address under the hero image. */
export function RestaurantHeader({ restaurant }: RestaurantHeaderProps) {
  const { cuisine, rating, reviewCount, name, location } = restaurant;
  return (
    <Stack spacing={1} sx={{ mt: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={cuisine} color="primary" size="small" />
        <RatingSummary rating={rating} reviewCount={reviewCount} size="medium" />
      </Stack>
      <Typography component="h1" sx={{ typography: { xs: 'h4', md: 'h3' }, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LocationOnOutlinedIcon aria-hidden fontSize="small" />
        <Typography>{formatAddress(location)}</Typography>
      </Stack>
    </Stack>
  );
}
