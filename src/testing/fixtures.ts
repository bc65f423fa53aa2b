import type { RootState } from '@/app/store';
import { bookingsSlice, type BookingsState } from '@/features/bookings/bookingsSlice';
import type { BookingRecord } from '@/features/bookings/types';

/** A complete booking record as the spec defines it. */
export const makeBookingRecord = (overrides: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 'bk-1',
  restaurantId: '1',
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 2,
  customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
  status: 'confirmed',
  confirmationNumber: 'RB123456',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/**
 * The bookings slice as a test preloads it: loaded, with nothing left for redux-persist to read
 * (a preloaded `_persist` tells it the slice is already rehydrated).
 */
export const preloadedBookings = (overrides: Partial<BookingsState> = {}): RootState['bookings'] => ({
  ...bookingsSlice.getInitialState(),
  isLoaded: true,
  ...overrides,
  _persist: { version: 1, rehydrated: true },
});
