import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';

/** Whom to call for a party larger than one table booking takes; the phone number follows it. */
export const largePartyLead = (restaurantName: string): string =>
  `For a party of more than ${MAX_PARTY_SIZE}, call ${restaurantName} at`;
