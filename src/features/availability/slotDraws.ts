import { SLOT_TIMES } from './generateSlots';

/**
 * Availability is drawn at random (docs/product.md#availability), once per restaurant, date and
 * party size for the whole visit, and kept: every place that shows times for them — the booking
 * page, and any other — shows the same ones, however often the diner goes back and forth.
 */
export interface SlotRequestKey {
  restaurantId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  partySize: number;
}

/** The key of a set of draws in the availability slice. */
export const slotKey = ({ restaurantId, date, partySize }: SlotRequestKey): string =>
  `${restaurantId}|${date}|${partySize}`;

/** One uniform draw in [0, 1) per slot of the evening, in time order. */
export const drawEvening = (random: () => number): number[] => SLOT_TIMES.map(() => random());
