import type { Restaurant } from '@/data/types';
import { DetailSection } from './DetailSection';
import { CHECK_ICON, IconList } from './IconList';

interface RestaurantFitProps {
  restaurant: Pick<Restaurant, 'dietaryOptions' | 'accessibility'>;
}

/**
 * Dietary options and Accessibility, each only when the record names some: a record that says
 * nothing of access makes no claim of it.
 */
export function RestaurantFit({ restaurant }: RestaurantFitProps) {
  const { dietaryOptions = [], accessibility = [] } = restaurant;
  return (
    <>
      {dietaryOptions.length > 0 && (
        <DetailSection title="Dietary options">
          <IconList items={dietaryOptions} iconPath={CHECK_ICON} />
        </DetailSection>
      )}
      {accessibility.length > 0 && (
        <DetailSection title="Accessibility">
          <IconList items={accessibility} iconPath={CHECK_ICON} />
        </DetailSection>
      )}
    </>
  );
}
