import { DATE_FORMAT, parseIsoDate, todayIso, type Dayjs } from '@/lib/dates';

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

/** Whether a `YYYY-MM-DD` date can be booked at `at`. ISO dates order as strings do. */
export const isBookableDate = (date: string, at: Dayjs): boolean => {
  const { first, last } = bookingWindow(at);
  return parseIsoDate(date).isValid() && date >= first && date <= last;
};
