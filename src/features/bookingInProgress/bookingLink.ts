import type { AppDispatch, RootState } from '@/app/store';
import { slotsFromDraws } from '@/features/availability/availabilitySelectors';
import { selectSlotDraws, slotsDrawn } from '@/features/availability/availabilitySlice';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { slotKey } from '@/features/availability/slotDraws';
import { dayjs, now } from '@/lib/dates';
import type { BookingChoice } from './bookingDraft';
import { bookingChangeStarted, bookingStarted } from './draftActions';
import { isBookableDate } from './bookingWindow';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';

export const BOOKING_LINK_PARAMS = {
  partySize: 'party',
  date: 'date',
  time: 'time',
  /** The id of the booking the page changes: Change in My Bookings opens `/book/1?change=<id>`. */
  change: 'change',
} as const;

/**
 * The choice a booking link's query carries, as of `at`: a party of 1 to 10, a date in the
 * booking window, a slot time. Anything else is ignored, never an error.
 */
export const parseBookingChoice = (search: string, at: string): BookingChoice => {
  const params = new URLSearchParams(search);
  const party = params.get(BOOKING_LINK_PARAMS.partySize) ?? '';
  const date = params.get(BOOKING_LINK_PARAMS.date) ?? '';
  const time = params.get(BOOKING_LINK_PARAMS.time) ?? '';
  const partySize = /^\d{1,2}$/.test(party) ? Number(party) : NaN;
  const choice: BookingChoice = {};
  if (partySize >= MIN_PARTY_SIZE && partySize <= MAX_PARTY_SIZE) choice.partySize = partySize;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && isBookableDate(date, dayjs(at))) choice.date = date;
  if (choice.date !== undefined && SLOT_TIMES.includes(time)) choice.time = time;
  return choice;
};

/** The query of a link that opens the booking page with a choice made (`?party=…`), or ''. */
export const toBookingSearch = ({ partySize, date, time }: BookingChoice): string => {
  const params = new URLSearchParams();
  if (partySize !== undefined) params.set(BOOKING_LINK_PARAMS.partySize, String(partySize));
  if (date !== undefined) params.set(BOOKING_LINK_PARAMS.date, date);
  if (time !== undefined) params.set(BOOKING_LINK_PARAMS.time, time);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/** Longest booking id a change link is read for; the site's are 36 characters. */
const MAX_ID_LENGTH = 100;

/** The id of the booking a link's query asks to change (`?change=<id>`), or null for a new booking. */
export const parseChangeId = (search: string): string | null => {
  const id = new URLSearchParams(search).get(BOOKING_LINK_PARAMS.change);
  return id !== null && id !== '' && id.length <= MAX_ID_LENGTH ? id : null;
};

/**
 * The query of the link that changes a booking. The change is in the URL rather than only in
 * the store, so that Book a Table (no query) always starts a new booking and a reload resumes it.
 */
export const toChangeSearch = (bookingId: string): string =>
  `?${new URLSearchParams({ [BOOKING_LINK_PARAMS.change]: bookingId }).toString()}`;

/**
 * The booking page opened for a restaurant, from a link that may carry a choice or a change. A free time
 * opens straight at the details step; a taken one at the times, with party and date set. The
 * draws behind that answer are the visit's, the same the times were offered from.
 */
export const bookingPageOpened =
  (restaurantId: string, search: string, at = now()) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const changeId = parseChangeId(search);
    if (changeId !== null) {
      dispatch(bookingChangeStarted({ bookingId: changeId, restaurantId }, at));
      return;
    }
    const choice = parseBookingChoice(search, at.toISOString());
    if (choice.date === undefined) {
      dispatch(bookingStarted({ restaurantId, choice }));
      return;
    }
    const partySize = choice.partySize ?? getState().bookings.draft.partySize;
    const key = slotKey({ restaurantId, date: choice.date, partySize });
    if (selectSlotDraws(getState(), key) === undefined) dispatch(slotsDrawn([key]));
    const slots = slotsFromDraws(selectSlotDraws(getState(), key), choice.date, partySize, at.toISOString());
    const isTimeFree = slots.some((slot) => slot.time === choice.time && slot.available);
    dispatch(bookingStarted({ restaurantId, choice, isTimeFree }));
  };
