import { makeConfirmationNumber } from './bookingRecord';

describe('makeConfirmationNumber', () => {
  it.each([
    [0, 'RB000000'],
    [0.5, 'RB500000'],
    [0.999_999_9, 'RB999999'],
    [0.000_001, 'RB000001'],
  ])('turns the draw %p into %p', (draw, expected) => {
    expect(makeConfirmationNumber(() => draw)).toBe(expected);
  });
});
