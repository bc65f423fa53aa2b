import { restaurants } from '@/data/catalogue';
import { jsonLdText } from '@/lib/jsonLd';
import { restaurantJsonLd } from './restaurantJsonLd';

const SITE = 'https://tablo.example';

describe("a restaurant's schema.org data", () => {
  it.each(restaurants.map((restaurant) => [restaurant.name, restaurant] as const))(
    'gives %s as the catalogue has it',
    (_, restaurant) => {
      const data = restaurantJsonLd(restaurant);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: restaurant.name,
        url: `${SITE}/restaurant/${restaurant.id}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: restaurant.location.address,
          addressLocality: restaurant.location.city,
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: restaurant.location.coordinates.lat,
          longitude: restaurant.location.coordinates.lng,
        },
        telephone: restaurant.contact.phone,
        servesCuisine: restaurant.cuisine,
        priceRange: restaurant.priceRange,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: restaurant.rating,
          reviewCount: restaurant.reviewCount,
        },
        acceptsReservations: `${SITE}/book/${restaurant.id}`,
      });
      expect((data as { image?: unknown }).image).toEqual(
        restaurant.images.gallery.map(
          (image) => `${SITE}${image.share.src.startsWith('/') ? '' : '/'}${image.share.src}`,
        ),
      );
      const days = restaurantJsonLdDays(data);
      const open = Object.entries(restaurant.hours).filter(([, hours]) => !hours.closed);
      expect(days).toEqual(
        open.map(([day, hours]) => [
          `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`,
          hours.open,
          hours.close,
        ]),
      );
    },
  );

  it('leaves the days a restaurant is closed out of its hours (Trattoria Aurora: Mondays)', () => {
    const days = restaurantJsonLdDays(restaurantJsonLd(restaurants[0]!)).map(([day]) => day);
    expect(days).toHaveLength(6);
    expect(days).not.toContain('https://schema.org/Monday');
  });

  it('gives no rating for a restaurant without reviews', () => {
    expect(restaurantJsonLd({ ...restaurants[1]!, reviewCount: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('is written so that no text of the catalogue can end its element, and parses back the same', () => {
    const data = restaurantJsonLd({ ...restaurants[2]!, name: '</script><script>alert(1)</script><!--' });
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

/** Each opening-hours entry as [day, opens, closes]. */
function restaurantJsonLdDays(data: ReturnType<typeof restaurantJsonLd>) {
  const specs = (data as unknown as { openingHoursSpecification: Record<string, string>[] })
    .openingHoursSpecification;
  return specs.map((spec) => [spec.dayOfWeek, spec.opens, spec.closes]);
}
