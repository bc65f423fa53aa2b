import { makeStore } from '@/app/store';
import { restaurantRecords, restaurants } from '@/data/catalogue';
import { toSummaryRecord, type CatalogueSeed } from '@/data/catalogueData';
import { makeTestStore } from '@/testing/testStore';
import {
  catalogueSeed,
  loadCatalogueIndex,
  loadRestaurant,
  readCatalogueSeed,
  restaurantsStateFromSeed,
  selectAllRestaurants,
  selectCatalogueTotal,
  selectCities,
  selectFirstPage,
  selectIndexStatus,
  selectRestaurantById,
  selectRestaurantStatus,
} from './restaurantsSlice';

const [trattoria, maison, ember] = restaurantRecords as [
  (typeof restaurantRecords)[number],
  (typeof restaurantRecords)[number],
  (typeof restaurantRecords)[number],
];

/** A page's seed: the catalogue's size and cities, the first page and a restaurant's record as given. */
const seed = (overrides: Partial<CatalogueSeed> = {}): CatalogueSeed => ({
  ...catalogueSeed(restaurantRecords),
  ...overrides,
});

const seededStore = (overrides: Partial<CatalogueSeed> = {}) =>
  makeStore({ restaurants: restaurantsStateFromSeed(seed(overrides)) });

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

describe('restaurants slice', () => {
  it('a store that knows the whole catalogue holds the three built-in restaurants', () => {
    const state = makeTestStore().getState();
    expect(selectAllRestaurants(state).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(selectIndexStatus(state)).toBe('complete');
    expect(selectRestaurantById(state, '2')?.cuisine).toBe('French');
    expect(selectRestaurantById(state, '999')).toBeUndefined();
    expect(selectRestaurantById(state, undefined)).toBeUndefined();
    // Known not to exist: nothing is asked for.
    expect(selectRestaurantStatus(state, '999')).toBe('missing');
  });

  it('starts from the seed a page came with: the size, the cities, the first page and its restaurant', () => {
    const state = seededStore({ firstPage: [toSummaryRecord(ember)], restaurants: [maison] }).getState();
    expect(selectCatalogueTotal(state)).toBe(3);
    expect(selectCities(state)).toEqual([...new Set(restaurants.map((r) => r.location.city))].sort());
    expect(selectFirstPage(state).map((r) => r.name)).toEqual([ember.name]);
    // The card's image, from its name in the record.
    expect(selectFirstPage(state)[0]?.images.hero).toBe(restaurants[2]?.images.hero);
    expect(selectRestaurantById(state, '2')?.contact).toEqual(maison.contact);
    expect(selectIndexStatus(state)).toBe('partial');
    expect(selectRestaurantStatus(state, '1')).toBe('idle');
  });

  it('knows the whole catalogue when the first page holds every restaurant (a small catalogue)', () => {
    const state = seededStore({ firstPage: restaurantRecords.map(toSummaryRecord) }).getState();
    expect(selectIndexStatus(state)).toBe('complete');
    expect(
      selectAllRestaurants(state)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['1', '2', '3']);
    expect(selectRestaurantStatus(state, 'no-such-place')).toBe('missing');
    // One restaurant short of the whole catalogue: the index is still to load.
    const partial = seededStore({ firstPage: restaurantRecords.slice(1).map(toSummaryRecord) }).getState();
    expect(selectIndexStatus(partial)).toBe('partial');
  });

  it('a page without a seed knows nothing of the catalogue yet', () => {
    const state = makeStore().getState();
    expect(selectCatalogueTotal(state)).toBeNull();
    expect(selectAllRestaurants(state)).toEqual([]);
  });

  describe('the index', () => {
    it('loads every summary once, and then knows the whole catalogue', async () => {
      fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
      const store = seededStore();
      const loading = store.dispatch(loadCatalogueIndex());
      expect(selectIndexStatus(store.getState())).toBe('loading');
      // A second ask while it loads sends no second request.
      void store.dispatch(loadCatalogueIndex());
      await loading;
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/data/index.json');
      const state = store.getState();
      expect(selectIndexStatus(state)).toBe('complete');
      expect(selectAllRestaurants(state).map((r) => r.name)).toEqual(restaurants.map((r) => r.name));
      await store.dispatch(loadCatalogueIndex());
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('keeps the summary objects of the restaurants it knew when the index says the same of them', async () => {
      const changed = { ...toSummaryRecord(ember), rating: 4.1 };
      fetchMock.mockReturnValue(
        json({ version: 1, restaurants: [toSummaryRecord(trattoria), toSummaryRecord(maison), changed] }),
      );
      const store = seededStore({ firstPage: [trattoria, ember].map(toSummaryRecord), total: 3 });
      const [firstBefore, emberBefore] = selectFirstPage(store.getState());
      await store.dispatch(loadCatalogueIndex());
      const after = store.getState();
      // The cards already drawn for them stay as they are (memoized on the object).
      const summaryOf = (id: string) => after.restaurants.summaries.entities[id];
      expect(summaryOf(trattoria.id)).toBe(firstBefore);
      // What the index says differently is taken.
      expect(summaryOf(ember.id)).not.toBe(emberBefore);
      expect(summaryOf(ember.id)?.rating).toBe(4.1);
      expect(selectAllRestaurants(after)).toHaveLength(3);
    });

    it('says it failed on a network error, a server error or a file of another version, and loads on a retry', async () => {
      const store = seededStore();
      for (const answer of [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json({}, 500),
        () => json({ version: 2, restaurants: [] }),
        () => json({ version: 1 }),
      ]) {
        fetchMock.mockImplementationOnce(answer);
        await store.dispatch(loadCatalogueIndex(true));
        expect(selectIndexStatus(store.getState())).toBe('failed');
      }
      fetchMock.mockClear();
      fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
      // After a failure, only the diner's Try again (a retry) loads it again.
      await store.dispatch(loadCatalogueIndex());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(selectIndexStatus(store.getState())).toBe('failed');
      await store.dispatch(loadCatalogueIndex(true));
      expect(selectIndexStatus(store.getState())).toBe('complete');
    });
  });

  describe("a restaurant's record", () => {
    it('loads from its own file, once', async () => {
      fetchMock.mockReturnValue(json({ version: 1, restaurant: trattoria }));
      const store = seededStore();
      const loading = store.dispatch(loadRestaurant('1'));
      expect(selectRestaurantStatus(store.getState(), '1')).toBe('loading');
      void store.dispatch(loadRestaurant('1'));
      await loading;
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/data/restaurants/1.json');
      expect(selectRestaurantStatus(store.getState(), '1')).toBe('ready');
      expect(selectRestaurantById(store.getState(), '1')?.menuHighlights).toEqual(trattoria.menuHighlights);
      await store.dispatch(loadRestaurant('1'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is missing when its file is not there, or its id could name no file', async () => {
      fetchMock.mockReturnValue(json({}, 404));
      const store = seededStore();
      await store.dispatch(loadRestaurant('999'));
      expect(selectRestaurantStatus(store.getState(), '999')).toBe('missing');
      await store.dispatch(loadRestaurant('../index'));
      expect(selectRestaurantStatus(store.getState(), '../index')).toBe('missing');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('failed when it cannot be loaded or holds another restaurant, and loads on a retry', async () => {
      const store = seededStore();
      fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
      await store.dispatch(loadRestaurant('1'));
      expect(selectRestaurantStatus(store.getState(), '1')).toBe('failed');
      fetchMock.mockReturnValueOnce(json({ version: 1, restaurant: maison }));
      await store.dispatch(loadRestaurant('1'));
      expect(selectRestaurantStatus(store.getState(), '1')).toBe('failed');
      fetchMock.mockReturnValueOnce(json({ version: 1, restaurant: trattoria }));
      await store.dispatch(loadRestaurant('1'));
      expect(selectRestaurantStatus(store.getState(), '1')).toBe('ready');
    });
  });

  describe('lookups by id', () => {
    // A URL or an imported booking can name any id, Object.prototype's members included.
    const prototypeNames = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];

    it.each(prototypeNames)('"%s" is no restaurant of a store that knows the whole catalogue', (id) => {
      const state = makeTestStore().getState();
      expect(selectRestaurantById(state, id)).toBeUndefined();
      expect(selectRestaurantStatus(state, id)).toBe('missing');
    });

    it.each(prototypeNames)(
      '"%s" is asked for, and then missing, while the index is not here',
      async (id) => {
        fetchMock.mockReturnValue(json({}, 404));
        const store = seededStore();
        expect(selectRestaurantById(store.getState(), id)).toBeUndefined();
        await store.dispatch(loadRestaurant(id));
        expect(selectRestaurantById(store.getState(), id)).toBeUndefined();
        expect(selectRestaurantStatus(store.getState(), id)).toBe('missing');
        expect(Object.getPrototypeOf(store.getState().restaurants.recordRequests)).toBe(Object.prototype);
      },
    );

    it('a catalogue with a restaurant of that id finds it, and no other', async () => {
      const constructorRecord = { ...trattoria, id: 'constructor' };
      fetchMock.mockReturnValue(json({ version: 1, restaurant: constructorRecord }));
      const store = seededStore();
      await store.dispatch(loadRestaurant('constructor'));
      expect(selectRestaurantStatus(store.getState(), 'constructor')).toBe('ready');
      expect(selectRestaurantById(store.getState(), 'constructor')?.name).toBe(trattoria.name);
      expect(selectRestaurantById(store.getState(), 'toString')).toBeUndefined();
    });
  });

  describe("a page's seed", () => {
    const pageWith = (text: string | null) => {
      document.body.innerHTML = '';
      if (text !== null) {
        const element = document.createElement('script');
        element.type = 'application/json';
        element.id = 'catalogue-seed';
        element.textContent = text;
        document.body.append(element);
      }
      return document;
    };

    it('is read from the page', () => {
      const given = seed({ restaurants: [trattoria] });
      expect(readCatalogueSeed(pageWith(JSON.stringify(given)))).toEqual(given);
    });

    it('is none when the page holds none, or one this build cannot read', () => {
      expect(readCatalogueSeed(pageWith(null))).toBeNull();
      expect(readCatalogueSeed(pageWith('{not json'))).toBeNull();
      expect(readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), version: 2 })))).toBeNull();
      expect(readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), firstPage: null })))).toBeNull();
      expect(readCatalogueSeed(pageWith('null'))).toBeNull();
    });
  });
});
