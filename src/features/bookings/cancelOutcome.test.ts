import { makeBookingRecord } from '@/testing/fixtures';
import { cancelOutcome } from './cancelOutcome';

const booking = makeBookingRecord({ date: '2026-12-04', time: '19:15' });
const table = 'Your table at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM';
const before = '2026-12-01T12:00:00';

describe('what My Bookings says after a confirmed cancel', () => {
  it('says cancelled only when the store holds the booking cancelled', () => {
    const cancelled = { ...booking, status: 'cancelled' as const, cancelledAt: '2026-12-01T17:00:00.000Z' };
    expect(cancelOutcome(cancelled, null, before)).toBe(`${table} is cancelled.`);
  });

  it('says a cancel that could not be written was not made, and why', () => {
    expect(cancelOutcome(booking, 'full', before)).toBe(
      `${table} could not be cancelled: this device's storage is full. It is still booked.`,
    );
    expect(cancelOutcome(booking, 'blocked', before)).toBe(
      `${table} could not be cancelled: this browser is blocking storage. It is still booked.`,
    );
  });

  it('says a table that started before the cancel was confirmed is still booked, whatever storage says', () => {
    expect(cancelOutcome(booking, 'full', '2026-12-04T19:30:00')).toBe(
      `${table} could not be cancelled: it has started.`,
    );
  });

  it('says so when the booking is gone from the device', () => {
    expect(cancelOutcome(undefined, null, before)).toMatch(/no longer on this device/);
  });
});
