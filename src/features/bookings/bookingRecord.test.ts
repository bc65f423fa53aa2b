import { makeBookingId, makeConfirmationNumber } from './bookingRecord';

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

describe('makeBookingId', () => {
  it('never repeats, even with Math.random pinned (as browser tests pin it)', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const ids = new Set(Array.from({ length: 50 }, makeBookingId));
    expect(ids.size).toBe(50);
  });
});
