import { bookingsSlice } from '@/features/bookings/bookingsSlice';

/** What happens to the booking in progress; reduced in draftReducers.ts, typed `bookings/<name>`. */
export const {
  bookingStarted,
  bookingChangeStarted,
  bookingLeft,
  bookingDraftRestored,
  partySizeChanged,
  dateSelected,
  timeSelected,
  nextAvailableChosen,
  clockTicked,
  continuedToDetails,
  returnedToDateTime,
  contactFieldChanged,
  seatingPreferenceChosen,
  confirmationToastClosed,
} = bookingsSlice.actions;
