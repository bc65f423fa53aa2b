import { parseIsoDate, type Dayjs } from '@/lib/dates';

/** A bookable time on a date. */
export interface TimeSlot {
  /** `HH:mm`, 24-hour. */
  time: string;
  available: boolean;
  maxPartySize: number;
}

/**
 * The slot rules (docs/product.md#availability). Every restaurant serves the same evening: a slot every 15 minutes
 * from 17:00 to 22:00 inclusive, 21 in all.
 */
export const FIRST_SLOT_MINUTES = 17 * 60;
export const LAST_SLOT_MINUTES = 22 * 60;
export const SLOT_INTERVAL_MINUTES = 15;

/** Tables seat 8 by default, 6 in the busy 18:00-19:59 stretch, 10 from 21:00. */
export const DEFAULT_MAX_PARTY_SIZE = 8;
export const PEAK_MAX_PARTY_SIZE = 6;
export const LATE_MAX_PARTY_SIZE = 10;

/** Chance a slot is free, by hour of the evening. */
const BASE_PROBABILITY_BY_HOUR: Readonly<Record<number, number>> = {
  17: 0.8,
  18: 0.6,
  19: 0.7,
  // The spec leaves 20:xx open; it is as busy as 19:xx.
  20: 0.7,
};
/** From 21:00 on. */
export const LATE_PROBABILITY = 0.9;
/** Friday and Saturday evenings are busier. */
export const WEEKEND_FACTOR = 0.8;
const WEEKEND_DAYS: ReadonlySet<number> = new Set([5, 6]);
/** Parties larger than this are harder to seat. */
export const LARGE_PARTY_THRESHOLD = 6;
export const LARGE_PARTY_FACTOR = 0.5;

const pad = (value: number) => String(value).padStart(2, '0');
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const hourOf = (time: string) => Number(time.slice(0, 2));

/** Every slot time of an evening, `HH:mm`, in order. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_INTERVAL_MINUTES + 1 },
  (_, index) => toTime(FIRST_SLOT_MINUTES + index * SLOT_INTERVAL_MINUTES),
);

/** The largest party a slot can seat. */
export const maxPartySizeAt = (time: string): number => {
  const hour = hourOf(time);
  if (hour >= 21) return LATE_MAX_PARTY_SIZE;
  if (hour === 18 || hour === 19) return PEAK_MAX_PARTY_SIZE;
  return DEFAULT_MAX_PARTY_SIZE;
};

const probabilityFor = (hour: number, isWeekend: boolean, partySize: number): number => {
  const base = hour >= 21 ? LATE_PROBABILITY : (BASE_PROBABILITY_BY_HOUR[hour] ?? 0);
  return (
    base * (isWeekend ? WEEKEND_FACTOR : 1) * (partySize > LARGE_PARTY_THRESHOLD ? LARGE_PARTY_FACTOR : 1)
  );
};

/** The chance that a slot on `date` (`YYYY-MM-DD`) is free for a party of `partySize`. */
export const availabilityProbability = (time: string, date: string, partySize: number): number =>
  probabilityFor(hourOf(time), WEEKEND_DAYS.has(parseIsoDate(date).day()), partySize);

export interface SlotRequest {
  /** `YYYY-MM-DD`, the visitor's local calendar day. */
  date: string;
  partySize: number;
  /** The visitor's current instant; on today's date, slots at or before it are not offered. */
  now: Dayjs;
  /**
   * Uniform draws in [0, 1). Called exactly once per slot of the evening, in time order, even
   * for slots that are not offered, so the n-th draw always decides the n-th slot.
   */
  random: () => number;
}

/** The slots offered on a date for a party: a pure function of its request. */
export const generateSlots = ({ date, partySize, now, random }: SlotRequest): TimeSlot[] => {
  const day = parseIsoDate(date);
  if (!day.isValid()) return [];
  const isWeekend = WEEKEND_DAYS.has(day.day());
  // Wall-clock times compared as text (`YYYY-MM-DDTHH:mm`), so a daylight-saving change that
  // night moves nothing, and no date is built per slot: every card on the home list runs this.
  const nowKey = now.format('YYYY-MM-DDTHH:mm');
  return SLOT_TIMES.flatMap((time) => {
    const draw = random();
    if (`${date}T${time}` <= nowKey) return [];
    const maxPartySize = maxPartySizeAt(time);
    const available = partySize <= maxPartySize && draw < probabilityFor(hourOf(time), isWeekend, partySize);
    return [{ time, available, maxPartySize }];
  });
};
