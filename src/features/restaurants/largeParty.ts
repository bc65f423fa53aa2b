import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';

/**
 * The words before the restaurant's phone number, for a party larger than one table booking
 * takes (docs/product.md#booking-terms-and-the-fit): callers put the number, as a `tel:` link,
 * right after them. One place, so the detail page and the booking step say the same.
 */
export const largePartyLead = (restaurantName: string): string =>
  `For a party of more than ${MAX_PARTY_SIZE}, call ${restaurantName} at`;
