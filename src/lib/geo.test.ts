import fc from 'fast-check';
import { distanceKm, isGeoPoint, roundCoordinate, roundPoint } from './geo';

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(NEW_YORK, NEW_YORK)).toBe(0);
  });

  it('gives the great-circle distance between known cities', () => {
    // Published great-circle distances: New York-London 5,570 km, London-Sydney 16,994 km.
    expect(distanceKm(NEW_YORK, LONDON)).toBeCloseTo(5570, -1);
    expect(distanceKm(LONDON, SYDNEY)).toBeCloseTo(16994, -1);
  });

  it('gives 111.2 km for one degree of latitude', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('gives half the circumference between antipodes, never NaN', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20015.1, 0);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(20015.1, 0);
  });

  it('is symmetric and within half the circumference for any two points', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20015.2);
        expect(distanceKm(b, a)).toBeCloseTo(d, 6);
      }),
    );
  });
});

describe('roundCoordinate and roundPoint', () => {
  it.each([
    [40.712776, 40.71],
    [-74.005974, -74.01],
    [41.8855, 41.89],
    [0.004, 0],
    [-0.004, 0],
    [180, 180],
  ])('rounds %d to %d (two decimals, about 1 km)', (value, expected) => {
    expect(Object.is(roundCoordinate(value), expected)).toBe(true);
  });

  it('rounds both coordinates', () => {
    expect(roundPoint({ lat: 40.712776, lng: -74.005974 })).toEqual({ lat: 40.71, lng: -74.01 });
  });

  it('moves a point by less than about 1 km', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(fc.property(point, (p) => distanceKm(p, roundPoint(p)) < 0.8));
  });
});

describe('isGeoPoint', () => {
  it.each([
    [{ lat: 0, lng: 0 }, true],
    [{ lat: 90, lng: -180 }, true],
    [{ lat: 90.01, lng: 0 }, false],
    [{ lat: 0, lng: 180.5 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
    [{ lat: 0, lng: Number.POSITIVE_INFINITY }, false],
  ])('says %o is a point: %s', (point, expected) => {
    expect(isGeoPoint(point)).toBe(expected);
  });
});
