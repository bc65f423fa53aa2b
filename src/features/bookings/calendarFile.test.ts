import ICAL from 'ical.js';
import { dayjs } from '@/lib/dates';
import { makeBookingRecord } from '@/testing/fixtures';
import { calendarFile, calendarFileName, escapeText, foldLine, ICS_PRODUCT_ID } from './calendarFile';
import { googleCalendarUrl } from './calendarLink';

const location = { address: '418 Mulberry Lane', city: 'Riverton', coordinates: { lat: 0, lng: 0 } };
const booking = makeBookingRecord({
  id: '3f1c9a52-7e0b-4a8e-9d59-2b1f0c6d8e11',
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  confirmationNumber: 'RB123456',
  createdAt: '2026-11-22T10:00:00.000Z',
});

/** Parses the file with ical.js, as a calendar app would, and returns its one event. */
const parseEvent = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]), vevent: events[0]! };
};

const utcOf = (time: ICAL.Time) => {
  expect(time.zone?.tzid).toBe('UTC');
  return time.toJSDate().toISOString();
};

describe('calendarFile', () => {
  it('is a calendar with one event a calendar app reads back exactly', () => {
    const text = calendarFile(booking, location, { timeZone: 'UTC' });
    const { calendar, event, vevent } = parseEvent(text);

    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(ICS_PRODUCT_ID);
    expect(event.uid).toBe('3f1c9a52-7e0b-4a8e-9d59-2b1f0c6d8e11@tablo.app');
    expect(event.summary).toBe('Dinner at Trattoria Aurora');
    expect(event.location).toBe('418 Mulberry Lane, Riverton');
    expect(event.description).toBe('Reservation for 4 guests. Confirmation number: RB123456');
    expect(utcOf(event.startDate)).toBe('2026-12-04T19:15:00.000Z');
    expect(utcOf(event.endDate)).toBe('2026-12-04T21:15:00.000Z');
    expect(utcOf(vevent.getFirstPropertyValue('dtstamp') as ICAL.Time)).toBe('2026-11-22T10:00:00.000Z');
  });

  it('describes the occasion and dietary needs, escaped, and a calendar app reads them back', () => {
    const text = calendarFile(
      { ...booking, occasion: 'anniversary', dietaryNeeds: 'Nut allergy, severe; <b>no</b> sesame' },
      location,
      { timeZone: 'UTC' },
    );
    expect(text.replace(/\r\n /g, '')).toContain(
      'Occasion: Anniversary\\nDietary needs or allergies: Nut allergy\\, severe\\;',
    );
    expect(parseEvent(text).event.description).toBe(
      'Reservation for 4 guests. Confirmation number: RB123456\nOccasion: Anniversary\nDietary needs or allergies: Nut allergy, severe; <b>no</b> sesame',
    );
  });

  it('places the booked wall time in the diner zone, in UTC, like the Google Calendar link', () => {
    // 9:30 PM in New York in December is 02:30 UTC the next day.
    const late = { ...booking, time: '21:30' };
    const { event } = parseEvent(calendarFile(late, location, { timeZone: 'America/New_York' }));
    expect(utcOf(event.startDate)).toBe('2026-12-05T02:30:00.000Z');
    expect(utcOf(event.endDate)).toBe('2026-12-05T04:30:00.000Z');
    const dates = new URL(googleCalendarUrl(late, location, 'America/New_York')).searchParams.get('dates');
    expect(dates).toBe('20261205T023000Z/20261205T043000Z');
  });

  it('has the required lines, CRLF line endings, and the times in UTC form', () => {
    const text = calendarFile(booking, location, { timeZone: 'UTC' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20261204T191500Z',
        'DTEND:20261204T211500Z',
        'SUMMARY:Dinner at Trattoria Aurora',
        'LOCATION:418 Mulberry Lane\\, Riverton',
        'END:VEVENT',
      ]),
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes backslashes, semicolons, commas and line breaks, and reads them back', () => {
    const name = 'Fish; Chips, & "Co" \\ Bar\nSecond line\r\nThird\rFourth';
    const tricky = { ...booking, restaurantName: name, confirmationNumber: 'RB1;2,3\\4' };
    const place = { ...location, address: '5 Rue #3; Bât. B, 2e étage', city: 'Saint-Denis\nFrance' };
    const text = calendarFile(tricky, place, { timeZone: 'UTC' });
    expect(text).toContain(
      'SUMMARY:Dinner at Fish\\; Chips\\, & "Co" \\\\ Bar\\nSecond line\\nThird\\nFourth',
    );
    const { event } = parseEvent(text);
    expect(event.summary).toBe('Dinner at Fish; Chips, & "Co" \\ Bar\nSecond line\nThird\nFourth');
    expect(event.location).toBe('5 Rue #3; Bât. B, 2e étage, Saint-Denis\nFrance');
    expect(event.description).toBe('Reservation for 4 guests. Confirmation number: RB1;2,3\\4');
  });

  it('drops control characters that have no place in a calendar text', () => {
    const text = calendarFile(
      { ...booking, restaurantName: 'Bell\u0007 \u0000Bistro\u001b\u007f' },
      location,
      { timeZone: 'UTC' },
    );
    expect(parseEvent(text).event.summary).toBe('Dinner at Bell Bistro');
  });

  it('folds long lines at 75 octets without splitting a character, and they unfold exactly', () => {
    const name = `La Brasserie du Château — ${'crème brûlée, '.repeat(8)}🍷🥂 et 東京`;
    const text = calendarFile({ ...booking, restaurantName: name }, location, { timeZone: 'UTC' });
    const lines = text.split('\r\n').slice(0, -1);
    const encoder = new TextEncoder();
    for (const line of lines) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
    }
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[summary + 1]).toMatch(/^ /);
    expect(parseEvent(text).event.summary).toBe(`Dinner at ${name}`);
  });

  it('never writes a malformed DTSTART: a time past year 9999 in UTC is refused, a far stamp replaced', () => {
    const lastEvening = makeBookingRecord({ date: '9999-12-31', time: '23:00' });
    expect(() => calendarFile(lastEvening, undefined, { timeZone: 'America/New_York' })).toThrow(RangeError);
    const far = makeBookingRecord({
      date: '9999-06-01',
      time: '19:00',
      createdAt: '+010000-01-01T00:00:00.000Z',
    });
    const now = dayjs('2026-11-22T18:00:00.000Z');
    const text = calendarFile(far, undefined, { timeZone: 'America/New_York', now });
    expect(text).toContain('DTSTART:99990601T230000Z\r\n');
    expect(text).toContain('DTSTAMP:20261122T180000Z\r\n');
  });

  it('leaves the location out when the restaurant is no longer known', () => {
    const text = calendarFile(booking, undefined, { timeZone: 'UTC' });
    expect(text).not.toContain('LOCATION');
    expect(parseEvent(text).event.summary).toBe('Dinner at Trattoria Aurora');
  });

  it('stamps the file with the time of writing when the booking time cannot be read', () => {
    const now = dayjs('2026-12-01T08:30:00Z');
    const text = calendarFile({ ...booking, createdAt: 'yesterday-ish' }, location, { timeZone: 'UTC', now });
    expect(text).toContain('DTSTAMP:20261201T083000Z\r\n');
  });
});

describe('the alarms of the calendar file', () => {
  const terms = { currency: 'USD', cancellation: { freeUntilHours: 48, feePerGuest: 50 } };
  const alarmsOf = (text: string) =>
    parseEvent(text)
      .vevent.getAllSubcomponents('valarm')
      .map((valarm) => ({
        action: valarm.getFirstPropertyValue('action'),
        trigger: valarm.getFirstPropertyValue('trigger')?.toString(),
        description: valarm.getFirstPropertyValue('description'),
      }));

  it('rings 2 hours before the table, and an hour before the free-cancellation deadline still ahead', () => {
    // Free cancellation until Wednesday 2 December, 7:15 PM (UTC here).
    const text = calendarFile({ ...booking, terms }, location, {
      timeZone: 'UTC',
      now: dayjs('2026-12-01T12:00:00Z'),
    });
    expect(alarmsOf(text)).toEqual([
      { action: 'DISPLAY', trigger: '-PT2H', description: 'Dinner at Trattoria Aurora in 2 hours' },
      {
        action: 'DISPLAY',
        trigger: '2026-12-02T18:15:00Z',
        description: 'Trattoria Aurora: Free cancellation ends Wed, Dec 2, 7:15 PM.',
      },
    ]);
    expect(text).toContain('TRIGGER;VALUE=DATE-TIME:20261202T181500Z');
  });

  it('places the deadline alarm at the wall-clock deadline in the diner zone', () => {
    const text = calendarFile({ ...booking, terms }, location, {
      timeZone: 'America/New_York',
      now: dayjs('2026-12-01T12:00:00Z'),
    });
    // 6:15 PM in New York on 2 December is 23:15 UTC.
    expect(alarmsOf(text)[1]?.trigger).toBe('2026-12-02T23:15:00Z');
  });

  it('has only the alarm before the table once the deadline has passed, or without terms or a fee', () => {
    const afterDeadline = calendarFile({ ...booking, terms }, location, {
      timeZone: 'UTC',
      now: dayjs('2026-12-02T19:15:00Z'),
    });
    expect(alarmsOf(afterDeadline).map((alarm) => alarm.trigger)).toEqual(['-PT2H']);
    for (const noDeadline of [undefined, {}]) {
      const text = calendarFile({ ...booking, terms: noDeadline }, location, {
        timeZone: 'UTC',
        now: dayjs('2026-11-30T12:00:00Z'),
      });
      expect(alarmsOf(text).map((alarm) => alarm.trigger)).toEqual(['-PT2H']);
    }
  });
});

describe('foldLine and escapeText', () => {
  it('leaves a 75-octet line alone and folds the 76th octet onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // A continuation holds 74 octets after its space.
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('keeps a multi-octet character whole', () => {
    const folded = foldLine(`${'x'.repeat(74)}é`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é`);
  });

  it('escapes in the order that keeps escapes unambiguous', () => {
    expect(escapeText('a\\;b')).toBe('a\\\\\\;b');
  });
});

describe('calendarFileName', () => {
  it('names the file after the confirmation number, safely', () => {
    expect(calendarFileName(booking)).toBe('tablo-RB123456.ics');
    expect(calendarFileName({ confirmationNumber: '../../etc/passwd' })).toBe('tablo-etcpasswd.ics');
    expect(calendarFileName({ confirmationNumber: '<>' })).toBe('tablo-booking.ics');
  });
});
