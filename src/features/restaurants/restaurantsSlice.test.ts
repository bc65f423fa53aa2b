import { makeStore } from '@/app/store';
import { restaurantRecords, restaurants } from '@/data/catalogue';
import { toSummaryRecord, type CatalogueSeed } from '@/data/catalogueData';
import { makeTestStore } from '@/testing/testStore';
import { afterNextPaint } from '@/speed/scheduling';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import {
  SearchUnavailable,
  type CatalogueSearch,
  type SearchAnswer,
  type SearchQuery,
} from '@/data/search/catalogueSearch';
import {
  catalogueSeed,
  listAnswerDropped,
  loadCatalogueIndex,
  loadListAnswer,
  loadOptionCounts,
  loadRestaurant,
  readCatalogueSeed,
  restaurantsStateFromSeed,
  selectAllRestaurants,
  selectCatalogueTotal,
  selectCities,
  selectFirstPage,
  selectIndexStatus,
  selectHasSearchFragments,
  selectIsSearchedCatalogue,
  selectListSearch,
  searchQueryKey,
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

  describe("a small catalogue's index file, on a page that did not come with it", () => {
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

    it('stores the summaries frozen as they are made, so that Immer need not walk thousands of new objects', () => {
      // Immer freezes what a reducer stores, and walks every object of a new value it finds
      // unfrozen: for 5,000 summaries, most of the index's reducer (decisions.md).
      const state = restaurantsStateFromSeed(seed({ firstPage: restaurantRecords.map(toSummaryRecord) }));
      expect(Object.isFrozen(state.summaries)).toBe(true);
      expect(Object.isFrozen(state.summaries.ids)).toBe(true);
      expect(Object.isFrozen(state.summaries.entities)).toBe(true);
      expect(Object.values(state.summaries.entities).every((summary) => Object.isFrozen(summary))).toBe(true);
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

  describe("a large catalogue's list, as its search answers it", () => {
    /** A search whose answers come when the test says, each to the query asked. */
    const deferredSearch = () => {
      const asked: { query: SearchQuery; answer: (a: SearchAnswer) => void; fail: (e: Error) => void }[] = [];
      const search: CatalogueSearch = {
        query: (query) =>
          new Promise((answer, fail) => {
            asked.push({ query, answer, fail });
          }),
        prepare: async () => undefined,
      };
      return { asked, getCatalogueSearch: async () => search };
    };
    const query = (text: string, limit = 12): SearchQuery => ({
      text,
      filters: { cuisines: [], priceRanges: [], features: [], dietaryOptions: [], accessibility: [] },
      city: null,
      order: 'rating',
      near: null,
      offset: 0,
      limit,
    });
    const storeAsking = (firstPage = [trattoria, ember]) => {
      const search = deferredSearch();
      const store = makeStore(
        { restaurants: restaurantsStateFromSeed(seed({ firstPage: firstPage.map(toSummaryRecord) })) },
        { getCatalogueSearch: search.getCatalogueSearch },
      );
      return { store, ...search };
    };
    // An answer lands no sooner than the frame after the dispatch that asked for it.
    const flush = () => afterNextPaint().then(() => new Promise((resolve) => setTimeout(resolve, 0)));

    it('gives an answer no sooner than the frame after the tap that asked, not within its frame', async () => {
      const answer: SearchAnswer = { total: 1, ids: ['1'], cards: [toSummaryRecord(trattoria)] };
      const search: CatalogueSearch = { query: async () => answer, prepare: async () => undefined };
      const store = makeStore(
        { restaurants: restaurantsStateFromSeed(seed({ firstPage: [toSummaryRecord(ember)] })) },
        { getCatalogueSearch: () => search },
      );
      void store.dispatch(loadListAnswer(query('a')));
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      expect(selectListSearch(store.getState()).status).toBe('loading');
      await afterNextPaint();
      await Promise.resolve();
      expect(selectListSearch(store.getState())).toMatchObject({ status: 'idle', answer: { total: 1 } });
    });

    it('asks the search within the dispatch once its code is here, so the worker answers while the tap renders', () => {
      const asked: SearchQuery[] = [];
      const search: CatalogueSearch = {
        query: (asking) => {
          asked.push(asking);
          return new Promise<never>(() => undefined);
        },
        prepare: async () => undefined,
      };
      const store = makeStore(
        { restaurants: restaurantsStateFromSeed(seed({ firstPage: [toSummaryRecord(trattoria)] })) },
        { getCatalogueSearch: () => search },
      );
      void store.dispatch(loadListAnswer(query('a')));
      void store.dispatch(loadOptionCounts({ ...query('b'), optionCounts: true }));
      expect(asked.map(({ text }) => text)).toEqual(['a', 'b']);
    });

    it('asks once per query, keeps the answer, and takes its cards in, keeping the summaries it knew', async () => {
      const { store, asked } = storeAsking();
      const [firstBefore, emberBefore] = selectFirstPage(store.getState());
      void store.dispatch(loadListAnswer(query('a')));
      // A second ask while it is answered asks nothing more.
      void store.dispatch(loadListAnswer(query('a')));
      await flush();
      expect(asked.map(({ query: { text } }) => text)).toEqual(['a']);
      expect(selectListSearch(store.getState()).status).toBe('loading');
      const changed = { ...toSummaryRecord(ember), rating: 4.1 };
      asked[0]!.answer({
        total: 3,
        ids: ['1', '3', '2'],
        cards: [toSummaryRecord(trattoria), changed, toSummaryRecord(maison)],
      });
      await flush();
      const state = store.getState();
      expect(selectListSearch(state).answer).toEqual({
        key: searchQueryKey(query('a')),
        query: query('a'),
        total: 3,
        ids: ['1', '3', '2'],
      });
      const summaryOf = (id: string) => state.restaurants.summaries.entities[id];
      // The card already drawn stays as it is (memoized on the object); what changed is taken.
      expect(summaryOf(trattoria.id)).toBe(firstBefore);
      expect(summaryOf(ember.id)).not.toBe(emberBefore);
      expect(summaryOf(ember.id)?.rating).toBe(4.1);
      expect(summaryOf(maison.id)?.name).toBe(maison.name);
      // The same query again is answered already.
      void store.dispatch(loadListAnswer(query('a')));
      await flush();
      expect(asked).toHaveLength(1);
    });

    it('asks only for the rest of a list whose first pages it shows (Show more), and keeps the whole list', async () => {
      const { store, asked } = storeAsking();
      void store.dispatch(loadListAnswer({ ...query('', 3), shown: ['1'] }));
      await flush();
      expect(asked.map(({ query: { offset, limit } }) => ({ offset, limit }))).toEqual([
        { offset: 1, limit: 2 },
      ]);
      asked[0]!.answer({
        total: 3,
        ids: ['3', '2'],
        cards: [toSummaryRecord(ember), toSummaryRecord(maison)],
      });
      await flush();
      // Kept as the answer to the whole list: the same question is not asked again, shown or not.
      expect(selectListSearch(store.getState()).answer).toEqual({
        key: searchQueryKey(query('', 3)),
        query: query('', 3),
        total: 3,
        ids: ['1', '3', '2'],
      });
      void store.dispatch(loadListAnswer(query('', 3)));
      await flush();
      expect(asked).toHaveLength(1);
    });

    it('drops the answer to a query the diner has moved on from, and keeps the one before meanwhile', async () => {
      const { store, asked } = storeAsking();
      void store.dispatch(loadListAnswer(query('a')));
      await flush();
      asked[0]!.answer({ total: 1, ids: ['1'], cards: [toSummaryRecord(trattoria)] });
      await flush();
      void store.dispatch(loadListAnswer(query('ab')));
      void store.dispatch(loadListAnswer(query('abc')));
      await flush();
      asked[1]!.answer({ total: 2, ids: ['1', '2'], cards: [trattoria, maison].map(toSummaryRecord) });
      await flush();
      // Still the answer to "a", while "abc" is answered.
      expect(selectListSearch(store.getState()).answer?.query.text).toBe('a');
      asked[2]!.answer({ total: 0, ids: [], cards: [] });
      await flush();
      expect(selectListSearch(store.getState()).answer?.query.text).toBe('abc');
      // Back on the page's own first page: an answer still on its way is dropped too.
      void store.dispatch(loadListAnswer(query('abcd')));
      await flush();
      store.dispatch(listAnswerDropped());
      asked[3]!.answer({ total: 0, ids: [], cards: [] });
      await flush();
      expect(selectListSearch(store.getState())).toMatchObject({
        requested: null,
        answer: null,
        status: 'idle',
      });
    });

    it('says the answer failed, and asks again when asked (Try again)', async () => {
      const { store, asked } = storeAsking();
      void store.dispatch(loadListAnswer(query('a')));
      await flush();
      asked[0]!.fail(new SearchUnavailable('Part of the search index (x) could not be loaded'));
      await flush();
      expect(selectListSearch(store.getState()).status).toBe('failed');
      void store.dispatch(loadListAnswer(query('a')));
      await flush();
      expect(asked).toHaveLength(2);
      asked[1]!.answer({ total: 1, ids: ['1'], cards: [toSummaryRecord(trattoria)] });
      await flush();
      expect(selectListSearch(store.getState())).toMatchObject({ status: 'idle', answer: { total: 1 } });
    });

    it('keeps the counts next to the filter options for the query they count, and drops those of another', async () => {
      const { store, asked } = storeAsking();
      const counted = (text: string) => ({ ...query(text, 0), optionCounts: true });
      const counts = (italian: number) => ({
        cuisines: { Italian: italian },
        priceRanges: {},
        features: {},
        dietaryOptions: {},
        accessibility: {},
      });
      void store.dispatch(loadOptionCounts(counted('a')));
      void store.dispatch(loadOptionCounts(counted('a')));
      void store.dispatch(loadOptionCounts(counted('ab')));
      await flush();
      expect(asked.map(({ query: { text } }) => text)).toEqual(['a', 'ab']);
      asked[0]!.answer({ total: 2, ids: [], cards: [], optionCounts: counts(2) });
      await flush();
      expect(selectListSearch(store.getState()).counts).toBeNull();
      asked[1]!.answer({ total: 1, ids: [], cards: [], optionCounts: counts(1) });
      await flush();
      expect(selectListSearch(store.getState()).counts).toEqual({
        key: searchQueryKey(counted('ab')),
        counts: counts(1),
      });
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

    it("is read without the catalogue's size, which only the home page carries; the list then has its index to load", () => {
      const given = seed({ restaurants: [trattoria], total: null });
      expect(readCatalogueSeed(pageWith(JSON.stringify(given)))).toEqual(given);
      const state = restaurantsStateFromSeed(given);
      expect(state).toMatchObject({ total: null, index: 'partial' });
      expect(readCatalogueSeed(pageWith(JSON.stringify({ ...given, total: '3' })))).toBeNull();
    });

    it('is none when the page holds none, or one this build cannot read', () => {
      expect(readCatalogueSeed(pageWith(null))).toBeNull();
      expect(readCatalogueSeed(pageWith('{not json'))).toBeNull();
      expect(readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), version: 2 })))).toBeNull();
      expect(readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), firstPage: null })))).toBeNull();
      expect(
        readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), searchedInFragments: 'yes' }))),
      ).toBeNull();
      expect(readCatalogueSeed(pageWith('null'))).toBeNull();
    });

    it('says the catalogue is searched in fragments from 5,001 restaurants, and the list asks its search then only', () => {
      const catalogue = makeSyntheticCatalogue(5001).restaurants;
      expect(catalogueSeed(catalogue.slice(0, 5000)).searchedInFragments).toBe(false);
      expect(catalogueSeed(catalogue).searchedInFragments).toBe(true);
      const firstPage = catalogue.slice(0, 12).map(toSummaryRecord);
      const inMemory = seededStore({ total: 5000, searchedInFragments: false, firstPage });
      expect(selectIsSearchedCatalogue(inMemory.getState())).toBe(false);
      const inFragments = seededStore({ total: 5001, searchedInFragments: true, firstPage });
      expect(selectIsSearchedCatalogue(inFragments.getState())).toBe(true);
    });

    it('says a catalogue from 101 to 5,000 restaurants has fragments beside its index file, and none at other sizes', () => {
      const catalogue = makeSyntheticCatalogue(5001).restaurants;
      expect(catalogueSeed(catalogue.slice(0, 100)).fragmentsBeforeIndex).toBe(false);
      expect(catalogueSeed(catalogue.slice(0, 101)).fragmentsBeforeIndex).toBe(true);
      expect(catalogueSeed(catalogue.slice(0, 5000)).fragmentsBeforeIndex).toBe(true);
      // Searched in fragments only: it has no index file.
      expect(catalogueSeed(catalogue).fragmentsBeforeIndex).toBe(false);
      expect(
        readCatalogueSeed(pageWith(JSON.stringify({ ...seed(), fragmentsBeforeIndex: undefined }))),
      ).toBeNull();
    });

    it('answers the list of a catalogue with fragments beside its index file from them only when keys typed before the script started them, until the file is here', async () => {
      const firstPage = restaurantRecords.slice(0, 2).map(toSummaryRecord);
      const withBoth = seed({ total: 3000, fragmentsBeforeIndex: true, firstPage });
      const typedLater = makeStore({ restaurants: restaurantsStateFromSeed(withBoth) });
      expect(selectIsSearchedCatalogue(typedLater.getState())).toBe(false);
      expect(selectHasSearchFragments(typedLater.getState())).toBe(true);

      const typedEarly = makeStore({ restaurants: restaurantsStateFromSeed(withBoth, true) });
      expect(selectIsSearchedCatalogue(typedEarly.getState())).toBe(true);
      // Not a catalogue without fragments, whatever was typed.
      const inMemory = makeStore({
        restaurants: restaurantsStateFromSeed(seed({ total: 3000, firstPage }), true),
      });
      expect(selectIsSearchedCatalogue(inMemory.getState())).toBe(false);
      expect(selectHasSearchFragments(inMemory.getState())).toBe(false);

      fetchMock.mockImplementation(() =>
        json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }),
      );
      await typedEarly.dispatch(loadCatalogueIndex());
      expect(selectIndexStatus(typedEarly.getState())).toBe('complete');
      expect(selectIsSearchedCatalogue(typedEarly.getState())).toBe(false);
      expect(selectHasSearchFragments(typedEarly.getState())).toBe(false);
    });
  });
});
