import { parseIsoDate, parseTime } from '@/lib/dates';
import {
  BOOKING_STEPS,
  canContinue,
  isSeatingArea,
  newDraft,
  type BookingDraft,
  type BookingStep,
  type ContactDetails,
} from './bookingDraft';
import { CONTACT_MAX_LENGTH } from './contactValidation';
import { isOccasion } from '@/features/bookings/occasion';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';

/**
 * The booking in progress as text, kept in this tab's sessionStorage across a reload the site
 * makes itself (src/lib/chunkRecovery.ts), and read back by the build that loads next, which
 * may be a newer one: a field it does not find takes its fresh value, one it does not know is
 * left out. Anything else that is not exactly what a draft can hold is dropped whole, so text
 * edited by hand or by a script never reaches the store.
 */
export const DRAFT_CARRY_OVER_KEY = 'bookings.draftInProgress';

export interface CarriedDraft {
  draft: BookingDraft;
  /** The draws behind the times offered to it (the availability slice's), so they stay the same. */
  draws: number[] | null;
}

export const serializeCarriedDraft = (carried: CarriedDraft): string => JSON.stringify(carried);

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Longest id kept; the site's are a few characters. */
const MAX_ID_LENGTH = 100;
/** More draws than any evening has slots. */
const MAX_DRAWS = 100;

const isId = (value: unknown): value is string =>
  isString(value) && value !== '' && value.length <= MAX_ID_LENGTH;
const isDate = (value: unknown): value is string => isString(value) && parseIsoDate(value).isValid();
const isTime = (value: unknown): value is string =>
  isString(value) && /^\d\d:\d\d$/.test(value) && parseTime(value).isValid();
const isStep = (value: unknown): value is BookingStep => BOOKING_STEPS.some((step) => step === value);
const isPartySize = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_PARTY_SIZE && (value as number) <= MAX_PARTY_SIZE;
const orNull =
  <T>(is: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || is(value);

/** `source[key]` when it passes `is`; `fallback` when absent; `undefined` when invalid. */
const field = <T>(
  source: Record<string, unknown>,
  key: string,
  is: (value: unknown) => value is T,
  fallback: T,
) => {
  if (!Object.hasOwn(source, key)) return fallback;
  const value = source[key];
  return is(value) ? value : undefined;
};

/** Each field read, or `undefined` where it was invalid: the compiler asks for every field. */
type Read<T> = { [K in keyof T]: T[K] | undefined };
const isComplete = <T extends object>(read: Read<T>): read is T => !Object.values(read).includes(undefined);

const parseContact = (value: unknown): ContactDetails | undefined => {
  if (!isObject(value)) return undefined;
  const contact = { ...newDraft().contact };
  for (const key of Object.keys(contact) as (keyof ContactDetails)[]) {
    const text = field(value, key, isString, contact[key]);
    if (text === undefined || text.length > CONTACT_MAX_LENGTH[key]) return undefined;
    if (key === 'occasion' && text !== '' && !isOccasion(text)) return undefined;
    contact[key] = text;
  }
  return contact;
};

const parseChanging = (value: unknown): BookingDraft['changing'] | undefined => {
  if (value === null) return null;
  if (!isObject(value) || !isId(value.bookingId) || !isDate(value.date) || !isTime(value.time))
    return undefined;
  return { bookingId: value.bookingId, date: value.date, time: value.time };
};

const parseDraws = (value: unknown): number[] | null | undefined => {
  if (value === null || value === undefined) return null;
  const isDraw = (draw: unknown) => typeof draw === 'number' && draw >= 0 && draw < 1;
  return Array.isArray(value) && value.length <= MAX_DRAWS && value.every(isDraw)
    ? [...(value as number[])]
    : undefined;
};

/** Whether the step could have been reached with these choices. */
const isConsistent = (draft: BookingDraft): boolean =>
  (draft.time === null || draft.date !== null) &&
  (draft.step !== 'details' || canContinue(draft)) &&
  (draft.step !== 'confirmation' || draft.confirmedBookingId !== null);

/** The carried-over booking in progress, rebuilt field by field; null unless every part is valid. */
export const parseCarriedDraft = (text: string | null): CarriedDraft | null => {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.draft) || !isId(parsed.draft.restaurantId)) return null;
  const source = parsed.draft;
  const fresh = newDraft(parsed.draft.restaurantId);
  const draft: Read<BookingDraft> = {
    restaurantId: fresh.restaurantId,
    step: field(source, 'step', isStep, fresh.step),
    date: field(source, 'date', orNull(isDate), fresh.date),
    partySize: field(source, 'partySize', isPartySize, fresh.partySize),
    time: field(source, 'time', orNull(isTime), fresh.time),
    contact: Object.hasOwn(source, 'contact') ? parseContact(source.contact) : fresh.contact,
    seatingPreference: field(source, 'seatingPreference', orNull(isSeatingArea), fresh.seatingPreference),
    expiredTime: field(source, 'expiredTime', orNull(isTime), fresh.expiredTime),
    confirmedBookingId: field(source, 'confirmedBookingId', orNull(isId), fresh.confirmedBookingId),
    changing: Object.hasOwn(source, 'changing') ? parseChanging(source.changing) : fresh.changing,
  };
  const draws = parseDraws(parsed.draws);
  if (!isComplete(draft) || draws === undefined || !isConsistent(draft)) return null;
  return { draft, draws };
};
