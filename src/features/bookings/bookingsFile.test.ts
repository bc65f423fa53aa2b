import { makeTestStore } from '@/testing/testStore';
import { makeBookingRecord, preloadedBookings } from '@/testing/fixtures';
import {
  BOOKINGS_FILE_FORMAT,
  MAX_BOOKINGS_FILE_BYTES,
  bookingsFileName,
  buildBookingsFile,
  exportSummary,
  fileProblemMessage,
  importSummary,
  isTooLarge,
  parseBookingsFile,
  planImport,
  serializeBookingsFile,
  type BookingsFile,
} from './bookingsFile';
import { BOOKINGS_FORMAT_VERSION, MAX_KEPT_ENTRIES } from './bookingsFormat';
import { bookingsImported, selectBookings, selectUnreadableEntries } from './bookingsSlice';

const a = makeBookingRecord({ id: 'a', confirmationNumber: 'RB000001', occasion: 'birthday' });
const b = makeBookingRecord({ id: 'b', confirmationNumber: 'RB000002', dietaryNeeds: 'Vegan' });
const c = makeBookingRecord({ id: 'c', confirmationNumber: 'RB000003' });
const future = { id: 'f', partySize: { adults: 2, children: 1 } };
const at = new Date(2026, 10, 24, 9, 30);

const fileOf = (bookings: unknown[], version = BOOKINGS_FORMAT_VERSION): BookingsFile => ({
  format: BOOKINGS_FILE_FORMAT,
  version,
  exportedAt: at.toISOString(),
  bookings,
});
const parsed = (text: string) => {
  const result = parseBookingsFile(text);
  if (!result.ok) throw new Error(`not read: ${result.problem}`);
  return result.file;
};

describe('the bookings file', () => {
  it("is the device's records, then the entries it cannot read, versioned and dated", () => {
    const file = buildBookingsFile([a, b], [future], at);
    expect(file).toEqual({
      format: 'tablo-bookings',
      version: BOOKINGS_FORMAT_VERSION,
      exportedAt: at.toISOString(),
      bookings: [a, b, future],
    });
    expect(bookingsFileName(at)).toBe('tablo-bookings-2026-11-24.json');
  });

  it('reads back exactly what was written', () => {
    const file = buildBookingsFile([a, b], [future], at);
    expect(parsed(serializeBookingsFile(file))).toEqual(file);
  });

  it.each([
    ['not JSON', 'Dear diner, <html>', 'not-json'],
    ['an empty file', '', 'not-json'],
    ['a plain array of bookings', JSON.stringify([a]), 'not-bookings'],
    ['another format', JSON.stringify({ ...fileOf([a]), format: 'other-app' }), 'not-bookings'],
    [
      'no version',
      JSON.stringify({ format: 'tablo-bookings', exportedAt: '', bookings: [] }),
      'not-bookings',
    ],
    ['a version as text', JSON.stringify({ ...fileOf([a]), version: '3' }), 'not-bookings'],
    ['bookings that are not a list', JSON.stringify({ ...fileOf([]), bookings: { a } }), 'not-bookings'],
  ])('refuses %s, saying why', (_case, text, problem) => {
    expect(parseBookingsFile(text)).toEqual({ ok: false, problem });
  });

  it('refuses a file of a newer version whole, and says which', () => {
    const text = JSON.stringify(fileOf([a], BOOKINGS_FORMAT_VERSION + 1));
    expect(parseBookingsFile(text)).toEqual({
      ok: false,
      problem: 'newer',
      version: BOOKINGS_FORMAT_VERSION + 1,
    });
    expect(fileProblemMessage('newer', 5)).toMatch(
      /newer version of Tablo \(format 5; this one reads up to 4\).*Nothing was imported/,
    );
  });

  it('is refused above 5 MB, before it is read', () => {
    expect(isTooLarge(MAX_BOOKINGS_FILE_BYTES)).toBe(false);
    expect(isTooLarge(MAX_BOOKINGS_FILE_BYTES + 1)).toBe(true);
    expect(isTooLarge(50 * 1024 * 1024)).toBe(true);
  });
});

describe('importing a file', () => {
  it('adds new bookings, counts those already here, and keeps what it cannot read', () => {
    const plan = planImport([a], fileOf([a, b, future, 'x']));
    expect(plan.records).toEqual([b]);
    expect(plan.unreadable).toEqual([future]);
    expect(plan.counts).toEqual({ added: 1, updated: 0, alreadyThere: 1, unreadable: 1, leftOut: 1 });
    expect(importSummary(plan.counts)).toBe(
      '1 booking added. 1 already on this device. 1 booking could not be read by this version of Tablo; it is kept on this device as it is. 1 entry could not be read and was left out: this device keeps only entries that may be bookings, up to 50.',
    );
  });

  it('takes a later state of a booking already here, never an older one, and an id once', () => {
    const cancelled = { ...a, status: 'cancelled' as const, cancelledAt: '2026-11-24T10:00:00.000Z' };
    expect(planImport([a], fileOf([cancelled])).counts).toMatchObject({ updated: 1, added: 0 });
    expect(planImport([cancelled], fileOf([a])).records).toEqual([]);
    const twice = planImport([], fileOf([c, c]));
    expect(twice.records).toEqual([c]);
    expect(twice.counts).toMatchObject({ added: 1, alreadyThere: 0 });
  });

  it('counts an id once however often the file holds it, at its latest state', () => {
    const cancelled = { ...c, status: 'cancelled' as const, cancelledAt: '2026-11-24T10:00:00.000Z' };
    const plan = planImport([], fileOf([c, cancelled, c]));
    expect(plan.records).toEqual([cancelled]);
    expect(plan.counts).toEqual({ added: 1, updated: 0, alreadyThere: 0, unreadable: 0, leftOut: 0 });
    expect(planImport([c], fileOf([c, cancelled])).counts).toMatchObject({ added: 0, updated: 1 });
  });

  it("keeps the original site's bookings that share a confirmation number apart, the same way each time", () => {
    const { id: _id, status: _status, occasion: _occasion, ...legacy } = a;
    const ada = { ...legacy, partySize: '2' };
    const grace = { ...legacy, partySize: '4', customerInfo: { ...legacy.customerInfo, name: 'Grace' } };
    const file = fileOf([ada, grace, ada], 0);
    const plan = planImport([], file);
    expect(plan.records.map((record) => [record.id, record.partySize])).toEqual([
      ['RB000001', 2],
      ['RB000001-2', 4],
    ]);
    expect(plan.counts).toMatchObject({ added: 2, alreadyThere: 0 });
    expect(planImport(plan.records, file).counts).toMatchObject({ added: 0, alreadyThere: 2 });
  });

  it("keeps only what may be a newer site's bookings, within the device's bounds", () => {
    const blob = 'x'.repeat(5_000_000);
    const huge = planImport([a], fileOf([blob, { id: 'big', note: blob }, b]));
    expect(huge.records).toEqual([b]);
    expect(huge.unreadable).toEqual([]);
    expect(huge.counts).toMatchObject({ added: 1, unreadable: 0, leftOut: 2 });

    const many = Array.from({ length: 50_000 }, (_, index) => ({ id: `future-${index}`, partySize: {} }));
    const plan = planImport([], fileOf(many), [future]);
    expect(plan.unreadable).toEqual(many.slice(0, MAX_KEPT_ENTRIES - 1));
    expect(plan.counts).toMatchObject({
      unreadable: MAX_KEPT_ENTRIES - 1,
      leftOut: 50_000 - MAX_KEPT_ENTRIES + 1,
    });
  });

  it('leaves out an entry nested 3,000 deep, and still brings in the bookings beside it', () => {
    let deep: unknown = {};
    for (let level = 0; level < 3000; level += 1) deep = { a: deep };
    const file = parsed(JSON.stringify(fileOf([deep, b])));
    const plan = planImport([], file);
    expect(plan.records).toEqual([b]);
    expect(plan.counts).toMatchObject({ added: 1, unreadable: 0, leftOut: 1 });
    const store = makeTestStore({ bookings: preloadedBookings() });
    store.dispatch(bookingsImported({ records: plan.records, unreadable: plan.unreadable }));
    expect(selectBookings(store.getState())).toEqual([b]);
  });

  it("reads an older version's records by the storage's migrations", () => {
    const { status: _status, occasion: _occasion, ...legacy } = a;
    const plan = planImport([], fileOf([{ ...legacy, partySize: '2' }], 0));
    expect(plan.records).toEqual([{ ...legacy, partySize: 2, status: 'confirmed' }]);
    // A version 2 record with an occasion version 3 does not know stays unreadable and kept.
    expect(planImport([], fileOf([{ ...c, occasion: 'wedding' }], 2)).counts.unreadable).toBe(1);
  });

  it('keeps hostile text as text: a record is data, never markup', () => {
    const hostile = makeBookingRecord({
      id: '<img src=x onerror=alert(1)>',
      restaurantName: '<script>alert(1)</script>',
      dietaryNeeds: '"; DROP TABLE bookings; --',
    });
    const file = parsed(serializeBookingsFile(buildBookingsFile([hostile], [], at)));
    expect(planImport([], file).records).toEqual([hostile]);
    expect(parseBookingsFile('{"__proto__": {"polluted": true}}')).toEqual({
      ok: false,
      problem: 'not-bookings',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('counts an export in bookings, and what it cannot read apart', () => {
    expect(exportSummary(2, 50_000, 'f.json')).toBe(
      "2 bookings saved to f.json. It also holds 50,000 entries this version of Tablo can't read, as they are. On your other device, open Tablo and import this file.",
    );
  });

  it('says when a file holds nothing', () => {
    expect(importSummary(planImport([], fileOf([])).counts)).toBe(
      'That file holds no bookings. Nothing changed.',
    );
  });
});

describe('bookingsImported', () => {
  it('merges the records by id and keeps unreadable entries once, in one dispatch', () => {
    const store = makeTestStore({ bookings: preloadedBookings({ items: [a], unreadableEntries: [future] }) });
    const plan = planImport([a], fileOf([a, b, future, 'x']), [future]);
    store.dispatch(bookingsImported({ records: plan.records, unreadable: plan.unreadable }));
    expect(selectBookings(store.getState())).toEqual([a, b]);
    expect(selectUnreadableEntries(store.getState())).toEqual([future]);
    // The same file again changes nothing.
    const before = store.getState().bookings;
    const again = planImport(selectBookings(store.getState()), fileOf([a, b, future, 'x']));
    store.dispatch(bookingsImported({ records: again.records, unreadable: again.unreadable }));
    expect(store.getState().bookings.items).toBe(before.items);
    expect(store.getState().bookings.unreadableEntries).toBe(before.unreadableEntries);
  });
});
