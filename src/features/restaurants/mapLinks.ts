import type { Restaurant } from '@/data/types';

/**
 * Links to Google Maps for a restaurant's place (docs/product.md#restaurant-detail). The diner
 * follows them in a new tab; the page itself fetches nothing from the map service. Both point at
 * the coordinates, which find the place even where the map service does not know the address.
 */
const GOOGLE_MAPS_URL = 'https://www.google.com/maps';

type Coordinates = Restaurant['location']['coordinates'];

/** `lat,lng`, or null when either is not a real position (data is checked, but never trusted). */
const latLng = ({ lat, lng }: Coordinates): string | null =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? `${lat},${lng}`
    : null;

/**
 * Where the map service is asked to go, ready for a query string: the coordinates as they are
 * (`41.8827,-87.6233`), or the address when they are unusable.
 */
const destination = (location: Restaurant['location']): string =>
  latLng(location.coordinates) ?? encodeURIComponent(`${location.address}, ${location.city}`);

/** Directions from wherever the diner is to the restaurant. */
export const directionsUrl = (location: Restaurant['location']): string =>
  `${GOOGLE_MAPS_URL}/dir/?api=1&destination=${destination(location)}`;

/** The restaurant's place on the map. */
export const mapSearchUrl = (location: Restaurant['location']): string =>
  `${GOOGLE_MAPS_URL}/search/?api=1&query=${destination(location)}`;
