import {
  changeBookingRecord,
  createBookingRecord,
  makeBookingId,
  makeConfirmationNumber,
} from './bookingRecord';
import type { BookingRequest } from './types';

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
