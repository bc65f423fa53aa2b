import { makeTestStore } from '@/testing/testStore';
import { makeBookingRecord, preloadedBookings } from '@/testing/fixtures';
import { atDateAndTime } from '@/lib/dates';
import type { BookingTerms } from '@/features/restaurants/bookingTerms';
import { reminderFor, reminderKey, selectCancellationReminders } from './remindersDue';
import type { BookingRecord } from './types';

const TERMS: BookingTerms = { currency: 'USD', cancellation: { freeUntilHours: 48, feePerGuest: 50 } };
// Friday 11 June 2027, 7:00 PM; free cancellation until Wednesday 9 June, 7:00 PM.
const booking = makeBookingRecord({ id: 'b1', date: '2027-06-11', time: '19:00', terms: TERMS });
const at = (date: string, time: string) => atDateAndTime(date, time);

describe('the reminder of a free-cancellation deadline', () => {
  it('is due within the 24 hours before the deadline', () => {
    expect(reminderFor(booking, at('2027-06-08', '19:00'))).toEqual({
      booking,
      deadline: { date: '2027-06-09', time: '19:00' },
      key: 'b1|2027-06-09T19:00',
    });
    expect(reminderFor(booking, at('2027-06-09', '18:59'))).not.toBeNull();
  });

  it('is not due earlier, nor from the deadline on', () => {
    expect(reminderFor(booking, at('2027-06-08', '18:59'))).toBeNull();
    expect(reminderFor(booking, at('2027-06-09', '19:00'))).toBeNull();
    expect(reminderFor(booking, at('2027-06-11', '20:00'))).toBeNull();
  });

  it('is never due for a cancelled booking, one without terms, or terms without a fee', () => {
    const within = at('2027-06-09', '12:00');
    expect(reminderFor({ ...booking, status: 'cancelled' }, within)).toBeNull();
    expect(reminderFor({ ...booking, terms: undefined }, within)).toBeNull();
    expect(reminderFor({ ...booking, terms: {} }, within)).toBeNull();
    expect(reminderFor({ ...booking, date: 'not a date' }, within)).toBeNull();
  });
});

describe('selectCancellationReminders', () => {
  const later: BookingRecord = { ...booking, id: 'b2', time: '21:00' };
  const past = makeBookingRecord({ id: 'b0', date: '2027-06-01', time: '19:00', terms: TERMS });
  const store = makeTestStore({ bookings: preloadedBookings({ items: [later, past, booking] }) });

  it('lists the reminders due, soonest deadline first, less those kept this visit', () => {
    const state = store.getState();
    const due = selectCancellationReminders(state, '2027-06-09T12:00', []);
    expect(due.map((reminder) => reminder.booking.id)).toEqual(['b1', 'b2']);
    const kept = [reminderKey(booking, { date: '2027-06-09', time: '19:00' })];
    expect(selectCancellationReminders(state, '2027-06-09T12:00', kept).map((r) => r.booking.id)).toEqual([
      'b2',
    ]);
  });

  it('returns the same list for the same minute', () => {
    const state = store.getState();
    const kept: string[] = [];
    expect(selectCancellationReminders(state, '2027-06-09T12:00', kept)).toBe(
      selectCancellationReminders(state, '2027-06-09T12:00', kept),
    );
  });
});
