import { makeTestStore } from '@/testing/testStore';
import { slotsDrawn } from '@/features/availability/availabilitySlice';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { slotKey } from '@/features/availability/slotDraws';
import { dayjs } from '@/lib/dates';
import {
  bookingPageOpened,
  parseBookingChoice,
  parseChangeId,
  toBookingSearch,
  toChangeSearch,
} from './bookingLink';
import { bookingsStoredElsewhere } from '@/features/bookings/bookingsSlice';
import { contactFieldChanged, partySizeChanged, returnedToDateTime } from './draftActions';
import { selectDraft } from './draftSelectors';
import { makeBookingRecord } from '@/testing/fixtures';
import { pinClock } from '@/testing/clock';

// Wednesday 2 December 2026, noon; the booking window runs to 31 January 2027.
const NOON = dayjs('2026-12-02T12:00:00');
const AT = NOON.toISOString();

// Noon on the visitor's clock, the day the tests are set: the start-up draws for today's cards
// are today's alone (at night, with today's times gone, the next available days are drawn too).
beforeEach(() => pinClock(NOON.toDate()));
afterEach(() => jest.useRealTimers());

describe('a booking link', () => {
  it('carries party, date and time, and writes them back the same way', () => {
    const search = '?party=4&date=2026-12-10&time=19%3A15';
    expect(parseBookingChoice(search, AT)).toEqual({ partySize: 4, date: '2026-12-10', time: '19:15' });
    expect(toBookingSearch({ partySize: 4, date: '2026-12-10', time: '19:15' })).toBe(
      '?party=4&date=2026-12-10&time=19%3A15',
    );
    expect(toBookingSearch({})).toBe('');
  });

  it.each([
    ['a party out of range', '?party=11', {}],
    ['a party that is not a number', '?party=4x', {}],
    ['a date before today', '?date=2026-12-01', {}],
    ['a date past the window', '?date=2027-02-01', {}],
    ['a date that does not exist', '?date=2026-02-31', {}],
    ['a time that is not a slot', '?date=2026-12-10&time=19:10', { date: '2026-12-10' }],
    ['a time without a date', '?time=19:15', {}],
    ['hostile text', '?party=%3Cscript%3E&date=%00&time=../../', {}],
  ])('ignores %s', (_case, search, expected) => {
    expect(parseBookingChoice(search, AT)).toEqual(expected);
  });
});

describe('opening the booking page from a link', () => {
  const storeWithDraws = (free: boolean) => {
    const store = makeTestStore();
    const key = slotKey({ restaurantId: '2', date: '2026-12-10', partySize: 4 });
    store.dispatch(slotsDrawn([key], () => (free ? 0 : 0.9999)));
    return store;
  };

  it('opens at the details step when the time is free, and Back shows it chosen', () => {
    const store = storeWithDraws(true);
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10&time=19:15', NOON));
    expect(selectDraft(store.getState())).toMatchObject({
      restaurantId: '2',
      step: 'details',
      partySize: 4,
      date: '2026-12-10',
      time: '19:15',
    });
    store.dispatch(returnedToDateTime());
    expect(selectDraft(store.getState())).toMatchObject({
      step: 'datetime',
      date: '2026-12-10',
      time: '19:15',
    });
  });

  it('opens at the times, with party and date set, when the time is taken', () => {
    const store = storeWithDraws(false);
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10&time=19:15', NOON));
    expect(selectDraft(store.getState())).toMatchObject({
      step: 'datetime',
      partySize: 4,
      date: '2026-12-10',
      time: null,
    });
  });

  it('draws for the link the first time, and keeps the draws for the visit', () => {
    const store = makeTestStore();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    store.dispatch(bookingPageOpened('2', '?date=2026-12-10&time=17:00', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ step: 'details', time: '17:00', partySize: 2 });
    expect(
      store.getState().availability.draws[slotKey({ restaurantId: '2', date: '2026-12-10', partySize: 2 })],
    ).toEqual(SLOT_TIMES.map(() => 0));
  });

  it('keeps a booking in progress when the link carries no choice', () => {
    const store = storeWithDraws(true);
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10', NOON));
    store.dispatch(bookingPageOpened('2', '', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ partySize: 4, date: '2026-12-10' });
  });
});

describe('coming back to a booking link', () => {
  it('keeps what was typed since, and a confirmation that landed meanwhile', () => {
    const store = makeTestStore();
    store.dispatch(slotsDrawn([slotKey({ restaurantId: '2', date: '2026-12-10', partySize: 4 })], () => 0));
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10&time=19:15', NOON));
    store.dispatch(contactFieldChanged({ field: 'name', value: 'Ada' }));
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10&time=19:15', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ step: 'details', contact: { name: 'Ada' } });
    // Another choice is another booking.
    store.dispatch(bookingPageOpened('2', '?party=4&date=2026-12-10&time=20:00', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ time: '20:00', contact: { name: '' } });
  });
});

describe('a change link', () => {
  const booking = makeBookingRecord({ id: 'bk 1/2', restaurantId: '2', date: '2026-12-10', time: '19:15' });

  it('carries the id of the booking it changes, and nothing else', () => {
    expect(toChangeSearch('bk 1/2')).toBe('?change=bk+1%2F2');
    expect(parseChangeId(toChangeSearch('bk 1/2'))).toBe('bk 1/2');
    expect(parseChangeId('?party=4')).toBeNull();
    expect(parseChangeId('?change=')).toBeNull();
    expect(parseChangeId(`?change=${'x'.repeat(101)}`)).toBeNull();
    expect(parseBookingChoice(toChangeSearch('bk 1/2'), AT)).toEqual({});
  });

  it('opens the change, and the plain link opens a new booking', () => {
    const store = makeTestStore();
    store.dispatch(bookingsStoredElsewhere([booking]));
    store.dispatch(bookingPageOpened('2', toChangeSearch('bk 1/2'), NOON));
    expect(selectDraft(store.getState())).toMatchObject({
      date: '2026-12-10',
      time: '19:15',
      changing: { bookingId: 'bk 1/2' },
    });
    store.dispatch(partySizeChanged(5));
    store.dispatch(bookingPageOpened('2', toChangeSearch('bk 1/2'), NOON));
    expect(selectDraft(store.getState())).toMatchObject({ partySize: 5, changing: { bookingId: 'bk 1/2' } });
    store.dispatch(bookingPageOpened('2', '', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ partySize: 2, date: null, changing: null });
  });
});
