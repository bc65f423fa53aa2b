import { toBookingSearch } from '@/features/bookingInProgress/bookingLink';
import { bookingPath } from '@/lib/routes';
import type { WatchMatch } from './watchTypes';

/** The key of a match, the same at every check of a visit: what Dismiss remembers. */
export const matchKey = ({ watchId, restaurantId, date, time, partySize }: WatchMatch): string =>
  `${watchId}|${restaurantId}|${date}|${time}|${partySize}`;

/**
 * Book it: the booking page with the match's party, date and time chosen. Its time is free in
 * this visit's draws, so the page opens at the details step (bookingPageOpened).
 */
export const watchBookingLink = ({ restaurantId, date, time, partySize }: WatchMatch): string =>
  `${bookingPath(restaurantId)}${toBookingSearch({ partySize, date, time })}`;
