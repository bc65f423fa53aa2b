import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { Restaurant } from '@/data/types';
import { formatAddress } from '@/lib/format';
import { DetailSection } from './DetailSection';
import { PlaceholderMap } from './PlaceholderMap';

interface LocationSectionProps {
  location: Restaurant['location'];
}

/** Where the restaurant is. Get Directions and View on Map have no action yet (docs/product.md#inert-controls). */
export function LocationSection({ location }: LocationSectionProps) {
  const address = formatAddress(location);
  return (
    <DetailSection title="Location">
      <PlaceholderMap label={`Map showing ${address}`} />
      <Typography sx={{ mt: 2 }}>{address}</Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" color="secondary" startIcon={<DirectionsOutlinedIcon />}>
          Get Directions
        </Button>
        <Button variant="outlined" color="secondary" startIcon={<MapOutlinedIcon />}>
          View on Map
        </Button>
      </Stack>
    </DetailSection>
  );
}
