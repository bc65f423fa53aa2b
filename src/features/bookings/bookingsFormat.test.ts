import fc from 'fast-check';
import { makeBookingRecord } from '@/testing/fixtures';
import {
  BOOKINGS_FORMAT_VERSION,
  changeStamp,
  isBookingRecord,
  isNewer,
  lastChangedAt,
  mergeBookings,
  mergeIntoEntries,
  parseEntries,
  migrateEntries,
  parseVersion,
  readEntries,
  readEntry,
  readStoredList,
  versionAfterWrite,
} from './bookingsFormat';
import type { BookingRecord } from './types';

const a = makeBookingRecord({ id: 'a', confirmationNumber: 'RB000001' });
const b = makeBookingRecord({ id: 'b', confirmationNumber: 'RB000002' });
const V = BOOKINGS_FORMAT_VERSION;

describe('a booking record', () => {
  it('is complete, with or without special requests', () => {
    expect(isBookingRecord(a)).toBe(true);
    expect(isBookingRecord({ ...a, specialRequests: 'Window seat' })).toBe(true);
  });

  it('may be cancelled, with the time of its cancellation, or changed (version 2)', () => {
    expect(isBookingRecord({ ...a, status: 'cancelled', cancelledAt: '2026-11-24T10:00:00.000Z' })).toBe(
      true,
    );
    expect(isBookingRecord({ ...a, updatedAt: '2026-11-24T10:00:00.000Z' })).toBe(true);
  });

  it('may name an occasion and dietary needs (version 3)', () => {
    expect(BOOKINGS_FORMAT_VERSION).toBeGreaterThanOrEqual(3);
    expect(isBookingRecord({ ...a, occasion: 'date-night', dietaryNeeds: 'No nuts' })).toBe(true);
    expect(isBookingRecord({ ...a, dietaryNeeds: '<script>alert(1)</script>' })).toBe(true);
  });

  it.each([
    ['an occasion it does not know', { occasion: 'graduation' }],
    ['dietary needs that are not text', { dietaryNeeds: ['nuts'] }],
    ['a party below 1', { partySize: -5 }],
    ['a party above 10', { partySize: 1e308 }],
    ['a fractional party', { partySize: 2.5 }],
    ['a party as text', { partySize: '4' }],
    ['a date that is not YYYY-MM-DD', { date: '4 Dec 2026' }],
    ['a month 13', { date: '2026-13-01' }],
    ['a time that is not HH:mm', { time: '7:15 PM' }],
    ['an unknown status', { status: 'waitlisted' }],
    ['cancelled without its time', { status: 'cancelled' }],
    ['confirmed with a cancellation time', { cancelledAt: '2026-11-24T10:00:00.000Z' }],
    ['no id', { id: '' }],
    ['contact details missing', { customerInfo: null }],
  ])('is not shown with %s', (_case, change) => {
    expect(isBookingRecord({ ...a, ...change })).toBe(false);
  });
});

describe('reading the stored list', () => {
  it('shows each id once, the first copy, and counts what it cannot read', () => {
    const list = readStoredList([a, { ...a, restaurantName: 'second copy' }, { id: 'broken' }, 'x', b], V);
    expect(list.records).toEqual([a, b]);
    expect(list.unreadableCount).toBe(2);
  });

  it('reads the unversioned format: the party as text, the status left out', () => {
    const { status: _status, ...withoutStatus } = a;
    const legacy = { ...withoutStatus, partySize: '4' };
    expect(readStoredList([legacy], 0).records).toEqual([{ ...a, partySize: 4 }]);
    // A versioned list is not read as the old format.
    expect(readStoredList([legacy], V).records).toEqual([]);
  });

  it('reads version 1 records unchanged', () => {
    expect(readStoredList([a, b], 1).records).toEqual([a, b]);
  });

  it('reads version 2 records unchanged, and keeps one whose occasion it cannot read', () => {
    const cancelled = { ...b, status: 'cancelled', cancelledAt: '2026-11-24T10:00:00.000Z' };
    expect(readStoredList([a, cancelled], 2).records).toEqual([a, cancelled]);
    const odd = { ...a, occasion: 'wedding' };
    const list = readStoredList([odd, b], 2);
    expect(list.records).toEqual([b]);
    expect(list.unreadableCount).toBe(1);
    expect(mergeIntoEntries([odd, b], 2, [a])).toEqual([odd, b, a]);
  });

  it("reads a newer version's entries as far as it can", () => {
    const list = readStoredList(
      [
        { ...a, loyaltyPoints: 4 },
        { ...b, status: 'on hold' },
      ],
      V + 5,
    );
    expect(list.records).toEqual([{ ...a, loyaltyPoints: 4 }]);
    expect(list.unreadableCount).toBe(1);
  });

  it('takes any unreadable text or version calmly', () => {
    expect(parseEntries('[{"id": "a", oops')).toBeNull();
    expect(parseEntries('{"items":[]}')).toBeNull();
    expect(parseVersion(null)).toBe(0);
    expect(parseVersion('banana')).toBe(0);
    expect(parseVersion('-1')).toBe(0);
    expect(parseVersion('3')).toBe(3);
  });
});

describe('merging into the stored list', () => {
  it('appends new records and leaves everything else as it was, in place', () => {
    const future = { id: 'f', partySize: { adults: 2, children: 1 } };
    const entries = [a, future];
    expect(mergeIntoEntries(entries, V, [b])).toEqual([a, future, b]);
  });

  it('replaces a readable entry with a later state of its booking, in its place, never with an older one', () => {
    const moved = { ...a, time: '20:00', updatedAt: '2026-11-23T10:00:00.000Z' };
    expect(mergeIntoEntries([a, b], V, [moved])).toEqual([moved, b]);
    const entries = [moved, b];
    expect(mergeIntoEntries(entries, V, [a])).toBe(entries);
    const cancelled = { ...a, status: 'cancelled' as const, cancelledAt: '2026-11-24T10:00:00.000Z' };
    expect(mergeIntoEntries([moved], V, [cancelled])).toEqual([cancelled]);
  });

  it('returns the stored entries themselves when nothing changes, so nothing is written', () => {
    const entries = [a, { id: 'broken' }, b];
    expect(mergeIntoEntries(entries, V, [a, b])).toBe(entries);
  });

  it('never lowers the version a newer site wrote', () => {
    expect(versionAfterWrite(0)).toBe(V);
    expect(versionAfterWrite(V + 3)).toBe(V + 3);
  });

  it('adds an id once in memory too, taking a later state of a known booking', () => {
    const base = [a];
    // The same time, another state (two tabs at once): every tab settles on the same one.
    const renamed = { ...a, restaurantName: 'changed' };
    expect(mergeBookings(base, [renamed])).toEqual(mergeBookings([renamed], [a]));
    expect(mergeBookings(base, [{ ...a }])).toBe(base);
    expect(mergeBookings(base, [b, a, b])).toEqual([a, b]);
    const cancelled = { ...a, status: 'cancelled' as const, cancelledAt: '2026-11-24T10:00:00.000Z' };
    expect(mergeBookings(base, [cancelled])).toEqual([cancelled]);
    expect(mergeBookings([cancelled], [a])).toEqual([cancelled]);
  });
});

describe('properties', () => {
  const recordArb: fc.Arbitrary<BookingRecord> = fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    restaurantId: fc.constantFrom('1', '2', '3'),
    restaurantName: fc.string(),
    date: fc.constantFrom('2026-12-04', '2027-01-31'),
    time: fc.constantFrom('17:00', '19:15', '22:00'),
    partySize: fc.integer({ min: 1, max: 10 }),
    customerInfo: fc.record({ name: fc.string(), email: fc.string(), phone: fc.string() }),
    status: fc.constant('confirmed' as const),
    confirmationNumber: fc.string(),
    createdAt: fc.string(),
  });
  const entryArb = fc.oneof(recordArb, fc.jsonValue());
  const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  it('reading never throws and never loses a valid record, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.array(entryArb), fc.nat(3), (entries, version) => {
        const stored = roundTrip(entries);
        const ids = new Set(readStoredList(stored, version).records.map((record) => record.id));
        stored.filter(isBookingRecord).forEach((record) => expect(ids.has(record.id)).toBe(true));
      }),
    );
  });

  it('writing keeps every unreadable entry verbatim and in order, and every record written', () => {
    fc.assert(
      fc.property(fc.array(entryArb), fc.array(recordArb), (entries, ours) => {
        const stored = roundTrip(entries);
        const merged = mergeIntoEntries(stored, V, ours);
        const unreadable = (list: unknown[]) => list.filter((entry) => !isBookingRecord(entry));
        expect(unreadable(merged)).toEqual(unreadable(stored));
        const ids = new Set(readStoredList(merged, V).records.map((record) => record.id));
        ours.forEach((record) => expect(ids.has(record.id)).toBe(true));
        // Unreadable entries keep their positions relative to each other and to the readable ones.
        stored.forEach((entry, index) => {
          if (!isBookingRecord(entry)) expect(merged[index]).toBe(entry);
        });
      }),
    );
  });
});

describe('when a record last changed', () => {
  it('compares instants, not text: an offset or a missing fraction reads as the same time', () => {
    const withOffset = makeBookingRecord({ createdAt: '2026-11-22T12:00:00+02:00' });
    const inUtc = makeBookingRecord({ createdAt: '2026-11-22T10:00:00.000Z' });
    expect(lastChangedAt(withOffset)).toBe(lastChangedAt(inUtc));
    const later = makeBookingRecord({ createdAt: '2026-11-22T10:30:00Z' });
    expect(isNewer(later, withOffset)).toBe(true);
    expect(isNewer(withOffset, later)).toBe(false);
  });

  it('stamps a change made here after the record, even when the record is ahead of this clock', () => {
    const ahead = makeBookingRecord({
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-06-01T00:00:00.000Z',
    });
    expect(changeStamp(ahead, '2026-11-22T10:00:00.000Z')).toBe('2030-06-01T00:00:00.001Z');
    const behind = makeBookingRecord({ createdAt: '2026-11-01T00:00:00.000Z' });
    expect(changeStamp(behind, '2026-11-22T10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z');
  });
});

describe('migrations written', () => {
  it("rewrites an older list's readable entries as records, and keeps the others in place", () => {
    const { status: _status, ...legacy } = { ...a, partySize: '2' };
    const entries = [legacy, 'junk', b];
    expect(migrateEntries(entries, 0)).toEqual([{ ...a, partySize: 2 }, 'junk', b]);
    expect(migrateEntries(entries, V)).toBe(entries);
    expect(migrateEntries(entries, V + 1)).toBe(entries);
  });

  it('tells apart version-0 bookings that share a confirmation number and have no id', () => {
    const { id: _id, ...noId } = a;
    const read = readEntries([noId, { ...noId, time: '20:00' }, { ...noId, time: '21:00' }], 0);
    expect(read.map((record) => record?.id)).toEqual(['RB000001', 'RB000001-2', 'RB000001-3']);
    // A later version's ids are its own: duplicates there are one booking, the first shown.
    expect(readEntries([a, a], V).map((record) => record?.id)).toEqual(['a', 'a']);
  });
});

describe('version 4: the terms agreed to and the seating asked for', () => {
  const terms = {
    currency: 'USD',
    cancellation: { freeUntilHours: 48, feePerGuest: 50 },
    deposit: { perGuest: 40, fromPartySize: 7 },
  };

  it('reads a record with a copy of its terms and a seating preference', () => {
    const record = { ...a, terms, seatingPreference: 'Terrace' as const };
    expect(isBookingRecord(record)).toBe(true);
    expect(isBookingRecord({ ...a, terms: {} })).toBe(true);
  });

  it('reads records made before terms existed as they are, inventing none', () => {
    const read = readEntry(a, 3);
    expect(read).toEqual(a);
    expect(read).not.toHaveProperty('terms');
  });

  it.each([
    ['a fee without its currency', { cancellation: { freeUntilHours: 24, feePerGuest: 25 } }],
    ['a window of no hours', { currency: 'USD', cancellation: { freeUntilHours: 0, feePerGuest: 25 } }],
    ['a negative fee', { currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: -5 } }],
    ['a deposit from a party of 11', { currency: 'USD', deposit: { perGuest: 10, fromPartySize: 11 } }],
    ['a currency that is no code', { currency: 'dollars' }],
  ])('keeps as unreadable a record whose terms hold %s', (_case, bad) => {
    expect(isBookingRecord({ ...a, terms: bad })).toBe(false);
  });

  it('keeps as unreadable a seating area this build does not know', () => {
    expect(isBookingRecord({ ...a, seatingPreference: 'Rooftop' })).toBe(false);
  });
});
