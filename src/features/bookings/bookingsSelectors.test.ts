import { makeTestStore } from '@/testing/testStore';
import { type AppStore } from '@/app/store';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { bookingsStoredElsewhere, selectAreBookingsLoaded } from './bookingsSlice';
import { selectBookingTimeline } from './bookingsSelectors';
import { BOOKINGS_STORAGE_KEY } from './bookingsFormat';
import { createBookingsStorage } from './bookingsStorage';
import type { BookingRecord } from './types';

const at = (date: string, time: string, id = `${date} ${time}`) => makeBookingRecord({ id, date, time });

// Local times: Jest runs in the machine's zone, and bookings are local wall-clock times.
const NOW = '2026-12-03T19:10';
const timelineOf = (...bookings: ReturnType<typeof at>[]) => {
  const store = makeTestStore({ bookings: { ...makeTestStore().getState().bookings, items: bookings } });
  return selectBookingTimeline(store.getState(), NOW);
};
const ids = (bookings: { id: string }[]) => bookings.map((booking) => booking.id);

describe('selectBookingTimeline', () => {
  it('lists upcoming bookings soonest first and past ones latest first', () => {
    const timeline = timelineOf(
      at('2026-12-20', '19:00'),
      at('2026-11-01', '20:00'),
      at('2026-12-04', '17:30'),
      at('2026-12-03', '21:00'),
      at('2026-11-30', '18:15'),
    );
    expect(ids(timeline.upcoming)).toEqual(['2026-12-03 21:00', '2026-12-04 17:30', '2026-12-20 19:00']);
    expect(ids(timeline.past)).toEqual(['2026-11-30 18:15', '2026-11-01 20:00']);
  });

  it('keeps a booking upcoming until its two-hour table is over', () => {
    const timeline = timelineOf(
      at('2026-12-03', '17:15', 'started 1:55 ago'),
      at('2026-12-03', '17:10', 'ended just now'),
      at('2026-12-03', '17:05', 'ended 5 minutes ago'),
    );
    expect(ids(timeline.upcoming)).toEqual(['started 1:55 ago']);
    expect(ids(timeline.past)).toEqual(['ended just now', 'ended 5 minutes ago']);
  });

  it('puts cancelled bookings in a section of their own, latest first, whatever their time', () => {
    const cancel = (record: BookingRecord) => ({
      ...record,
      status: 'cancelled' as const,
      cancelledAt: '2026-12-01T10:00:00.000Z',
    });
    const timeline = timelineOf(
      cancel(at('2026-12-05', '19:00')),
      at('2026-12-06', '19:00'),
      cancel(at('2026-11-01', '20:00')),
    );
    expect(ids(timeline.upcoming)).toEqual(['2026-12-06 19:00']);
    expect(ids(timeline.past)).toEqual([]);
    expect(ids(timeline.cancelled)).toEqual(['2026-12-05 19:00', '2026-11-01 20:00']);
  });

  it('orders bookings at the same time by id, whatever order they were stored in', () => {
    const first = timelineOf(at('2026-12-05', '19:00', 'b'), at('2026-12-05', '19:00', 'a'));
    expect(ids(first.upcoming)).toEqual(['a', 'b']);
  });

  it('returns the same lists while neither the bookings nor the minute change', () => {
    const store = makeTestStore({
      bookings: { ...makeTestStore().getState().bookings, items: [at('2026-12-05', '19:00')] },
    });
    const first = selectBookingTimeline(store.getState(), NOW);
    expect(selectBookingTimeline(store.getState(), NOW)).toBe(first);
    store.dispatch(bookingsStoredElsewhere([at('2026-12-06', '19:00')]));
    const second = selectBookingTimeline(store.getState(), NOW);
    expect(second).not.toBe(first);
    expect(second.upcoming).toHaveLength(2);
  });
});

/** Resolves once the store has read the device's bookings. */
const loaded = (store: AppStore) =>
  new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!selectAreBookingsLoaded(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });

describe('selectAreBookingsLoaded', () => {
  it('is false until the stored bookings have been read, then true', async () => {
    const memory = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([makeBookingRecord()]) });
    const store = makeTestStore(undefined, {
      bookingsStorage: createBookingsStorage({ getBackend: () => memory.backend }),
    });
    // Started with the store, read a moment later.
    expect(selectAreBookingsLoaded(store.getState())).toBe(false);
    await loaded(store);
    expect(selectAreBookingsLoaded(store.getState())).toBe(true);
    expect(store.getState().bookings.items).toHaveLength(1);
  });

  it('is true when storage is blocked: there is nothing more to wait for', async () => {
    const store = makeTestStore(undefined, {
      bookingsStorage: createBookingsStorage({
        getBackend: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      }),
    });
    await loaded(store);
    expect(selectAreBookingsLoaded(store.getState())).toBe(true);
  });
});
