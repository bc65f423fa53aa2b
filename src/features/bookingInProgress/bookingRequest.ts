import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { selectDraft } from './draftSelectors';
import { selectRestaurantById } from '@/features/restaurants/restaurantsSlice';
import { isOccasion } from '@/features/bookings/occasion';
import type { BookingRequest } from '@/features/bookings/types';

const createAppSelector = createSelector.withTypes<RootState>();

/**
 * What Confirm Booking sends: the restaurant, the date & time step's choices and the contact
 * details as typed (the record trims them), the restaurant's terms as they stand, the seating
 * area asked for if the restaurant has it, and the booking it changes, if any. Null while a
 * date or time is missing.
 */
export const selectBookingRequest = createAppSelector(
  [
    selectDraft,
    (state: RootState) => selectRestaurantById(state, selectDraft(state).restaurantId ?? undefined),
  ],
  (draft, restaurant): BookingRequest | null => {
    const { date, time, partySize, contact, seatingPreference } = draft;
    if (!restaurant || date === null || time === null) return null;
    return {
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      date,
      time,
      partySize,
      customerInfo: { name: contact.name, email: contact.email, phone: contact.phone },
      ...(contact.specialRequests.trim() ? { specialRequests: contact.specialRequests } : {}),
      ...(isOccasion(contact.occasion) ? { occasion: contact.occasion } : {}),
      ...(contact.dietaryNeeds.trim() ? { dietaryNeeds: contact.dietaryNeeds } : {}),
      // The terms shown beside Confirm Booking are the ones agreed to; the record keeps a copy.
      ...(restaurant.terms ? { terms: restaurant.terms } : {}),
      ...(seatingPreference !== null && restaurant.seatingAreas?.includes(seatingPreference)
        ? { seatingPreference }
        : {}),
      ...(draft.changing ? { bookingId: draft.changing.bookingId } : {}),
    };
  },
);
