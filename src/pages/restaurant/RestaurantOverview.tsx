import { styled } from '@mui/material/styles';
import type { Restaurant } from '@/data/types';
import { chipLook } from '@/speed/looks/styles';
import { DetailSection } from './DetailSection';
import { CHECK_ICON, IconList, MENU_ICON } from './IconList';

interface RestaurantOverviewProps {
  restaurant: Restaurant;
}

const About = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  color: theme.palette.text.secondary,
}));

/** The features as MUI's outlined Chips look, drawn by one styled list. */
const Features = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': {
    ...chipLook(theme, { height: 32, labelPadding: 11 }),
    border: `1px solid ${theme.palette.grey[400]}`,
  },
}));

/** About, Features, Menu Highlights and Amenities. */
export function RestaurantOverview({ restaurant }: RestaurantOverviewProps) {
  const { description, features, menuHighlights, amenities } = restaurant;
  return (
    <>
      <DetailSection title="About">
        <About>{description}</About>
      </DetailSection>
      <DetailSection title="Features">
        <Features>
          {features.map((feature) => (
            <li key={feature}>
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      </DetailSection>
      <DetailSection title="Menu Highlights">
        <IconList items={menuHighlights} iconPath={MENU_ICON} />
      </DetailSection>
      <DetailSection title="Amenities">
        <IconList items={amenities} iconPath={CHECK_ICON} />
      </DetailSection>
    </>
  );
}
