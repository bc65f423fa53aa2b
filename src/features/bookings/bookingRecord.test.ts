import {
  changeBookingRecord,
  createBookingRecord,
  isChangeable,
  makeBookingId,
  makeConfirmationNumber,
} from './bookingRecord';
import { makeBookingRecord } from '@/testing/fixtures';
import type { BookingRecord, BookingRequest } from './types';

const request: BookingRequest = {
  restaurantId: '1',
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 2,
  customerInfo: { name: ' Ada ', email: 'ada@example.com', phone: '555 1234' },
};
const made = { id: 'bk-1', confirmationNumber: 'RB123456', createdAt: '2026-11-22T10:00:00.000Z' };

describe('createBookingRecord', () => {
  it('stores the occasion, and the dietary needs trimmed', () => {
    const record = createBookingRecord({ ...request, occasion: 'birthday', dietaryNeeds: '  Vegan ' }, made);
    expect(record.occasion).toBe('birthday');
    expect(record.dietaryNeeds).toBe('Vegan');
  });

  it('leaves out an occasion not named and dietary needs of only spaces', () => {
    const record = createBookingRecord({ ...request, dietaryNeeds: '   ' }, made);
    expect(record).not.toHaveProperty('occasion');
    expect(record).not.toHaveProperty('dietaryNeeds');
  });

  it('lets a change take the occasion and dietary needs away', () => {
    const first = createBookingRecord({ ...request, occasion: 'business', dietaryNeeds: 'Halal' }, made);
    const changed = changeBookingRecord(first, { ...request, bookingId: 'bk-1' }, '2026-11-23T10:00:00.000Z');
    expect(changed).not.toHaveProperty('occasion');
    expect(changed).not.toHaveProperty('dietaryNeeds');
  });
});

describe('the terms agreed to and the seating asked for', () => {
  const terms = {
    currency: 'USD',
    cancellation: { freeUntilHours: 48, feePerGuest: 50 },
    deposit: { perGuest: 40, fromPartySize: 7 },
  };

  it('keeps a copy of the terms and the seating preference', () => {
    const record = createBookingRecord({ ...request, terms, seatingPreference: 'Terrace' }, made);
    expect(record.terms).toEqual(terms);
    expect(record.seatingPreference).toBe('Terrace');
  });

  it('is not rewritten by a later change to the terms it was copied from', () => {
    const catalogueTerms = structuredClone(terms);
    const record = createBookingRecord({ ...request, terms: catalogueTerms }, made);
    catalogueTerms.cancellation.freeUntilHours = 2;
    catalogueTerms.deposit.perGuest = 99;
    expect(record.terms).toEqual(terms);
  });

  it('leaves both out when there are no terms and no preference', () => {
    const record = createBookingRecord(request, made);
    expect(record).not.toHaveProperty('terms');
    expect(record).not.toHaveProperty('seatingPreference');
  });
});

describe('makeConfirmationNumber', () => {
  it.each([
    [0, 'RB000000'],
    [0.5, 'RB500000'],
    [0.999_999_9, 'RB999999'],
    [0.000_001, 'RB000001'],
  ])('turns the draw %p into %p', (draw, expected) => {
    expect(makeConfirmationNumber(() => draw)).toBe(expected);
  });
});

describe('makeBookingId', () => {
  it('never repeats, even with Math.random pinned (as browser tests pin it)', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const ids = new Set(Array.from({ length: 50 }, makeBookingId));
    expect(ids.size).toBe(50);
  });
});

describe('isChangeable', () => {
  const at = '2026-12-03T19:30';
  const booking = (overrides: Partial<BookingRecord>) => makeBookingRecord(overrides);

  it('allows a confirmed booking whose table is still ahead', () => {
    expect(isChangeable(booking({ date: '2026-12-03', time: '19:31' }), at)).toBe(true);
    expect(isChangeable(booking({ date: '2027-01-10', time: '18:00' }), at)).toBe(true);
  });

  it('refuses a table that has started, even while it is still held, and a cancelled booking', () => {
    expect(isChangeable(booking({ date: '2026-12-03', time: '19:00' }), at)).toBe(false);
    expect(isChangeable(booking({ date: '2026-12-03', time: '19:30' }), at)).toBe(false);
    expect(isChangeable(booking({ date: '2026-12-04', status: 'cancelled' }), at)).toBe(false);
  });

  it.each([
    ['a day that does not exist', '2027-02-29', '19:00'],
    ['a month that does not exist', '2027-13-01', '19:00'],
    ['an hour that does not exist', '2027-01-10', '24:00'],
    ['a minute that does not exist', '2027-01-10', '19:60'],
  ])('refuses %s rather than rolling it over', (_case, date, time) => {
    expect(isChangeable(booking({ date, time }), at)).toBe(false);
  });
});
