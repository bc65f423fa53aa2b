import fc from 'fast-check';
import { formatCount } from './format';

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
