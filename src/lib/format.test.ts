import fc from 'fast-check';
import { formatAddress, formatCount, formatDistance, formatGuests, phoneHref, usesMiles } from './format';

const intlFormat = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-4500, '-4,500'],
  ])('writes %d as %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('writes every whole number exactly as Intl.NumberFormat en-US does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatCount(value)).toBe(intlFormat.format(value));
      }),
    );
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

describe('formatGuests', () => {
  it.each([
    [1, '1 guest'],
    [2, '2 guests'],
    [10, '10 guests'],
    [1200, '1,200 guests'],
  ])('writes a party of %d as %s', (count, expected) => {
    expect(formatGuests(count)).toBe(expected);
  });
});

describe('formatAddress', () => {
  it('writes the street address and the city on one line', () => {
    expect(formatAddress({ address: '418 Mulberry Lane', city: 'Riverton' })).toBe(
      '418 Mulberry Lane, Riverton',
    );
  });
});

describe('phoneHref', () => {
  it.each([
    ['(555) 214-7730', 'tel:5552147730'],
    ['555.214.7730', 'tel:5552147730'],
    ['+1 555 214 7730', 'tel:+15552147730'],
  ])('dials %s as %s', (phone, expected) => {
    expect(phoneHref(phone)).toBe(expected);
  });
});

describe('usesMiles', () => {
  it.each([
    ['en-US', true],
    ['es-US', true],
    ['en-GB', false],
    ['de', false],
    ['fr-CA', false],
    ['not a locale!', false],
  ])('%s: miles %s', (locale, expected) => {
    expect(usesMiles(locale)).toBe(expected);
  });
});

describe('formatDistance', () => {
  it('writes miles in the United States', () => {
    expect(formatDistance(1.931, 'en-US')).toBe('1.2 mi');
    expect(formatDistance(16.0934, 'en-US')).toBe('10 mi');
    expect(formatDistance(1852.5, 'en-US')).toBe('1,151 mi');
  });

  it('writes kilometres elsewhere, in the locale’s own numbers', () => {
    expect(formatDistance(2, 'en-GB')).toBe('2 km');
    expect(formatDistance(1.24, 'en-GB')).toBe('1.2 km');
    expect(formatDistance(1.24, 'de')).toBe('1,2 km');
    expect(formatDistance(1234.4, 'de-DE')).toBe('1.234 km');
  });

  it('keeps one decimal under 10 and none from there', () => {
    expect(formatDistance(0.04, 'en-GB')).toBe('0 km');
    expect(formatDistance(9.96, 'en-GB')).toBe('10 km');
    expect(formatDistance(12.4, 'en-GB')).toBe('12 km');
  });

  it('falls back to US English for a language tag Intl cannot read', () => {
    expect(formatDistance(1.609344, 'x')).toBe('1 mi');
  });

  it('uses the browser’s language by default', () => {
    expect(navigator.language).toBe('en-US');
    expect(formatDistance(3.2187)).toBe('2 mi');
  });
});
