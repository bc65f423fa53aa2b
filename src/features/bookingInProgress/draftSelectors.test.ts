import { makeTestStore } from '@/testing/testStore';
import { makeBookingRecord } from '@/testing/fixtures';
import type { BookingRecord } from '@/features/bookings/types';
import { newDraft } from './bookingDraft';
import { selectConfirmedBookingStatus } from './draftSelectors';

describe('selectConfirmedBookingStatus', () => {
  it('is the stored status of the booking the confirmation shows, and undefined when it is not stored', () => {
    const booked = makeBookingRecord({ id: 'bk-1' });
    const storeShowing = (items: BookingRecord[], confirmedBookingId: string | null) =>
      makeTestStore({
        bookings: {
          ...makeTestStore().getState().bookings,
          items,
          draft: { ...newDraft('1'), step: 'confirmation', confirmedBookingId },
        },
      });
    expect(selectConfirmedBookingStatus(storeShowing([booked], 'bk-1').getState())).toBe('confirmed');
    const cancelled = { ...booked, status: 'cancelled' as const, cancelledAt: '2026-12-01T10:00:00.000Z' };
    expect(selectConfirmedBookingStatus(storeShowing([cancelled], 'bk-1').getState())).toBe('cancelled');
    expect(selectConfirmedBookingStatus(storeShowing([booked], 'other').getState())).toBeUndefined();
    expect(selectConfirmedBookingStatus(storeShowing([booked], null).getState())).toBeUndefined();
  });
});
