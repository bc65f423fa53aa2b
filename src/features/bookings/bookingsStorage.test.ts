import { makeTestStore } from '@/testing/testStore';
import { dayjs } from '@/lib/dates';
import { type AppStore } from '@/app/store';
import { makeBookingRecord } from '@/testing/fixtures';
import { blockedStorage, createMemoryStorage } from '@/testing/memoryStorage';
import {
  BOOKINGS_FORMAT_VERSION,
  BOOKINGS_STORAGE_KEY,
  BOOKINGS_VERSION_KEY,
  UNREADABLE_BACKUP_PREFIX,
} from './bookingsFormat';
import { changeBookingRecord } from './bookingRecord';
import {
  bookingCancelled,
  bookingsImported,
  selectBookingById,
  selectUnreadableEntries,
  selectAreBookingsLoaded,
  selectBookings,
  selectIsSavedOnDevice,
  selectStorageProblem,
} from './bookingsSlice';
import { bookingChangeStarted, continuedToDetails } from '@/features/bookingInProgress/draftActions';
import {
  selectBookingStep,
  selectIsToastOpen,
  selectSubmitError,
} from '@/features/bookingInProgress/draftSelectors';
import { createBookingsStorage, type StorageBackend } from './bookingsStorage';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';
import type { BookingRecord } from './types';

const a = makeBookingRecord({ id: 'a', confirmationNumber: 'RB000001' });
const b = makeBookingRecord({ id: 'b', confirmationNumber: 'RB000002' });

const storageOn = (getBackend: () => StorageBackend) =>
  createBookingsStorage({ getBackend, now: () => new Date('2026-11-22T10:00:00.000Z') });

/** A store on the given storage, once its bookings are loaded. */
const start = async (getBackend: () => StorageBackend) => {
  const store = makeTestStore(undefined, {
    bookingsStorage: storageOn(getBackend),
    eventTarget: new EventTarget() as Window,
  });
  await new Promise<void>((resolve) => {
    if (selectAreBookingsLoaded(store.getState())) resolve();
    const unsubscribe = store.subscribe(() => {
      if (!selectAreBookingsLoaded(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });
  return store;
};

/** A booking confirmed in `store`; written to the device within the same dispatch. */
const confirm = (store: AppStore, record: BookingRecord) => {
  const { id: _id, status: _status, confirmationNumber: _number, createdAt: _created, ...request } = record;
  store.dispatch(submitBooking.fulfilled(record, 'request-id', request));
};

const stored = (data: Map<string, string>) => JSON.parse(data.get(BOOKINGS_STORAGE_KEY) ?? 'null') as unknown;
const backups = (data: Map<string, string>) =>
  [...data.entries()].filter(([key]) => key.startsWith(UNREADABLE_BACKUP_PREFIX)).map(([, text]) => text);

/** About `chars` characters of valid records. */
const manyRecords = (chars: number): BookingRecord[] => {
  const one = JSON.stringify(a).length + 1;
  return Array.from({ length: Math.ceil(chars / one) }, (_, index) =>
    makeBookingRecord({ id: `r${index}`, confirmationNumber: `RB${String(index % 1e6).padStart(6, '0')}` }),
  );
};
// localStorage holds about 5.2 M characters per site in Chromium.
const QUOTA = 5_200_000;

describe('the stored format', () => {
  it('writes exactly a JSON array of records under "bookings", with the version beside it', async () => {
    const { data, backend } = createMemoryStorage();
    const store = await start(() => backend);
    confirm(store, a);
    expect(stored(data)).toEqual([a]);
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe(String(BOOKINGS_FORMAT_VERSION));
    expect([...data.keys()].sort()).toEqual([BOOKINGS_STORAGE_KEY, BOOKINGS_VERSION_KEY]);
  });

  it('loads a list stored by someone else, appends to it, and a new visit reads it back', async () => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([a]) });
    const store = await start(() => backend);
    expect(selectBookings(store.getState())).toEqual([a]);
    confirm(store, b);
    expect(stored(data)).toEqual([a, b]);
    expect(selectBookings((await start(() => backend)).getState())).toEqual([a, b]);
  });

  it('writes nothing on opening a page, whatever is stored', async () => {
    const text = `${JSON.stringify([a]).slice(0, -1)}, {"id":"broken"}]`;
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    const before = new Map(data);
    const store = await start(() => backend);
    await store.persistor.flush();
    expect(data).toEqual(before);
  });

  it('writes the record before the confirmation renders: within the dispatch that confirms it', async () => {
    const { data, backend } = createMemoryStorage();
    const store = await start(() => backend);
    confirm(store, a);
    expect(stored(data)).toEqual([a]);
    expect(selectIsSavedOnDevice(store.getState(), 'a')).toBe(true);
  });

  it('never drops a record another tab stored after this one loaded', async () => {
    const { data, backend } = createMemoryStorage();
    const store = await start(() => backend);
    storageOn(() => backend).save([a]);
    confirm(store, b);
    expect(stored(data)).toEqual([a, b]);
  });
});

describe('data this build cannot read', () => {
  it("loads the entries it cannot read, and an imported file's are stored once, untouched, after the records", async () => {
    const onHold = { ...makeBookingRecord({ id: 'c' }), status: 'on hold' };
    const family = { ...makeBookingRecord({ id: 'f' }), partySize: { adults: 2, children: 1 } };
    const { data, backend } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: JSON.stringify([a, onHold]),
      [BOOKINGS_VERSION_KEY]: String(BOOKINGS_FORMAT_VERSION),
    });
    const store = await start(() => backend);
    expect(selectUnreadableEntries(store.getState())).toEqual([onHold]);

    store.dispatch(bookingsImported({ records: [b], unreadable: [onHold, family] }));
    expect(stored(data)).toEqual([a, onHold, b, family]);
    store.dispatch(bookingsImported({ records: [b], unreadable: [family] }));
    expect(stored(data)).toEqual([a, onHold, b, family]);
  });

  it("keeps a newer version's records verbatim, shows what it can, and appends its own", async () => {
    const onHold = { ...makeBookingRecord({ id: 'c' }), status: 'on hold' };
    const family = { ...makeBookingRecord({ id: 'f' }), partySize: { adults: 2, children: 1 } };
    const text = JSON.stringify([a, onHold, family]);
    const { data, backend } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: text,
      [BOOKINGS_VERSION_KEY]: '9',
    });
    const store = await start(() => backend);

    expect(selectBookings(store.getState())).toEqual([a]);
    expect(selectStorageProblem(store.getState())).toBe('unreadable');
    expect(data.get(BOOKINGS_STORAGE_KEY)).toBe(text);

    confirm(store, b);
    expect(stored(data)).toEqual([a, onHold, family, b]);
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe('9');
    expect(backups(data)).toEqual([]);
  });

  it('keeps saving in a large list with one broken entry, without copying the list', async () => {
    const text = JSON.stringify([...manyRecords(2_700_000), { id: 'broken' }]);
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text }, { quota: QUOTA });
    const store = await start(() => backend);
    expect(selectStorageProblem(store.getState())).toBe('unreadable');

    confirm(store, b);
    const list = stored(data) as unknown[];
    expect(list.at(-1)).toEqual(b);
    expect(list.at(-2)).toEqual({ id: 'broken' });
    expect(backups(data)).toEqual([]);
    expect(selectIsSavedOnDevice(store.getState(), 'b')).toBe(true);
    expect(selectStorageProblem(store.getState())).toBe('unreadable');
  });

  it('calls a large unreadable text unreadable, and still saves a booking when its copy does not fit', async () => {
    const text = `[${'x'.repeat(2_700_000)}`;
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text }, { quota: QUOTA });
    const store = await start(() => backend);
    expect(selectStorageProblem(store.getState())).toBe('unreadable');
    expect(data.get(BOOKINGS_STORAGE_KEY)).toBe(text);

    confirm(store, a);
    expect(stored(data)).toEqual([a]);
    expect(selectIsSavedOnDevice(store.getState(), 'a')).toBe(true);
  });

  it('copies unreadable text aside, once, before a booking replaces it', async () => {
    const text = '{"items":[]}';
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    const store = await start(() => backend);
    confirm(store, a);
    confirm(store, b);
    expect(backups(data)).toEqual([text]);
    expect(stored(data)).toEqual([a, b]);
  });

  it('copies the same unreadable text once across visits, however many pages open on it', async () => {
    const text = '[{"id": "half a record';
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: text });
    // Three visits, each its own page and store, the clock moving on between them.
    for (const time of ['2026-11-22T10:00:00.000Z', '2026-11-22T10:05:00.000Z', '2026-11-23T09:00:00.000Z']) {
      const store = makeTestStore(undefined, {
        bookingsStorage: createBookingsStorage({ getBackend: () => backend, now: () => new Date(time) }),
        eventTarget: new EventTarget() as Window,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(selectStorageProblem(store.getState())).toBe('unreadable');
    }
    expect(backups(data)).toEqual([text]);
    expect(data.get(BOOKINGS_STORAGE_KEY)).toBe(text);

    // A booking then replaces it; the copy made before stays the only one.
    const store = await start(() => backend);
    confirm(store, a);
    expect(backups(data)).toEqual([text]);
    expect(stored(data)).toEqual([a]);
  });

  it('upgrades the unversioned format without a backup', async () => {
    const { status: _status, ...withoutStatus } = a;
    const legacy = { ...withoutStatus, partySize: '4' };
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([legacy]) });
    const store = await start(() => backend);
    expect(selectBookings(store.getState())).toEqual([{ ...a, partySize: 4 }]);
    expect(selectStorageProblem(store.getState())).toBeNull();
    confirm(store, b);
    expect(backups(data)).toEqual([]);
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe(String(BOOKINGS_FORMAT_VERSION));
  });
});

describe('storage that is blocked or full', () => {
  it('books for the visit when localStorage cannot even be read, and says why', async () => {
    const store = await start(blockedStorage);
    expect(selectStorageProblem(store.getState())).toBe('blocked');
    confirm(store, a);
    expect(selectBookings(store.getState())).toEqual([a]);
    expect(selectIsSavedOnDevice(store.getState(), 'a')).toBe(false);
    expect(selectStorageProblem(store.getState())).toBe('blocked');
  });

  it('says storage is full only when a booking could not be saved', async () => {
    const { backend, failWritesTo } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([a]) });
    const store = await start(() => backend);
    failWritesTo(() => true);
    expect(selectStorageProblem(store.getState())).toBeNull();

    confirm(store, b);
    expect(selectStorageProblem(store.getState())).toBe('full');
    expect(selectIsSavedOnDevice(store.getState(), 'b')).toBe(false);
    expect(selectIsSavedOnDevice(store.getState(), 'a')).toBe(true);
    expect(selectBookings(store.getState())).toEqual([a, b]);
  });
});

describe('the original site upgraded on its first write (docs/product.md#storage)', () => {
  const { status: _status, id: _id, ...bare } = makeBookingRecord({ confirmationNumber: 'RB100001' });
  const noStatusNoId = { ...bare, partySize: '2' };
  const { status: _s, ...noStatus } = makeBookingRecord({ id: 'legacy-2', confirmationNumber: 'RB100002' });
  const legacyList = JSON.stringify([noStatusNoId, noStatus, 'not a booking']);
  const expected = [
    { ...bare, id: 'RB100001', partySize: 2, status: 'confirmed' },
    { ...noStatus, status: 'confirmed' },
  ];

  const revisit = async (backend: StorageBackend) => selectBookings((await start(() => backend)).getState());

  it('stores every entry it reads in its own format when it books, so a reload still lists them', async () => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: legacyList });
    const store = await start(() => backend);
    expect(selectBookings(store.getState())).toEqual(expected);
    confirm(store, b);

    expect(data.get(BOOKINGS_VERSION_KEY)).toBe(String(BOOKINGS_FORMAT_VERSION));
    // Every readable entry is now a record of the version the key names; the unreadable one stays.
    expect(stored(data)).toEqual([...expected, 'not a booking', b]);
    expect(await revisit(backend)).toEqual([...expected, b]);
  });

  it('does the same when the first write is a cancellation of one of them', async () => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: legacyList });
    const store = await start(() => backend);
    store.dispatch(bookingCancelled('legacy-2', new Date('2026-11-22T10:00:00.000Z')));
    expect(data.get(BOOKINGS_VERSION_KEY)).toBe(String(BOOKINGS_FORMAT_VERSION));
    const visit = await revisit(backend);
    expect(visit.map((record) => [record.id, record.status])).toEqual([
      ['RB100001', 'confirmed'],
      ['legacy-2', 'cancelled'],
    ]);
  });

  it('keeps two of its bookings that share a confirmation number and have no id, as two', async () => {
    const twin = { ...noStatusNoId, time: '20:00' };
    const { backend } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: JSON.stringify([noStatusNoId, twin]),
    });
    const store = await start(() => backend);
    expect(selectBookings(store.getState()).map((record) => record.time)).toEqual(['19:15', '20:00']);
    confirm(store, b);
    expect((await revisit(backend)).map((record) => record.time)).toEqual(['19:15', '20:00', b.time]);
  });
});

describe('a change made here always lands (docs/product.md#storage)', () => {
  // Made on a device whose clock ran a year fast.
  const ahead = makeBookingRecord({ id: 'ahead', createdAt: '2027-11-22T10:00:00.000Z' });
  const tenAm = new Date('2026-11-22T10:00:00.000Z');

  it('stores a cancellation of a booking whose times are ahead of this clock', async () => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([ahead]) });
    const store = await start(() => backend);
    store.dispatch(bookingCancelled('ahead', tenAm));
    expect(selectBookingById(store.getState(), 'ahead')?.status).toBe('cancelled');
    expect((stored(data) as BookingRecord[])[0]?.status).toBe('cancelled');
    const visit = selectBookings((await start(() => backend)).getState());
    expect(visit[0]?.status).toBe('cancelled');
  });

  it('stores a change of a booking changed last on a clock that ran fast', async () => {
    const changedAhead = { ...ahead, updatedAt: '2028-01-01T00:00:00.000Z' };
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([changedAhead]) });
    const store = await start(() => backend);
    const moved = changeBookingRecord(changedAhead, { ...changedAhead, time: '20:00' }, tenAm.toISOString());
    store.dispatch(submitBooking.fulfilled(moved, 'request-id', { ...changedAhead, bookingId: 'ahead' }));
    expect((stored(data) as BookingRecord[])[0]?.time).toBe('20:00');
    expect(selectBookings((await start(() => backend)).getState())[0]?.time).toBe('20:00');
  });

  it("shows what is stored when another tab's later change stayed over this tab's", async () => {
    const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify([a]) });
    const store = await start(() => backend);
    // Another tab cancels a after this one loaded, and this tab has not heard of it yet.
    const cancelledThere = { ...a, status: 'cancelled' as const, cancelledAt: '2026-11-22T10:05:00.000Z' };
    storageOn(() => backend).save([cancelledThere]);
    // This tab writes an older state of a, made before the cancellation.
    const movedHere = { ...a, time: '20:00', updatedAt: '2026-11-22T10:01:00.000Z' };
    store.dispatch(bookingsImported({ records: [movedHere], unreadable: [] }));
    expect(stored(data)).toEqual([cancelledThere]);
    expect(selectBookingById(store.getState(), 'a')).toEqual(cancelledThere);
  });
});

describe('a write that fails is not shown as done (docs/product.md#storage)', () => {
  it('undoes a cancel that could not be written, and says why', async () => {
    const upcoming = makeBookingRecord({ id: 'u', date: '2026-12-04' });
    const { data, backend, failWritesTo } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: JSON.stringify([upcoming]),
    });
    const store = await start(() => backend);
    failWritesTo(() => true);
    store.dispatch(bookingCancelled('u', new Date('2026-11-22T10:00:00.000Z')));
    expect(selectBookingById(store.getState(), 'u')?.status).toBe('confirmed');
    expect(selectStorageProblem(store.getState())).toBe('full');
    expect((stored(data) as BookingRecord[])[0]?.status).toBe('confirmed');
  });

  it('undoes a change that could not be written, back on its details with why', async () => {
    const upcoming = makeBookingRecord({ id: 'u', date: '2026-12-04', time: '19:00' });
    const { backend, failWritesTo } = createMemoryStorage({
      [BOOKINGS_STORAGE_KEY]: JSON.stringify([upcoming]),
    });
    const store = await start(() => backend);
    store.dispatch(
      bookingChangeStarted({ bookingId: 'u', restaurantId: '1' }, dayjs('2026-11-22T10:00:00.000Z')),
    );
    store.dispatch(continuedToDetails());
    failWritesTo(() => true);
    const moved = changeBookingRecord(upcoming, { ...upcoming, time: '20:00' }, '2026-11-22T10:00:00.000Z');
    store.dispatch(
      submitBooking.fulfilled(moved, 'request-id', { ...upcoming, time: '20:00', bookingId: 'u' }),
    );
    expect(selectBookingById(store.getState(), 'u')?.time).toBe('19:00');
    expect(selectBookingStep(store.getState())).toBe('details');
    expect(selectSubmitError(store.getState())).toBe(
      "Your change could not be saved: this device's storage is full. Nothing was changed.",
    );
    expect(selectIsToastOpen(store.getState())).toBe(false);
  });
});
