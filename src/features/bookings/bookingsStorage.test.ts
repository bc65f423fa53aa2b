import { persistStore } from 'redux-persist';
import { makeStore, type AppStore } from '@/app/store';
import { makeBookingRecord } from '@/testing/fixtures';
import { selectBookings } from './bookingsSlice';
import {
  BOOKINGS_STORAGE_KEY,
  BOOKINGS_VERSION_KEY,
  isBookingRecord,
  parseStoredBookings,
  serializeBookings,
} from './bookingsStorage';
import { submitBooking } from './submitBooking';

const startPersisted = async (store: AppStore) => {
  let persistor!: ReturnType<typeof persistStore>;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  return persistor;
};

const confirm = (store: AppStore, record = makeBookingRecord()) => {
  const { id, status, confirmationNumber, createdAt, ...request } = record;
  void id; void status; void confirmationNumber; void createdAt;
  store.dispatch(submitBooking.fulfilled(record, 'request-id', request));
};

describe('booking records', () => {
  it('accepts a complete record, with or without special requests', () => {
    expect(isBookingRecord(makeBookingRecord())).toBe(true);
    expect(isBookingRecord(makeBookingRecord({ specialRequests: 'Window seat' }))).toBe(true);
  });

  it.each([
    ['no id', { id: undefined }],
    ['a numeric party size as text', { partySize: '2' }],
    ['another status', { status: 'cancelled' }],
    ['no customer info', { customerInfo: undefined }],
    ['a non-text special request', { specialRequests: 42 }],
  ])('rejects a record with %s', (_case, change) => {
    expect(isBookingRecord({ ...makeBookingRecord(), ...change })).toBe(false);
  });
});

describe('parseStoredBookings', () => {
  it('reads a stored array of records', () => {
    const records = [makeBookingRecord(), makeBookingRecord({ id: 'bk-2' })];
    expect(parseStoredBookings(JSON.stringify(records))).toEqual(records);
  });

  it('keeps the valid records of a partly valid array', () => {
    const good = makeBookingRecord();
    expect(parseStoredBookings(JSON.stringify([good, { id: 3 }, null]))).toEqual([good]);
  });

  it.each([null, '', 'not json', '{"items":[]}', '"bookings"', '42'])(
    'reads %p as no records',
    (text) => {
      expect(parseStoredBookings(text)).toEqual([]);
    },
  );
});

describe('bookings persistence', () => {
  beforeEach(() => localStorage.clear());

  it('writes exactly a JSON array of records under "bookings"', async () => {
    const store = makeStore();
    const persistor = await startPersisted(store);
    const record = makeBookingRecord({ specialRequests: 'Birthday' });
    confirm(store, record);
    await persistor.flush();

    const stored = localStorage.getItem(BOOKINGS_STORAGE_KEY);
    expect(stored).toBe(serializeBookings([record]));
    expect(JSON.parse(stored ?? 'null')).toEqual([record]);
    expect(Object.keys(localStorage).sort()).toEqual([BOOKINGS_STORAGE_KEY, BOOKINGS_VERSION_KEY]);
  });

  it('loads an array stored by someone else and appends to it', async () => {
    const theirs = makeBookingRecord({ id: 'theirs', confirmationNumber: 'RB000001' });
    localStorage.setItem(BOOKINGS_STORAGE_KEY, JSON.stringify([theirs]));

    const store = makeStore();
    const persistor = await startPersisted(store);
    expect(selectBookings(store.getState())).toEqual([theirs]);

    const ours = makeBookingRecord({ id: 'ours', confirmationNumber: 'RB000002' });
    confirm(store, ours);
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem(BOOKINGS_STORAGE_KEY) ?? 'null')).toEqual([theirs, ours]);
  });

  it('survives a reload: a new store reads back what the last one wrote', async () => {
    const first = makeStore();
    const firstPersistor = await startPersisted(first);
    confirm(first, makeBookingRecord({ id: 'a' }));
    confirm(first, makeBookingRecord({ id: 'b' }));
    await firstPersistor.flush();

    const second = makeStore();
    await startPersisted(second);
    expect(selectBookings(second.getState()).map((b) => b.id)).toEqual(['a', 'b']);
  });

  it('persists nothing but the records', async () => {
    const store = makeStore();
    const persistor = await startPersisted(store);
    confirm(store);
    await persistor.flush();
    expect(localStorage.getItem(BOOKINGS_STORAGE_KEY)).not.toMatch(/submitStatus|_persist/);
    expect(localStorage.getItem('persist:bookings')).toBeNull();
  });
});
