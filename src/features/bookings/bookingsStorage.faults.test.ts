import fc from 'fast-check';
import { persistStore } from 'redux-persist';
import { makeStore, type AppStore } from '@/app/store';
import { makeBookingRecord } from '@/testing/fixtures';
import { blockedStorage, createMemoryStorage } from '@/testing/memoryStorage';
import { selectBookings, selectStorageProblem } from './bookingsSlice';
import {
  BOOKINGS_FORMAT_VERSION,
  BOOKINGS_STORAGE_KEY,
  BOOKINGS_VERSION_KEY,
  UNREADABLE_BACKUP_PREFIX,
  isBookingRecord,
  mergeBookings,
  createBookingsStorage,
  parseStoredBookings,
  type StorageBackend,
} from './bookingsStorage';
import { submitBooking } from './submitBooking';
import type { BookingRecord } from './types';

const storageOn = (getBackend: () => StorageBackend) =>
  createBookingsStorage({ getBackend, now: () => new Date('2026-11-22T10:00:00.000Z') });

const start = async (getBackend: () => StorageBackend) => {
  const store = makeStore(undefined, { bookingsStorage: storageOn(getBackend) });
  let persistor!: ReturnType<typeof persistStore>;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  return { store, persistor };
};

const confirm = (store: AppStore, record: BookingRecord) => {
  const { id: _id, status: _s, confirmationNumber: _c, createdAt: _t, ...request } = record;
  store.dispatch(submitBooking.fulfilled(record, 'request-id', request));
};

const backups = (data: Map<string, string>) =>
  [...data.entries()].filter(([key]) => key.startsWith(UNREADABLE_BACKUP_PREFIX)).map(([, text]) => text);

const a = makeBookingRecord({ id: 'a', confirmationNumber: 'RB000001' });
const b = makeBookingRecord({ id: 'b', confirmationNumber: 'RB000002' });

describe('unreadable stored data', () => {
  it.each([
    ['text that is not JSON', '[{"id": "a", oops'],
    ['JSON that is not a list', '{"items":[]}'],
  ])('starts with no bookings from %s, keeps a backup and says so', async (_case, text) => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    const { store, persistor } = await start(() => backend);

    expect(selectBookings(store.getState())).toEqual([]);
    expect(selectStorageProblem(store.getState())).toBe('recovered');
    expect(backups(data)).toEqual([text]);
    // Nothing was written back: the original is still there.
    expect(data.get(BOOKINGS_STORAGE_KEY)).toBe(text);

    confirm(store, a);
    await persistor.flush();
    expect(JSON.parse(data.get(BOOKINGS_STORAGE_KEY) ?? '')).toEqual([a]);
    expect(backups(data)).toEqual([text]);
  });

  it('loads the valid records of a partly valid list and backs up the whole text', async () => {
    const text = JSON.stringify([a, { id: 'broken' }, 'x', b]);
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    const { store } = await start(() => backend);

    expect(selectBookings(store.getState())).toEqual([a, b]);
    expect(selectStorageProblem(store.getState())).toBe('recovered');
    expect(backups(data)).toEqual([text]);
  });

  it('reports nothing for a clean list', async () => {
    const { backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([a]) });
    const { store } = await start(() => backend);
    expect(selectStorageProblem(store.getState())).toBeNull();
  });
});

describe('storage that is blocked or full', () => {
  it('books for the visit when localStorage cannot even be read', async () => {
    const { store, persistor } = await start(blockedStorage);
    expect(selectStorageProblem(store.getState())).toBe('unavailable');

    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    confirm(store, a);
    await persistor.flush();
    expect(selectBookings(store.getState())).toEqual([a]);
    // redux-persist's own development log of the failure.
    expect(consoleError).toHaveBeenCalledWith('Error storing data', expect.any(DOMException));
    expect(storageOn(blockedStorage).saveNow(a)).toBe(false);
  });

  it('reports a failed save (quota) and keeps the booking in the visit', async () => {
    const { backend, failWritesTo } = createMemoryStorage();
    const { store, persistor } = await start(() => backend);
    failWritesTo(() => true);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    confirm(store, a);
    await persistor.flush();
    expect(selectStorageProblem(store.getState())).toBe('write-failed');
    expect(selectBookings(store.getState())).toEqual([a]);
    expect(storageOn(() => backend).saveNow(b)).toBe(false);
  });

  it('does not overwrite unreadable text when its backup cannot be written', () => {
    const text = JSON.stringify([a, { id: 'from the future', seats: 4 }]);
    const { data, backend, failWritesTo } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    failWritesTo((key) => key.startsWith(UNREADABLE_BACKUP_PREFIX));

    expect(() => storageOn(() => backend).write([b])).toThrow('quota');
    expect(data.get(BOOKINGS_STORAGE_KEY)).toBe(text);
  });
});

describe('saving right away', () => {
  it('stores the record synchronously and says so', () => {
    const { data, backend } = createMemoryStorage();
    expect(storageOn(() => backend).saveNow(a)).toBe(true);
    expect(JSON.parse(data.get(BOOKINGS_STORAGE_KEY) ?? '')).toEqual([a]);
  });
});

describe('several tabs', () => {
  it("never drops a record another tab stored after this one loaded", async () => {
    const { data, backend } = createMemoryStorage();
    const { store, persistor } = await start(() => backend);
    // The other tab writes while this one is open.
    storageOn(() => backend).write([a]);

    confirm(store, b);
    await persistor.flush();
    expect(parseStoredBookings(data.get(BOOKINGS_STORAGE_KEY) ?? null).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('merges by id, keeping the order and the first copy', () => {
    const a2 = { ...a, restaurantName: 'changed' };
    const base = [a];
    expect(mergeBookings(base, [a2])).toBe(base);
    expect(mergeBookings(base, [b, a2, b])).toEqual([a, b]);
  });
});

describe('versions', () => {
  it('migrates records of the unversioned format instead of dropping them', async () => {
    const { status: _status, ...withoutStatus } = a;
    const legacy = { ...withoutStatus, partySize: '4' };
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([legacy]) });
    const { store, persistor } = await start(() => backend);

    expect(selectBookings(store.getState())).toEqual([{ ...a, partySize: 4 }]);
    expect(selectStorageProblem(store.getState())).toBeNull();
    confirm(store, b);
    await persistor.flush();
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe(String(BOOKINGS_FORMAT_VERSION));
  });

  it('keeps data written by a newer version: extra fields, unknown records and the version', async () => {
    const newer = { ...a, loyaltyPoints: 40 };
    const unknownShape = { id: 'z', kind: 'waitlist' };
    const text = JSON.stringify([newer, unknownShape]);
    const { data, backend } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: text,
      [BOOKINGS_VERSION_KEY]: '7',
    });
    const { store, persistor } = await start(() => backend);
    expect(selectBookings(store.getState())).toEqual([newer]);

    confirm(store, b);
    await persistor.flush();
    expect(JSON.parse(data.get(BOOKINGS_STORAGE_KEY) ?? '')).toEqual([newer, b]);
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe('7');
    expect(backups(data)).toContain(text);
  });
});

describe('properties', () => {
  const recordArb: fc.Arbitrary<BookingRecord> = fc.record(
    {
      id: fc.string({ minLength: 1 }),
      restaurantId: fc.string(),
      restaurantName: fc.string(),
      date: fc.string(),
      time: fc.string(),
      partySize: fc.integer({ min: 1, max: 10 }),
      customerInfo: fc.record({ name: fc.string(), email: fc.string(), phone: fc.string() }),
      specialRequests: fc.string(),
      status: fc.constant('confirmed' as const),
      confirmationNumber: fc.string(),
      createdAt: fc.string(),
    },
    { requiredKeys: ['id', 'restaurantId', 'restaurantName', 'date', 'time', 'partySize', 'customerInfo', 'status', 'confirmationNumber', 'createdAt'] },
  );

  it('reading never throws, whatever the stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (text) => {
        expect(() => parseStoredBookings(text)).not.toThrow();
      }),
    );
  });

  it('reading never loses a valid record, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(recordArb, fc.anything())), (entries) => {
        const valid = entries.filter(isBookingRecord);
        expect(parseStoredBookings(JSON.stringify(entries))).toEqual(JSON.parse(JSON.stringify(valid)));
      }),
    );
  });

  it('writing keeps every record already stored and every record written', () => {
    fc.assert(
      fc.property(fc.array(recordArb), fc.array(recordArb), (stored, ours) => {
        const { backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify(stored) });
        const written = storageOn(() => backend).write(ours);
        const ids = new Set(written.map((record) => record.id));
        [...stored, ...ours].forEach((record) => expect(ids.has(record.id)).toBe(true));
      }),
    );
  });
});
