import type { RootState } from '@/app/store';
import { selectBookingById } from '@/features/bookings/bookingsSlice';
import type { BookingRecord } from '@/features/bookings/types';
import { canContinue } from './bookingDraft';

export const selectDraft = (state: RootState) => state.bookings.draft;
export const selectDraftRestaurantId = (state: RootState) => state.bookings.draft.restaurantId;
export const selectChangingBookingId = (state: RootState) => state.bookings.draft.changing?.bookingId ?? null;
export const selectBookingStep = (state: RootState) => state.bookings.draft.step;
export const selectPartySize = (state: RootState) => state.bookings.draft.partySize;
export const selectSelectedDate = (state: RootState) => state.bookings.draft.date;
export const selectSelectedTime = (state: RootState) => state.bookings.draft.time;
export const selectContactDetails = (state: RootState) => state.bookings.draft.contact;
export const selectSeatingPreference = (state: RootState) => state.bookings.draft.seatingPreference;
export const selectExpiredTime = (state: RootState) => state.bookings.draft.expiredTime;
export const selectConfirmedBookingId = (state: RootState) => state.bookings.draft.confirmedBookingId;
export const selectCanContinue = (state: RootState) => canContinue(state.bookings.draft);
export const selectSubmitStatus = (state: RootState) => state.bookings.submitStatus;
export const selectSubmitError = (state: RootState) => state.bookings.submitError;

export const selectToastBooking = (state: RootState) =>
  selectBookingById(state, state.bookings.toastBookingId);
// A booking cancelled meanwhile (in another tab) is no longer announced as confirmed.
export const selectIsToastOpen = (state: RootState) =>
  state.bookings.isToastOpen && selectToastBooking(state)?.status === 'confirmed';

/**
 * The stored status of the booking the confirmation step shows, or undefined when it is not on
 * this device: another tab may have cancelled it since, and the page says what is stored.
 */
export const selectConfirmedBookingStatus = (state: RootState): BookingRecord['status'] | undefined =>
  selectBookingById(state, selectConfirmedBookingId(state))?.status;
