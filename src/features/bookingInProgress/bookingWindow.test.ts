import { dayjs } from '@/lib/dates';
import { BOOKING_WINDOW_DAYS, bookingWindow, bookingWindowAt, isBookableDate } from './bookingWindow';

describe('booking window', () => {
  const at = dayjs('2026-12-03T21:30:00');

  it('runs from today through 60 days ahead', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(60);
    expect(bookingWindow(at)).toEqual({ first: '2026-12-03', last: '2027-02-01' });
  });

  it.each([
    ['2026-12-02', false],
    ['2026-12-03', true],
    ['2027-02-01', true],
    ['2027-02-02', false],
    ['2026-02-30', false],
    ['not a date', false],
  ])('%s is bookable: %p', (date, bookable) => {
    expect(isBookableDate(date, at)).toBe(bookable);
  });

  it('moves with the clock: just after midnight today is the new day', () => {
    expect(bookingWindow(dayjs('2026-12-04T00:00:00')).first).toBe('2026-12-04');
    expect(bookingWindow(dayjs('2026-12-03T23:59:59')).first).toBe('2026-12-03');
  });

  it('for a minute as text, is worked out once and stays right as the minute changes', () => {
    const evening = bookingWindowAt('2026-12-03T23:59');
    expect(evening).toEqual({ first: '2026-12-03', last: '2027-02-01' });
    expect(bookingWindowAt('2026-12-03T23:59')).toBe(evening);
    expect(bookingWindowAt('2026-12-04T00:00')).toEqual({ first: '2026-12-04', last: '2027-02-02' });
    expect(bookingWindowAt('2026-12-03T23:59')).toEqual(evening);
  });
});
