import { nanoid } from '@reduxjs/toolkit';
import { atDateAndTime, dayjs } from '@/lib/dates';
import { changeStamp } from './bookingsFormat';
import type { BookingTerms } from '@/data/catalogueSchema';
import type { BookingRecord, BookingRequest } from './types';

/**
 * A booking's id: records from several tabs are merged by it, so it must never repeat.
 * `crypto.randomUUID` draws from the platform's secure source; RTK's nanoid (Math.random)
 * only stands in where it is missing (pages not served over HTTPS or from localhost).
 */
export const makeBookingId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : nanoid();

/** How long a booked table is held: the calendar event's length, and when a booking is past. */
export const TABLE_HOURS = 2;

const CONFIRMATION_DIGITS = 6;

/** `RB` and six digits from a random source in [0, 1). */
export const makeConfirmationNumber = (random: () => number): string => {
  const digits = Math.floor(random() * 10 ** CONFIRMATION_DIGITS) % 10 ** CONFIRMATION_DIGITS;
  return `RB${String(digits).padStart(CONFIRMATION_DIGITS, '0')}`;
};

/** A copy of terms that shares nothing with the catalogue's record they came from. */
const copyTerms = ({ cancellation, deposit, ...rest }: BookingTerms): BookingTerms => ({
  ...rest,
  ...(cancellation ? { cancellation: { ...cancellation } } : {}),
  ...(deposit ? { deposit: { ...deposit } } : {}),
});

/**
 * The stored record for a confirmed request: contact details trimmed, empty requests left out,
 * and a copy of the terms agreed to, which a later catalogue change does not rewrite.
 */
export const createBookingRecord = (
  request: BookingRequest,
  made: { id: string; confirmationNumber: string; createdAt: string },
): BookingRecord => {
  const specialRequests = request.specialRequests?.trim();
  const dietaryNeeds = request.dietaryNeeds?.trim();
  return {
    id: made.id,
    restaurantId: request.restaurantId,
    restaurantName: request.restaurantName,
    date: request.date,
    time: request.time,
    partySize: request.partySize,
    customerInfo: {
      name: request.customerInfo.name.trim(),
      email: request.customerInfo.email.trim(),
      phone: request.customerInfo.phone.trim(),
    },
    ...(specialRequests ? { specialRequests } : {}),
    ...(request.occasion ? { occasion: request.occasion } : {}),
    ...(dietaryNeeds ? { dietaryNeeds } : {}),
    ...(request.terms ? { terms: copyTerms(request.terms) } : {}),
    ...(request.seatingPreference ? { seatingPreference: request.seatingPreference } : {}),
    status: 'confirmed',
    confirmationNumber: made.confirmationNumber,
    createdAt: made.createdAt,
  };
};

/**
 * Whether the diner can still cancel or change a booking at `at` (ISO): it is confirmed and its
 * table is still ahead. Past bookings, and tables already begun, stay as they are.
 */
export const isChangeable = (record: BookingRecord, at: string): boolean =>
  record.status === 'confirmed' && atDateAndTime(record.date, record.time).isAfter(dayjs(at));

/**
 * The record of `existing` changed at `at` to what the diner now asks for; same id and
 * confirmation number, and a change time always later than the record's last change.
 */
export const changeBookingRecord = (
  existing: BookingRecord,
  request: BookingRequest,
  at: string,
): BookingRecord => {
  const { bookingId: _bookingId, ...asked } = request;
  const changed = createBookingRecord(asked, existing);
  return { ...changed, createdAt: existing.createdAt, updatedAt: changeStamp(existing, at) };
};
