import fc from 'fast-check';
import { formatAddress, formatCount, formatGuests, phoneHref } from './format';

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
