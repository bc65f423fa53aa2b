/** A point on the globe in degrees, as the catalogue's `location.coordinates` give it. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in kilometres (haversine formula): exact enough
 * on a sphere for "how far is dinner", and stable for points close together or antipodal.
 */
export const distanceKm = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * Two decimals of a degree: about 1 km of latitude. The diner's position is kept and written
 * to the URL only this precisely, enough to order restaurants without pinning a home.
 */
export const roundCoordinate = (degrees: number): number => {
  const rounded = Math.round(degrees * 100) / 100;
  // -0 would be written as "0" but compare unequal in tests of the parsed value.
  return rounded === 0 ? 0 : rounded;
};

/** A point rounded to about 1 km (see `roundCoordinate`). */
export const roundPoint = ({ lat, lng }: GeoPoint): GeoPoint => ({
  lat: roundCoordinate(lat),
  lng: roundCoordinate(lng),
});

/** Whether the numbers are a real latitude and longitude. */
export const isGeoPoint = ({ lat, lng }: GeoPoint): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
