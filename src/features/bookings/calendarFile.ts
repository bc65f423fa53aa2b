import type { Restaurant } from '@/data/types';
import { deadlineFor, freeCancellationEndsSentence } from '@/features/restaurants/bookingTerms';
import { dayjs, type Dayjs } from '@/lib/dates';
import { atDateAndTimeIn, formatUtcCompact, localTimeZone } from '@/lib/zonedDates';
import { calendarEvent, calendarInstant, calendarTimes, type CalendarBooking } from './calendarLink';
import type { BookingRecord } from './types';

/**
 * The booking as an iCalendar file (RFC 5545) for Apple Calendar, Outlook and the rest: the
 * same event as the Google Calendar link, times in UTC.
 */

/** Identifies the program that wrote the file (RFC 5545 §3.7.3). */
export const ICS_PRODUCT_ID = '-//Tablo//Table booking//EN';
/** The right-hand side of every event UID, so they are unique beyond this site. */
export const ICS_UID_DOMAIN = 'tablo.app';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

const CRLF = '\r\n';
/** Content lines longer than this (in UTF-8 octets, line break aside) are folded (§3.1). */
const MAX_LINE_OCTETS = 75;

// Control characters other than tab are not allowed in a TEXT value (§3.3.11); line breaks are
// escaped before these are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** A TEXT value: `\`, `;`, `,` and line breaks escaped, other control characters dropped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '');

const encoder = new TextEncoder();
const octets = (text: string): number => encoder.encode(text).length;

/**
 * A content line folded so that no line exceeds 75 octets: a CRLF and one space are inserted
 * between characters, never inside a multi-octet UTF-8 sequence or a surrogate pair.
 */
export const foldLine = (line: string): string => {
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const size = octets(character);
    if (currentOctets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // The continuation's leading space counts towards its 75 octets.
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
};

/** How long before the table the first alarm rings. */
export const ALARM_BEFORE_TABLE_HOURS = 2;
/** How long before the deadline of free cancellation its alarm rings. */
export const ALARM_BEFORE_DEADLINE_HOURS = 1;

interface CalendarFileOptions {
  /** The diner's zone, in which the booked date and time are wall-clock time. */
  timeZone?: string;
  /** When the file is written: DTSTAMP when the booking's own creation time can't be read. */
  now?: Dayjs;
}

/** The whole .ics text for one booking, CRLF line endings included. */
export const calendarFile = (
  booking: CalendarBooking & Pick<BookingRecord, 'id' | 'createdAt'>,
  location: Restaurant['location'] | undefined,
  { timeZone = localTimeZone(), now = dayjs() }: CalendarFileOptions = {},
): string => {
  const event = calendarEvent(booking, location, timeZone);
  const { start, end } = calendarTimes(event);
  const created = dayjs(booking.createdAt);
  const property = (name: string, value: string) => foldLine(`${name}:${value}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', ICS_PRODUCT_ID),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    property('UID', escapeText(`${booking.id}@${ICS_UID_DOMAIN}`)),
    property('DTSTAMP', calendarInstant(created) ?? formatUtcCompact(now)),
    property('DTSTART', start),
    property('DTEND', end),
    property('SUMMARY', escapeText(event.title)),
    ...(event.location === undefined ? [] : [property('LOCATION', escapeText(event.location))]),
    property('DESCRIPTION', escapeText(event.details)),
    'STATUS:CONFIRMED',
    ...alarm(`-PT${ALARM_BEFORE_TABLE_HOURS}H`, `${event.title} in ${ALARM_BEFORE_TABLE_HOURS} hours`),
    ...deadlineAlarm(booking, timeZone, now),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
};

/** A display alarm (RFC 5545 §3.6.6) at `trigger`, a duration before the start or a UTC instant. */
const alarm = (trigger: string, description: string): string[] => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  foldLine(trigger.startsWith('-') ? `TRIGGER:${trigger}` : `TRIGGER;VALUE=DATE-TIME:${trigger}`),
  foldLine(`DESCRIPTION:${escapeText(description)}`),
  'END:VALARM',
];

/**
 * An alarm an hour before the deadline of free cancellation, under the booking's own terms, while
 * that deadline is still ahead when the file is written; none without terms or a deadline.
 */
const deadlineAlarm = (booking: CalendarBooking, timeZone: string, now: Dayjs): string[] => {
  const deadline = deadlineFor(booking.terms, booking);
  if (!deadline) return [];
  const deadlineAt = atDateAndTimeIn(deadline.date, deadline.time, timeZone);
  if (!deadlineAt.isValid() || !now.isBefore(deadlineAt)) return [];
  const trigger = calendarInstant(deadlineAt.subtract(ALARM_BEFORE_DEADLINE_HOURS, 'hour'));
  if (trigger === null) return [];
  return alarm(trigger, `${booking.restaurantName}: ${freeCancellationEndsSentence(deadline)}`);
};

/** A safe download name, e.g. `tablo-RB123456.ics`. */
export const calendarFileName = (booking: Pick<BookingRecord, 'confirmationNumber'>): string => {
  const safe = booking.confirmationNumber.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  return `tablo-${safe || 'booking'}.ics`;
};
