import type {
  DayOfWeek as SchemaDay,
  OpeningHoursSpecification,
  Restaurant as SchemaRestaurant,
  WithContext,
} from 'schema-dts';
import type { Restaurant } from '@/data/types';
import { DAYS_OF_WEEK } from '@/lib/dates';
import { absoluteUrl } from '@/lib/pageTitle';
import { bookingPath, restaurantPath } from '@/lib/routes';

const SCHEMA_DAYS: Record<(typeof DAYS_OF_WEEK)[number], SchemaDay> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/**
 * A restaurant as schema.org `Restaurant` data, for search engines (JSON-LD in its prerendered
 * page): every figure from its catalogue record, the same ones its pages show. Days it is
 * closed are left out of its hours, as schema.org reads a day with no hours as closed; a
 * restaurant without reviews has no rating to give.
 */
export const restaurantJsonLd = (restaurant: Restaurant): WithContext<SchemaRestaurant> => {
  const { location, images } = restaurant;
  const openingHoursSpecification: OpeningHoursSpecification[] = DAYS_OF_WEEK.flatMap((day) => {
    const hours = restaurant.hours[day];
    return hours.closed
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: SCHEMA_DAYS[day],
            opens: hours.open,
            closes: hours.close,
          },
        ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    description: restaurant.description,
    url: absoluteUrl(restaurantPath(restaurant.id)),
    image: [images.hero, ...images.gallery.filter((image) => image !== images.hero)].map((image) =>
      absoluteUrl(image.share.src),
    ),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.coordinates.lat,
      longitude: location.coordinates.lng,
    },
    telephone: restaurant.contact.phone,
    servesCuisine: restaurant.cuisine,
    priceRange: restaurant.priceRange,
    ...(restaurant.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: restaurant.rating,
            reviewCount: restaurant.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    openingHoursSpecification,
    acceptsReservations: absoluteUrl(bookingPath(restaurant.id)),
  };
};
