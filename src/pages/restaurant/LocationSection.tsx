import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { Restaurant } from '@/data/types';
import { directionsUrl, mapSearchUrl } from '@/features/restaurants/mapLinks';
import { formatAddress } from '@/lib/format';
import { DetailSection } from './DetailSection';
import { PlaceholderMap } from './PlaceholderMap';

interface LocationSectionProps {
  location: Restaurant['location'];
}

// Links the diner follows, so they work before the page's script runs; the page fetches nothing from the map service.
const newTab = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;

/** Where the restaurant is: a drawn map, the address, and Google Maps in a new tab. */
export function LocationSection({ location }: LocationSectionProps) {
  const address = formatAddress(location);
  return (
    <DetailSection title="Location">
      <PlaceholderMap label={`Map showing ${address}`} />
      <Typography sx={{ mt: 2 }}>{address}</Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          {...newTab}
          href={directionsUrl(location)}
          variant="contained"
          color="secondary"
          startIcon={<DirectionsOutlinedIcon />}
        >
          Get Directions<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
        <Button
          {...newTab}
          href={mapSearchUrl(location)}
          variant="outlined"
          color="secondary"
          startIcon={<MapOutlinedIcon />}
        >
          View on Map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      </Stack>
    </DetailSection>
  );
}
