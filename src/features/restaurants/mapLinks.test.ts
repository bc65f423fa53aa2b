import type { Restaurant } from '@/data/types';
import { directionsUrl, mapSearchUrl } from './mapLinks';

const location: Restaurant['location'] = {
  address: '418 Mulberry Lane',
  city: 'Riverton',
  coordinates: { lat: 41.8827, lng: -87.6233 },
};

describe('map links', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(directionsUrl(location)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.8827,-87.6233',
    );
  });

  it('shows the coordinates on Google Maps', () => {
    expect(mapSearchUrl(location)).toBe('https://www.google.com/maps/search/?api=1&query=41.8827,-87.6233');
  });

  it.each([
    { lat: Number.NaN, lng: 1 },
    { lat: 91, lng: 0 },
    { lat: 0, lng: -180.5 },
    { lat: Number.POSITIVE_INFINITY, lng: 0 },
  ])('falls back to the address, encoded, when the coordinates are not a place (%o)', (coordinates) => {
    const odd = { address: '5 Rue & Co #2', city: 'Lyon', coordinates };
    expect(directionsUrl(odd)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=5%20Rue%20%26%20Co%20%232%2C%20Lyon',
    );
    expect(new URL(mapSearchUrl(odd)).searchParams.get('query')).toBe('5 Rue & Co #2, Lyon');
  });

  it('keeps the edge of the map: the poles and the date line are places', () => {
    expect(mapSearchUrl({ ...location, coordinates: { lat: -90, lng: 180 } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-90,180',
    );
  });
});
