import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import type { Restaurant } from '@/data/types';
import { DetailSection } from './DetailSection';
import { IconList } from './IconList';

interface RestaurantOverviewProps {
  restaurant: Restaurant;
}

/** About, Features, Menu Highlights and Amenities. */
export function RestaurantOverview({ restaurant }: RestaurantOverviewProps) {
  const { description, features, menuHighlights, amenities } = restaurant;
  return (
    <>
      <DetailSection title="About">
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
      </DetailSection>
      <DetailSection title="Features">
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {features.map((feature) => (
            <li key={feature}>
              <Chip label={feature} variant="outlined" />
            </li>
          ))}
        </Stack>
      </DetailSection>
      <DetailSection title="Menu Highlights">
        <IconList items={menuHighlights} icon={<RestaurantMenuOutlinedIcon />} />
      </DetailSection>
      <DetailSection title="Amenities">
        <IconList items={amenities} icon={<CheckCircleOutlineRoundedIcon />} />
      </DetailSection>
    </>
  );
}
