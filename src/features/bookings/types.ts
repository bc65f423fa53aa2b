import type { BookingTerms } from '@/data/catalogueSchema';
import type { SeatingArea } from '@/data/catalogueValues';
import type { Occasion } from './occasion';

/** A diner's stored booking (docs/product.md#booking-record). This exact shape is what `localStorage.bookings` holds. */
export interface BookingRecord {
  id: string;
  restaurantId: string;
  restaurantName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
  partySize: number;
  customerInfo: { name: string; email: string; phone: string };
  specialRequests?: string;
  /** What the table is for, when the diner said (format version 3). */
  occasion?: Occasion;
  /** Dietary needs or allergies, as the diner wrote them (format version 3). */
  dietaryNeeds?: string;
  /**
   * The restaurant's booking terms the diner agreed to on confirming, copied: a later catalogue
   * change never rewrites them. Absent on a booking made before terms existed (format version 4).
   */
  terms?: BookingTerms;
  /** The seating area the diner asked for, a request and not a promise; absent for none (version 4). */
  seatingPreference?: SeatingArea;
  /** New bookings are `confirmed`; a diner can cancel an upcoming one (format version 2). */
  status: BookingStatus;
  /** `RB` followed by six digits. */
  confirmationNumber: string;
  /** ISO timestamp. */
  createdAt: string;
  /** ISO timestamp of the last change of date, time, party or contact details (version 2). */
  updatedAt?: string;
  /** ISO timestamp of the cancellation; present exactly when the status is `cancelled` (version 2). */
  cancelledAt?: string;
}

export type BookingStatus = 'confirmed' | 'cancelled';

/**
 * What the diner asks for; the rest of the record is made when the booking is confirmed.
 * With `bookingId`, it changes that booking instead of making a new one.
 */
export type BookingRequest = Omit<
  BookingRecord,
  'id' | 'status' | 'confirmationNumber' | 'createdAt' | 'updatedAt' | 'cancelledAt'
> & { bookingId?: string };

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
