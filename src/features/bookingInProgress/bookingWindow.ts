import { DATE_FORMAT, dayjs, parseIsoDate, todayIso, type Dayjs } from '@/lib/dates';

/** Tables can be booked from today through this many days ahead (docs/product.md#booking-window). */
export const BOOKING_WINDOW_DAYS = 60;

export interface BookingWindow {
  /** Today, `YYYY-MM-DD`. */
  first: string;
  /** Today + 60 days, `YYYY-MM-DD`. */
  last: string;
}

/** The bookable dates as seen at `at`, the visitor's local "now". */
export const bookingWindow = (at: Dayjs): BookingWindow => ({
  first: todayIso(at),
  last: at.add(BOOKING_WINDOW_DAYS, 'day').format(DATE_FORMAT),
});

let lastWindow: { at: string; window: BookingWindow } | undefined;

/**
 * The same for `at` as a string (a selector's minute, `YYYY-MM-DDTHH:mm`), worked out once per
 * string: every card of the home list asks for it on every store change, and parsing and
 * formatting it with dayjs each time was a good part of a filter tick at night.
 */
export const bookingWindowAt = (at: string): BookingWindow => {
  if (lastWindow?.at !== at) lastWindow = { at, window: bookingWindow(dayjs(at)) };
  return lastWindow.window;
};

/** Whether a `YYYY-MM-DD` date can be booked at `at`. ISO dates order as strings do. */
export const isBookableDate = (date: string, at: Dayjs): boolean => {
  const { first, last } = bookingWindow(at);
  return parseIsoDate(date).isValid() && date >= first && date <= last;
};
