import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import { isChangeable } from './bookingRecord';
import type { StorageProblem } from './bookingsStorage';
import { notSavedText } from './storageMessages';
import type { BookingRecord } from './types';

/**
 * What My Bookings says after a confirmed cancel, at `at` (ISO): what the store holds, not what
 * was asked (docs/product.md#storage). Still confirmed means either that its table started
 * before the cancel was confirmed, or that the cancel could not be written (bookingsSync undid it).
 */
export const cancelOutcome = (
  booking: BookingRecord | undefined,
  problem: StorageProblem | null,
  at: string,
): string => {
  if (!booking) return 'This booking could not be cancelled: it is no longer on this device.';
  const table = `Your table at ${booking.restaurantName} on ${formatDisplayDate(booking.date)} at ${formatTime12(booking.time)}`;
  if (booking.status === 'cancelled') return `${table} is cancelled.`;
  if (isChangeable(booking, at) && (problem === 'full' || problem === 'blocked'))
    return `${table} ${notSavedText(problem, 'cancel')}`;
  return `${table} could not be cancelled: it has started.`;
};
