import { SEATING_AREAS, type SeatingArea } from '@/data/catalogueValues';
import { DEFAULT_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';

/** The steps of the booking flow, in order (docs/product.md#booking-flow). */
export const BOOKING_STEPS = ['datetime', 'details', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** What the diner types on the details step, untrimmed as typed. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  specialRequests: string;
  /** One of OCCASIONS' values, or '' for none. */
  occasion: string;
  dietaryNeeds: string;
}
export type ContactField = keyof ContactDetails;

/**
 * The booking in progress on `/book/:id`: the choices of the date & time step, the contact
 * details being typed and the step shown. The step lives in the store beside the choices it
 * depends on rather than in the URL (docs/decisions.md): leaving the page and coming back to
 * the same restaurant resumes where the diner was.
 */
export interface BookingDraft {
  /** The restaurant being booked. */
  restaurantId: string | null;
  step: BookingStep;
  /** `YYYY-MM-DD`, or null before the diner picks a date. */
  date: string | null;
  partySize: number;
  /** `HH:mm` of the chosen slot. */
  time: string | null;
  /** Kept so that going back to the date & time step and returning loses nothing typed. */
  contact: ContactDetails;
  /** The seating area asked for, a request and not a promise; null for no preference. */
  seatingPreference: SeatingArea | null;
  /** A chosen time that passed before it was booked (`HH:mm`), for the diner's message. */
  expiredTime: string | null;
  /** The booking the confirmation step shows. */
  confirmedBookingId: string | null;
  /** When the diner is changing a booking: which, and the table it holds (free to them). */
  changing: { bookingId: string; date: string; time: string } | null;
}

export const emptyContact: ContactDetails = {
  name: '',
  phone: '',
  email: '',
  specialRequests: '',
  occasion: '',
  dietaryNeeds: '',
};

export const newDraft = (restaurantId: string | null = null): BookingDraft => ({
  restaurantId,
  step: 'datetime',
  date: null,
  partySize: DEFAULT_PARTY_SIZE,
  time: null,
  contact: emptyContact,
  seatingPreference: null,
  expiredTime: null,
  confirmedBookingId: null,
  changing: null,
});

/** Continue needs a date, a time and a party (docs/product.md#validation). */
export const canContinue = (draft: BookingDraft): boolean =>
  draft.date !== null && draft.time !== null && draft.partySize >= MIN_PARTY_SIZE;

/** A table choice a link to the booking page carries: `/book/2?party=4&date=2027-06-10&time=19:15`. */
export interface BookingChoice {
  partySize?: number;
  /** `YYYY-MM-DD`. */
  date?: string;
  /** `HH:mm`, one of the evening's slot times. */
  time?: string;
}

export const isSeatingArea = (value: unknown): value is SeatingArea =>
  SEATING_AREAS.some((area) => area === value);
