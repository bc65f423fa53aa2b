import type { BookingTerms } from '@/data/catalogueSchema';
import { atDateAndTime, formatShortDate, formatTime12, parseIsoDate, type Dayjs } from '@/lib/dates';

/*
 * A restaurant's booking terms as the diner reads them (docs/product.md#booking-terms-and-the-fit):
 * one standard line for a card, the full terms for its Policies section, the deadline of free
 * cancellation for a booking, and what a party pays as a deposit or a late cancellation. The
 * site takes no payment; it states them. Terms a record leaves out say nothing: null, or none.
 */

export type { BookingTerms };

/** A local wall-clock date and time, as bookings keep them: `YYYY-MM-DD` and `HH:mm`. */
export interface WallDateTime {
  date: string;
  time: string;
}

/** An amount for a party: per guest, for all of it, and in which currency. */
export interface PartyAmount {
  perGuest: number;
  total: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `25`, `USD` → `$25`; `12.5`, `EUR` → `€12.50`: whole amounts without cents. */
export const formatMoney = (amount: number, currency: string): string => {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
};

const depositWords = (fromPartySize: number) =>
  fromPartySize <= 1 ? 'Deposit for every party' : `Deposit for ${fromPartySize}+`;

/**
 * The one short line a card shows, the same words wherever the same terms are named:
 * `Free cancellation until 24 h before`, `Free cancellation` (no fee at all), either followed
 * by ` · Deposit for 7+`. Null when the record states no terms: nothing is claimed.
 */
export const termsLine = (terms: BookingTerms | undefined): string | null => {
  if (!terms) return null;
  const cancellation = terms.cancellation
    ? `Free cancellation until ${terms.cancellation.freeUntilHours} h before`
    : 'Free cancellation';
  return terms.deposit ? `${cancellation} · ${depositWords(terms.deposit.fromPartySize)}` : cancellation;
};

const hoursWords = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The full terms as sentences, for a restaurant's Policies section; none when it states no terms. */
export const termsSentences = (terms: BookingTerms | undefined): string[] => {
  if (!terms) return [];
  const currency = terms.currency ?? '';
  const sentences = terms.cancellation
    ? [
        `Free cancellation until ${hoursWords(terms.cancellation.freeUntilHours)} before your booking.`,
        `After that, or if you do not come, the fee is ${formatMoney(terms.cancellation.feePerGuest, currency)} per guest.`,
      ]
    : ['Free cancellation at any time, and no fee if you do not come.'];
  if (terms.deposit) {
    const { fromPartySize, perGuest } = terms.deposit;
    const party = fromPartySize <= 1 ? 'Every party' : `A party of ${fromPartySize} or more`;
    sentences.push(`${party} leaves a deposit of ${formatMoney(perGuest, currency)} per guest.`);
  }
  return sentences;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The wall-clock date and time `hours` before a booking's: 24 hours before Sunday 7:00 PM is
 * Saturday 7:00 PM, a clock change between them or not, and whatever zone the code runs in.
 * Null for a date or time that is not one.
 */
export const freeCancellationDeadline = (date: string, time: string, hours: number): WallDateTime | null => {
  if (!atDateAndTime(date, time).isValid() || !Number.isFinite(hours)) return null;
  const day = parseIsoDate(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  // Counted in UTC, which has no clock changes, then read back as the same wall clock.
  const shifted = new Date(
    Date.UTC(day.year(), day.month(), day.date(), hour, minute) - Math.round(hours * 60) * 60_000,
  );
  const year = shifted.getUTCFullYear();
  return {
    date: `${pad(year, 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
};

/** The deadline of free cancellation for a booking under `terms`; null when cancelling is always free. */
export const deadlineFor = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string },
): WallDateTime | null =>
  terms?.cancellation
    ? freeCancellationDeadline(booking.date, booking.time, terms.cancellation.freeUntilHours)
    : null;

/** `{ 2027-06-09, 19:00 }` → `Wed, Jun 9, 7:00 PM`. */
export const formatDeadline = ({ date, time }: WallDateTime): string =>
  `${formatShortDate(date)}, ${formatTime12(time)}`;

/** The deposit a party of `partySize` leaves under `terms`; null when none applies to it. */
export const depositFor = (terms: BookingTerms | undefined, partySize: number): PartyAmount | null => {
  const deposit = terms?.deposit;
  if (!deposit || !terms.currency || partySize < deposit.fromPartySize) return null;
  return { perGuest: deposit.perGuest, total: deposit.perGuest * partySize, currency: terms.currency };
};

/**
 * What cancelling (or not coming) costs at the instant `at`: the fee for the party once the
 * deadline has come (free strictly before it), null while it is free or when there is no fee.
 * The booking's wall time is read in the visitor's zone, as every booking time in the app is.
 */
export const feeAt = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string; partySize: number },
  at: Dayjs,
): PartyAmount | null => {
  const deadline = deadlineFor(terms, booking);
  if (!deadline || !terms?.cancellation || !terms.currency) return null;
  if (at.isBefore(atDateAndTime(deadline.date, deadline.time))) return null;
  const perGuest = terms.cancellation.feePerGuest;
  return { perGuest, total: perGuest * booking.partySize, currency: terms.currency };
};

/** Whether the deadline of free cancellation has passed at `at` (false when there is none). */
export const isDeadlinePassed = (deadline: WallDateTime | null, at: Dayjs): boolean =>
  deadline !== null && !at.isBefore(atDateAndTime(deadline.date, deadline.time));

/** `Free cancellation until Wed, Jun 9, 7:00 PM`: the deadline named, for a calendar or a booking. */
export const freeUntilText = (deadline: WallDateTime): string =>
  `Free cancellation until ${formatDeadline(deadline)}`;

const guestsWords = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

/**
 * Where free cancellation stands for a booking at `at`: `Free cancellation until Wed, Jun 9,
 * 7:00 PM`, `Free cancellation ended Wed, Jun 9, 7:00 PM`, or `Free cancellation at any time`
 * under terms with no window. Null when there are no terms: no deadline is ever invented.
 */
export const deadlineSentence = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string },
  at: Dayjs,
): string | null => {
  if (!terms) return null;
  if (!terms.cancellation) return 'Free cancellation at any time';
  const deadline = deadlineFor(terms, booking);
  if (!deadline) return null;
  return isDeadlinePassed(deadline, at)
    ? `Free cancellation ended ${formatDeadline(deadline)}`
    : freeUntilText(deadline);
};

/**
 * The terms for one party, date and time, as the details step states them beside Confirm
 * Booking: the deadline, the fee after it for this party, and the deposit when one applies to
 * it, with its total. None when the restaurant states no terms.
 */
export const partyTermsSentences = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string; partySize: number },
  at: Dayjs,
): string[] => {
  const deadline = deadlineSentence(terms, booking, at);
  if (!terms || deadline === null) return [];
  const currency = terms.currency ?? '';
  const { partySize } = booking;
  const sentences = [`${deadline}.`];
  if (terms.cancellation) {
    const { feePerGuest } = terms.cancellation;
    sentences.push(
      `After that, or if you do not come, the fee is ${formatMoney(feePerGuest, currency)} per guest: ` +
        `${formatMoney(feePerGuest * partySize, currency)} for ${guestsWords(partySize)}.`,
    );
  } else {
    sentences.push('No fee if you do not come.');
  }
  const deposit = depositFor(terms, partySize);
  if (deposit) {
    sentences.push(
      `A deposit of ${formatMoney(deposit.perGuest, deposit.currency)} per guest applies to a party of ` +
        `${partySize}: ${formatMoney(deposit.total, deposit.currency)} in all.`,
    );
  }
  return sentences;
};

/** What confirming means under stated terms. */
export const TERMS_AGREEMENT = 'By confirming, you agree to these terms. Tablo takes no payment.';

/**
 * What an upcoming booking says of cancelling at `at`, from the terms it was booked under: its
 * deadline while ahead, that it has ended and the party's fee once passed, or that cancelling is
 * always free. Null for a booking without terms: no deadline is ever invented for it.
 */
export const bookingTermsNote = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string; partySize: number },
  at: Dayjs,
): string | null => {
  const note = deadlineSentence(terms, booking, at);
  const fee = note === null ? null : feeAt(terms, booking, at);
  return fee ? `${note}; a fee of ${formatMoney(fee.total, fee.currency)} applies if you cancel` : note;
};

/**
 * The cancel dialog's word on cost at `at`: the party's fee once the deadline has come, else that
 * cancelling is free. Null for a booking without terms, which says nothing either way.
 */
export const cancelNowSentence = (
  terms: BookingTerms | undefined,
  booking: { date: string; time: string; partySize: number },
  at: Dayjs,
): string | null => {
  if (!terms) return null;
  const fee = feeAt(terms, booking, at);
  if (!fee) return 'Cancelling now is free.';
  const each = booking.partySize > 1 ? ` (${formatMoney(fee.perGuest, fee.currency)} per guest)` : '';
  return `Free cancellation has ended: cancelling now costs a fee of ${formatMoney(fee.total, fee.currency)}${each}.`;
};

/** A reminder's sentence: `Free cancellation ends Wed, Jun 9, 7:00 PM.` */
export const freeCancellationEndsSentence = (deadline: WallDateTime): string =>
  `Free cancellation ends ${formatDeadline(deadline)}.`;
