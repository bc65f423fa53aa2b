import fc from 'fast-check';
import { isSameData } from './sameData';

describe('isSameData', () => {
  it('is true of any JSON value and its copy, and of the value itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isSameData(value, value)).toBe(true);
        expect(isSameData(value, JSON.parse(JSON.stringify(value)) as unknown)).toBe(true);
      }),
    );
  });

  it('agrees with a comparison of the two values written as JSON with sorted keys', () => {
    const sortedJson = (value: unknown): string =>
      JSON.stringify(value, (_key, inner: unknown) =>
        inner !== null && typeof inner === 'object' && !Array.isArray(inner)
          ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : inner,
      );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(isSameData(a, b)).toBe(sortedJson(a) === sortedJson(b));
      }),
    );
  });

  it('tells apart what differs in one nested value, a missing key, an array from an object', () => {
    const base = {
      id: '1',
      location: { city: 'Riverton', coordinates: { lat: 41.88, lng: -87.62 } },
      features: ['Brunch'],
    };
    expect(
      isSameData(base, { ...base, location: { ...base.location, coordinates: { lat: 41.88, lng: -87.6 } } }),
    ).toBe(false);
    expect(isSameData(base, { ...base, features: ['Brunch', 'Wine Bar'] })).toBe(false);
    expect(isSameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(isSameData({ 0: 'x' }, ['x'])).toBe(false);
    expect(isSameData(null, {})).toBe(false);
  });
});
