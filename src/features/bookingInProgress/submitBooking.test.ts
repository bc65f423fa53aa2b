import { makeTestStore } from '@/testing/testStore';
import { blockedStorage } from '@/testing/memoryStorage';
import { selectBookings, selectIsSavedOnDevice } from '@/features/bookings/bookingsSlice';
import { selectSubmitStatus } from './draftSelectors';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import { SUBMIT_DELAY_MS, submitBooking } from './submitBooking';
import type { BookingRequest } from '@/features/bookings/types';

const request: BookingRequest = {
  restaurantId: '2',
  restaurantName: 'Maison Lumière',
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  customerInfo: { name: '  Ada Lovelace ', email: ' ada@example.com ', phone: ' 555 123 4567 ' },
  specialRequests: '  Window seat, please ',
};

describe('submitBooking', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T18:00:00.000Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('waits two seconds, then stores a confirmed record with every field', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.0421);
    const store = makeTestStore();
    const done = store.dispatch(submitBooking(request));

    expect(selectSubmitStatus(store.getState())).toBe('pending');
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
    expect(selectBookings(store.getState())).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await done;

    expect(SUBMIT_DELAY_MS).toBe(2000);
    expect(selectSubmitStatus(store.getState())).toBe('succeeded');
    const [record] = selectBookings(store.getState());
    expect(record).toEqual({
      id: expect.any(String),
      restaurantId: '2',
      restaurantName: 'Maison Lumière',
      date: '2026-12-04',
      time: '19:15',
      partySize: 4,
      customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '555 123 4567' },
      specialRequests: 'Window seat, please',
      status: 'confirmed',
      confirmationNumber: 'RB042100',
      createdAt: '2026-11-22T18:00:02.000Z',
    });
  });

  it('leaves out special requests that are empty', async () => {
    const store = makeTestStore();
    const done = store.dispatch(submitBooking({ ...request, specialRequests: '   ' }));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectBookings(store.getState())[0]).not.toHaveProperty('specialRequests');
  });

  it('makes one booking when confirmed twice while pending', async () => {
    const store = makeTestStore();
    const first = store.dispatch(submitBooking(request));
    const second = store.dispatch(submitBooking(request));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await Promise.all([first, second]);
    expect(selectBookings(store.getState())).toHaveLength(1);
  });

  it('gives every booking its own id and an RB confirmation number', async () => {
    const store = makeTestStore();
    for (let i = 0; i < 3; i += 1) {
      const done = store.dispatch(submitBooking(request));
      await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
      await done;
    }
    const records = selectBookings(store.getState());
    expect(new Set(records.map((r) => r.id)).size).toBe(3);
    records.forEach((r) => expect(r.confirmationNumber).toMatch(/^RB\d{6}$/));
  });
});

describe('submitBooking and the device', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T18:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('confirms the booking for the visit, marked unsaved, when the device cannot store it', async () => {
    const store = makeTestStore(undefined, {
      bookingsStorage: createBookingsStorage({ getBackend: blockedStorage }),
    });
    const done = store.dispatch(submitBooking(request));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;

    const [record] = selectBookings(store.getState());
    expect(record).toBeDefined();
    expect(selectIsSavedOnDevice(store.getState(), record!.id)).toBe(false);
  });
});
