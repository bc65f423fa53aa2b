import { makeBookingRecord } from '@/testing/fixtures';
import { TABLE_HOURS } from './bookingRecord';
import { googleCalendarUrl, hasCalendarTime, openInNewTab } from './calendarLink';

const location = { address: '418 Mulberry Lane', city: 'Riverton', coordinates: { lat: 0, lng: 0 } };
const booking = makeBookingRecord({
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  confirmationNumber: 'RB123456',
});

const paramsOf = (url: string) => {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return parsed.searchParams;
};

describe('googleCalendarUrl', () => {
  it('describes a two-hour dinner with the booking details', () => {
    const params = paramsOf(googleCalendarUrl(booking, location, 'UTC'));
    expect(TABLE_HOURS).toBe(2);
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Dinner at Trattoria Aurora');
    expect(params.get('dates')).toBe('20261204T191500Z/20261204T211500Z');
    expect(params.get('details')).toBe('Reservation for 4 guests. Confirmation number: RB123456');
    expect(params.get('location')).toBe('418 Mulberry Lane, Riverton');
  });

  it('carries the occasion and dietary needs the diner gave, each on its own line', () => {
    const params = paramsOf(
      googleCalendarUrl(
        { ...booking, occasion: 'date-night', dietaryNeeds: 'Coeliac; no shellfish' },
        location,
        'UTC',
      ),
    );
    expect(params.get('details')).toBe(
      'Reservation for 4 guests. Confirmation number: RB123456\nOccasion: Date night\nDietary needs or allergies: Coeliac; no shellfish',
    );
  });

  it('names the deadline of free cancellation under its own terms, and the seating asked for', () => {
    const params = paramsOf(
      googleCalendarUrl(
        {
          ...booking,
          terms: { currency: 'USD', cancellation: { freeUntilHours: 48, feePerGuest: 50 } },
          seatingPreference: 'Terrace',
        },
        location,
        'UTC',
      ),
    );
    expect(params.get('details')).toBe(
      'Reservation for 4 guests. Confirmation number: RB123456\nFree cancellation until Wed, Dec 2, 7:15 PM\nSeating: Terrace (requested)',
    );
  });

  it('names no deadline for a booking without terms, or whose cancelling is always free', () => {
    for (const terms of [undefined, {}]) {
      const details = paramsOf(googleCalendarUrl({ ...booking, terms }, location, 'UTC')).get('details');
      expect(details).toBe('Reservation for 4 guests. Confirmation number: RB123456');
    }
  });

  it('says guest for a party of one', () => {
    const params = paramsOf(googleCalendarUrl({ ...booking, partySize: 1 }, location, 'UTC'));
    expect(params.get('details')).toBe('Reservation for 1 guest. Confirmation number: RB123456');
  });

  it('writes an evening booking west of UTC on the next UTC day', () => {
    // New York is UTC-5 in December: 21:30 there is 02:30 UTC the next day.
    const params = paramsOf(googleCalendarUrl({ ...booking, time: '21:30' }, location, 'America/New_York'));
    expect(params.get('dates')).toBe('20261205T023000Z/20261205T043000Z');
  });

  it('keeps the end on the right day when only the end crosses UTC midnight', () => {
    // 17:00 in New York is 22:00 UTC; two hours later is 00:00 UTC the next day.
    const params = paramsOf(googleCalendarUrl({ ...booking, time: '17:00' }, location, 'America/New_York'));
    expect(params.get('dates')).toBe('20261204T220000Z/20261205T000000Z');
  });

  it('handles a half-hour offset zone', () => {
    // Kolkata is UTC+5:30.
    const kolkata = paramsOf(googleCalendarUrl(booking, location, 'Asia/Kolkata'));
    expect(kolkata.get('dates')).toBe('20261204T134500Z/20261204T154500Z');
    // Adelaide is UTC+10:30 in (southern) summer: an early booking falls on the previous UTC day.
    const adelaide = paramsOf(
      googleCalendarUrl({ ...booking, time: '09:00' }, location, 'Australia/Adelaide'),
    );
    expect(adelaide.get('dates')).toBe('20261203T223000Z/20261204T003000Z');
  });

  it('uses the standard offset outside daylight saving time', () => {
    // New York in July is UTC-4.
    const params = paramsOf(
      googleCalendarUrl({ ...booking, date: '2026-07-10', time: '19:00' }, location, 'America/New_York'),
    );
    expect(params.get('dates')).toBe('20260710T230000Z/20260711T010000Z');
  });

  it('encodes & # + % in names so they survive the round trip', () => {
    const name = 'Fish & Chips #1 + 100% Co';
    const url = googleCalendarUrl(
      { ...booking, restaurantName: name },
      { ...location, address: '5 Rue #3 & Co, 50% off', city: 'A+B' },
      'UTC',
    );
    expect(url).not.toMatch(/[#]/);
    expect(url).toContain('text=Dinner+at+Fish+%26+Chips+%231+%2B+100%25+Co');
    const params = paramsOf(url);
    expect([...params.keys()]).toEqual(['action', 'text', 'dates', 'details', 'location']);
    expect(params.get('text')).toBe(`Dinner at ${name}`);
    expect(params.get('location')).toBe('5 Rue #3 & Co, 50% off, A+B');
  });

  it('leaves the location out when the restaurant is no longer known', () => {
    const params = paramsOf(googleCalendarUrl(booking, undefined, 'UTC'));
    expect(params.has('location')).toBe(false);
    expect(params.get('text')).toBe('Dinner at Trattoria Aurora');
  });

  it("uses the visitor's own zone by default", () => {
    // Jest runs in the machine's zone; the default must match an explicit local zone.
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(googleCalendarUrl(booking, location)).toBe(googleCalendarUrl(booking, location, local));
  });
});

describe('hasCalendarTime', () => {
  it('offers no calendar entry for a stored time whose two hours end past year 9999 in UTC', () => {
    const lastEvening = makeBookingRecord({ date: '9999-12-31', time: '23:00' });
    expect(hasCalendarTime(lastEvening, 'America/New_York')).toBe(false);
    expect(() => googleCalendarUrl(lastEvening, undefined, 'America/New_York')).toThrow(RangeError);
  });

  it('still offers a far date that calendars can take, written with a four-digit year', () => {
    const far = makeBookingRecord({ date: '9999-06-01', time: '19:00' });
    expect(hasCalendarTime(far, 'America/New_York')).toBe(true);
    const dates = new URL(googleCalendarUrl(far, undefined, 'America/New_York')).searchParams.get('dates');
    expect(dates).toBe('99990601T230000Z/99990602T010000Z');
  });
});

describe('openInNewTab', () => {
  it('opens the link in a new tab without an opener or referrer', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    openInNewTab('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(open).toHaveBeenCalledWith(
      'https://calendar.google.com/calendar/render?action=TEMPLATE',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
