import { makeStore } from '@/app/store';
import {
  catalogueSeed,
  restaurantsStateFor,
  restaurantsStateFromSeed,
} from '@/features/restaurants/restaurantsSlice';
import { makeTestStore } from '@/testing/testStore';
import type { SearchQuery } from '@/data/search/catalogueSearch';
import { type RootState } from '@/app/store';
import { restaurantRecords, restaurants } from '@/data/catalogue';
import { compareByName, toSummaryRecord } from '@/data/catalogueData';
import type { Restaurant } from '@/data/types';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';
import { discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { parseDiscoveryQuery } from './discoveryQuery';
import {
  prepareListForChanges,
  selectActiveFilterCount,
  selectListIsAnswered,
  selectListStatus,
  selectMatchCount,
  selectDiscovery,
  selectDiscoveryQuery,
  selectHiddenRestaurantCount,
  selectResultSummary,
  selectShownRestaurants,
  selectVisibleRestaurants,
} from './discoverySelectors';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  filtersCleared,
  priceRangeToggled,
} from './filtersSlice';
import { LIST_PAGE_SIZE, type SortOrder } from './listOptions';
import { moreRestaurantsShown, searchTextChanged, selectListLimit, sortOrderChanged } from './searchSlice';

// The built-in data: 1 Trattoria Aurora (Italian, $$$, 4.8, 324 reviews),
// 2 Maison Lumière (French, $$$$, 4.6, 512), 3 Ember & Oak (Steakhouse, $$$, 4.7, 289).
const ids = (state: RootState) => selectVisibleRestaurants(state).map((restaurant) => restaurant.id);

const base = restaurants[0]!;
const makeRestaurant = (overrides: Partial<Restaurant>): Restaurant => ({ ...base, ...overrides });

const storeWith = (items: Restaurant[], sortOrder: SortOrder = 'rating') => {
  const store = makeTestStore({ restaurants: restaurantsStateFor(items) });
  store.dispatch(sortOrderChanged(sortOrder));
  return store;
};

describe('selectVisibleRestaurants: search (docs/product.md#search-filters-and-sort)', () => {
  it('lists every restaurant while the search is empty', () => {
    expect(ids(makeTestStore().getState())).toEqual(['1', '3', '2']);
  });

  it.each([
    ['name', 'Aurora', ['1']],
    ['cuisine', 'Steakhouse', ['3']],
    ['description', 'wine', ['1', '2']],
    ['description, mid-word', 'hophous', ['3']],
  ])('matches text within the %s', (_field, text, expected) => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged(text));
    expect(ids(store.getState())).toEqual(expected);
  });

  it('ignores case in the search text and in the restaurant', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('WiNe'));
    expect(ids(store.getState())).toEqual(['1', '2']);
    store.dispatch(searchTextChanged('trattoria aurora'));
    expect(ids(store.getState())).toEqual(['1']);
  });

  it('ignores accents, so "lumiere" finds Maison Lumière', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('LUMIERE'));
    expect(ids(store.getState())).toEqual(['2']);
  });

  it('ignores spaces around the search text, and a search of only spaces shows everything', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('  aurora  '));
    expect(ids(store.getState())).toEqual(['1']);
    store.dispatch(searchTextChanged('   '));
    expect(ids(store.getState())).toEqual(['1', '3', '2']);
  });

  it('does not search other fields: address, city, features, amenities, menu', () => {
    const store = makeTestStore();
    for (const text of ['Mulberry', 'Riverton', 'Live Music', 'Coat check', 'Cacio e pepe']) {
      store.dispatch(searchTextChanged(text));
      expect(ids(store.getState())).toEqual([]);
    }
  });

  it('does not match across the end of one field and the start of the next', () => {
    const store = storeWith([
      makeRestaurant({ id: 'x', name: 'Blue', cuisine: 'French', description: 'Quiet.' }),
    ]);
    store.dispatch(searchTextChanged('bluefrench'));
    expect(ids(store.getState())).toEqual([]);
    store.dispatch(searchTextChanged('french'));
    expect(ids(store.getState())).toEqual(['x']);
  });
});

describe('selectVisibleRestaurants: filters (docs/product.md#search-filters-and-sort)', () => {
  it('filters by cuisine alone', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('Italian'));
    expect(ids(store.getState())).toEqual(['1']);
  });

  it('filters by price range alone', () => {
    const store = makeTestStore();
    store.dispatch(priceRangeToggled('$$$'));
    expect(ids(store.getState())).toEqual(['1', '3']);
  });

  it('filters by feature alone', () => {
    const store = makeTestStore();
    store.dispatch(featureToggled('Fine Dining'));
    expect(ids(store.getState())).toEqual(['3', '2']);
  });

  it('matches any selected value within a group', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(cuisineToggled('French'));
    expect(ids(store.getState())).toEqual(['1', '2']);

    store.dispatch(filtersCleared());
    store.dispatch(priceRangeToggled('$$$$'));
    store.dispatch(priceRangeToggled('$'));
    expect(ids(store.getState())).toEqual(['2']);

    store.dispatch(filtersCleared());
    store.dispatch(featureToggled('Brunch'));
    store.dispatch(featureToggled('Valet Parking'));
    expect(ids(store.getState())).toEqual(['1', '3']);
  });

  it('combines the groups with AND', () => {
    const store = makeTestStore();
    store.dispatch(priceRangeToggled('$$$'));
    store.dispatch(featureToggled('Fine Dining'));
    expect(ids(store.getState())).toEqual(['3']);

    store.dispatch(cuisineToggled('French'));
    expect(ids(store.getState())).toEqual([]);
  });

  it('combines the filters with the search text', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('wine'));
    store.dispatch(featureToggled('Fine Dining'));
    expect(ids(store.getState())).toEqual(['2']);
  });

  it('matches a feature choice against the features list only', () => {
    const store = storeWith([
      makeRestaurant({ id: 'a', name: 'A', features: ['Brunch'], description: 'Eggs.', amenities: [] }),
      makeRestaurant({
        id: 'b',
        name: 'B',
        features: ['Wine Bar'],
        description: 'Famous for its weekend brunch.',
        amenities: ['Brunch'],
        menuHighlights: ['Brunch plate'],
      }),
    ]);
    store.dispatch(featureToggled('Brunch'));
    expect(ids(store.getState())).toEqual(['a']);
  });

  it('shows nothing for a cuisine no restaurant has', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('Asian'));
    expect(ids(store.getState())).toEqual([]);
  });
});

// The built-in data's fit: 1 Aurora (Vegetarian, Gluten-free, Nut-free; Step-free entrance,
// Accessible restroom, Wheelchair-accessible seating), 2 Lumière (Vegetarian, Vegan, Dairy-free;
// Large-print menu), 3 Ember & Oak (Gluten-free, Dairy-free, Halal, Kosher; Step-free entrance,
// Wheelchair-accessible seating, Accessible parking).
describe('selectVisibleRestaurants: dietary and accessibility filters (docs/product.md#search-filters-and-sort)', () => {
  it('filters by a dietary option alone', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Vegetarian'));
    expect(ids(store.getState())).toEqual(['1', '2']);
  });

  it('filters by an accessibility fact alone', () => {
    const store = makeTestStore();
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    expect(ids(store.getState())).toEqual(['1', '3']);
  });

  it('matches only restaurants that offer every dietary option ticked', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Vegetarian'));
    store.dispatch(dietaryOptionToggled('Gluten-free'));
    expect(ids(store.getState())).toEqual(['1']);
    store.dispatch(dietaryOptionToggled('Vegan'));
    expect(ids(store.getState())).toEqual([]);
  });

  it('matches only restaurants that state every accessibility fact ticked', () => {
    const store = makeTestStore();
    store.dispatch(accessibilityFactToggled('Wheelchair-accessible seating'));
    store.dispatch(accessibilityFactToggled('Accessible parking'));
    expect(ids(store.getState())).toEqual(['3']);
  });

  it('combines them with each other and with the other groups with AND', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Dairy-free'));
    expect(ids(store.getState())).toEqual(['3', '2']);
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    expect(ids(store.getState())).toEqual(['3']);
    store.dispatch(cuisineToggled('Italian'));
    expect(ids(store.getState())).toEqual([]);
  });

  it('never matches a tick with a restaurant that does not state that field', () => {
    const store = storeWith([
      makeRestaurant({ id: 'a', name: 'A', dietaryOptions: undefined, accessibility: undefined }),
      makeRestaurant({ id: 'b', name: 'B', dietaryOptions: [], accessibility: [] }),
      makeRestaurant({
        id: 'c',
        name: 'C',
        dietaryOptions: ['Vegan'],
        accessibility: ['Step-free entrance'],
      }),
    ]);
    // With nothing ticked, a restaurant that states nothing is listed like any other.
    expect(ids(store.getState())).toEqual(['a', 'b', 'c']);
    store.dispatch(dietaryOptionToggled('Vegan'));
    expect(ids(store.getState())).toEqual(['c']);
    store.dispatch(filtersCleared());
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    expect(ids(store.getState())).toEqual(['c']);
  });

  it('gives the same list for the same ticks, and a new one for a new tick', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Vegetarian'));
    const list = selectVisibleRestaurants(store.getState());
    expect(selectVisibleRestaurants(store.getState())).toBe(list);
    store.dispatch({ type: 'unrelated/action' });
    expect(selectVisibleRestaurants(store.getState())).toBe(list);
    store.dispatch(accessibilityFactToggled('Large-print menu'));
    expect(selectVisibleRestaurants(store.getState())).not.toBe(list);
  });

  it('filters 5,000 restaurants by the summaries of their index', () => {
    const records = makeSyntheticCatalogue(5000).restaurants.sort(compareByName);
    const store = makeStore({
      restaurants: restaurantsStateFromSeed({
        ...catalogueSeed(records),
        firstPage: records.map(toSummaryRecord),
      }),
    });
    store.dispatch(dietaryOptionToggled('Vegan'));
    store.dispatch(dietaryOptionToggled('Gluten-free'));
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    const fits = records.filter(
      (record) =>
        record.dietaryOptions?.includes('Vegan') &&
        record.dietaryOptions.includes('Gluten-free') &&
        record.accessibility?.includes('Step-free entrance'),
    );
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.length).toBeLessThan(records.length);
    expect(selectMatchCount(store.getState())).toBe(fits.length);
    expect(new Set(selectVisibleRestaurants(store.getState()).map(({ id }) => id))).toEqual(
      new Set(fits.map(({ id }) => id)),
    );
  });

  it("says the list is its search's answer for a large catalogue's list other than its first page only", () => {
    const records = makeSyntheticCatalogue(100).restaurants.sort(compareByName);
    const seeded = (searchedInFragments: boolean) =>
      makeStore(
        {
          restaurants: restaurantsStateFromSeed({
            ...catalogueSeed(records),
            searchedInFragments,
            firstPage: records.slice(0, LIST_PAGE_SIZE).map(toSummaryRecord),
          }),
        },
        { getCatalogueSearch: () => new Promise(() => undefined) },
      );
    const large = seeded(true);
    expect(selectListIsAnswered(large.getState())).toBe(false);
    large.dispatch(dietaryOptionToggled('Halal'));
    expect(selectListIsAnswered(large.getState())).toBe(true);
    large.dispatch(dietaryOptionToggled('Halal'));
    expect(selectListIsAnswered(large.getState())).toBe(false);
    const inMemory = seeded(false);
    inMemory.dispatch(dietaryOptionToggled('Halal'));
    expect(selectListIsAnswered(inMemory.getState())).toBe(false);
  });

  it("asks a large catalogue's search when only a dietary or accessibility value is ticked, showing the first page meanwhile", async () => {
    const records = makeSyntheticCatalogue(100).restaurants.sort(compareByName);
    for (const [tick, group, value] of [
      [dietaryOptionToggled('Halal'), 'dietaryOptions', 'Halal'],
      [accessibilityFactToggled('Accessible restroom'), 'accessibility', 'Accessible restroom'],
    ] as const) {
      const asked: SearchQuery[] = [];
      const search = {
        query: (query: SearchQuery) => {
          asked.push(query);
          return new Promise<never>(() => undefined);
        },
        prepare: async () => undefined,
      };
      const store = makeStore(
        {
          restaurants: restaurantsStateFromSeed({
            ...catalogueSeed(records),
            searchedInFragments: true,
            firstPage: records.slice(0, LIST_PAGE_SIZE).map(toSummaryRecord),
          }),
        },
        { getCatalogueSearch: async () => search },
      );
      const firstPage = selectVisibleRestaurants(store.getState());
      store.dispatch(tick);
      expect(selectListStatus(store.getState())).toBe('ready');
      expect(selectVisibleRestaurants(store.getState())).toBe(firstPage);
      // The search's code comes in a promise: the question follows it.
      await Promise.resolve();
      expect(asked).toEqual([
        expect.objectContaining({ filters: expect.objectContaining({ [group]: [value] }) }),
      ]);
    }
  });
});

describe('selectVisibleRestaurants: sort orders (docs/product.md#search-filters-and-sort)', () => {
  it.each<[SortOrder, string[]]>([
    ['rating', ['1', '3', '2']],
    ['popularity', ['2', '1', '3']],
    ['name', ['3', '2', '1']],
  ])('sorts by %s', (sortOrder, expected) => {
    const store = makeTestStore();
    store.dispatch(sortOrderChanged(sortOrder));
    expect(ids(store.getState())).toEqual(expected);
  });

  it('keeps sorting the filtered list', () => {
    const store = makeTestStore();
    store.dispatch(priceRangeToggled('$$$'));
    store.dispatch(sortOrderChanged('popularity'));
    expect(ids(store.getState())).toEqual(['1', '3']);
  });

  const tied = [
    makeRestaurant({ id: 'c', name: 'Charlie', rating: 4.5, reviewCount: 100 }),
    makeRestaurant({ id: 'a', name: 'alpha', rating: 4.5, reviewCount: 100 }),
    makeRestaurant({ id: 'b', name: 'Bravo', rating: 4.5, reviewCount: 100 }),
    makeRestaurant({ id: 'top', name: 'Zulu', rating: 4.9, reviewCount: 900 }),
  ];

  it.each<SortOrder>(['rating', 'popularity'])('breaks %s ties by name, ignoring case', (sortOrder) => {
    expect(ids(storeWith(tied, sortOrder).getState())).toEqual(['top', 'a', 'b', 'c']);
    expect(ids(storeWith([...tied].reverse(), sortOrder).getState())).toEqual(['top', 'a', 'b', 'c']);
  });

  it('sorts names A-Z ignoring case and accents, and settles equal names by id', () => {
    const named = [
      makeRestaurant({ id: '2', name: 'Éclair' }),
      makeRestaurant({ id: '1', name: 'eclair' }),
      makeRestaurant({ id: '3', name: 'Dune' }),
      makeRestaurant({ id: '4', name: 'fig' }),
    ];
    expect(ids(storeWith(named, 'name').getState())).toEqual(['3', '1', '2', '4']);
    expect(ids(storeWith([...named].reverse(), 'name').getState())).toEqual(['3', '1', '2', '4']);
  });
});

describe('memoization', () => {
  it('returns the same list for the same state', () => {
    const state = makeTestStore().getState();
    expect(selectVisibleRestaurants(state)).toBe(selectVisibleRestaurants(state));
  });

  it('keeps the list, count and summary references when unrelated state changes', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('wine'));
    store.dispatch(featureToggled('Wine Bar'));
    const before = store.getState();
    const list = selectVisibleRestaurants(before);
    const summary = selectResultSummary(before);

    const withOtherAvailability: RootState = { ...before, availability: { ...before.availability } };
    expect(selectVisibleRestaurants(withOtherAvailability)).toBe(list);
    expect(selectResultSummary(withOtherAvailability)).toBe(summary);

    const withOtherBookings: RootState = {
      ...before,
      bookings: { ...before.bookings },
    };
    expect(selectVisibleRestaurants(withOtherBookings)).toBe(list);
  });

  it('makes a new list when the search, a filter or the order changes', () => {
    const store = makeTestStore();
    const first = selectVisibleRestaurants(store.getState());
    store.dispatch(searchTextChanged('a'));
    const second = selectVisibleRestaurants(store.getState());
    expect(second).not.toBe(first);
    store.dispatch(cuisineToggled('Italian'));
    const third = selectVisibleRestaurants(store.getState());
    expect(third).not.toBe(second);
    store.dispatch(sortOrderChanged('name'));
    expect(selectVisibleRestaurants(store.getState())).not.toBe(third);
  });

  it('sorts the catalogue once per order: a keystroke or a tick only filters', () => {
    const store = storeWith(makeSyntheticRestaurants(200));
    selectVisibleRestaurants(store.getState());
    const sort = jest.spyOn(Array.prototype, 'sort');
    store.dispatch(searchTextChanged('a'));
    selectVisibleRestaurants(store.getState());
    store.dispatch(cuisineToggled('Italian'));
    selectVisibleRestaurants(store.getState());
    expect(sort).not.toHaveBeenCalled();
    store.dispatch(sortOrderChanged('popularity'));
    selectVisibleRestaurants(store.getState());
    expect(sort).toHaveBeenCalledTimes(1);
    // Name A-Z is the order every other one starts from: known already.
    store.dispatch(sortOrderChanged('name'));
    selectVisibleRestaurants(store.getState());
    expect(sort).toHaveBeenCalledTimes(1);
  });

  it('checks the order of an index written in Name A-Z rather than sorting it', () => {
    const named = makeSyntheticRestaurants(200).sort(compareByName);
    const store = storeWith(named, 'name');
    const sort = jest.spyOn(Array.prototype, 'sort');
    const shown = ids(store.getState());
    expect(sort).not.toHaveBeenCalled();
    expect(shown).toEqual(named.slice(0, shown.length).map(({ id }) => id));
    store.dispatch(sortOrderChanged('popularity'));
    selectVisibleRestaurants(store.getState());
    expect(sort).toHaveBeenCalledTimes(1);
  });

  it('breaks ties of every order by name with one sort by name per catalogue', () => {
    const store = storeWith(makeSyntheticRestaurants(200));
    selectVisibleRestaurants(store.getState());
    const compare = jest.spyOn(Intl.Collator.prototype, 'compare', 'get');
    for (const order of ['popularity', 'name', 'rating'] as const) {
      store.dispatch(sortOrderChanged(order));
      selectVisibleRestaurants(store.getState());
    }
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
  });

  it('starts the home list of a catalogue that fits its first page without a collator', async () => {
    // Fresh modules: the collator is made once per page, on first need (docs/decisions.md, "No
    // Intl at start-up"), and the tests above have made this module's.
    await jest.isolateModulesAsync(async () => {
      const { makeStore } = await import('@/app/store');
      const { restaurantsStateFromSeed, catalogueSeed } =
        await import('@/features/restaurants/restaurantsSlice');
      const { toSummaryRecord, compareByName: freshCompare } = await import('@/data/catalogueData');
      const { restaurantRecords } = await import('@/data/catalogue');
      const selectors = await import('./discoverySelectors');
      const Collator = jest.spyOn(Intl, 'Collator');
      // The home page's seed: the whole catalogue in the default order, as the build writes it.
      const byRating = [...restaurantRecords].sort((a, b) => b.rating - a.rating);
      const store = makeStore({
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(restaurantRecords),
          firstPage: byRating.map(toSummaryRecord),
        }),
      });
      const state = store.getState();
      expect(selectors.selectShownRestaurants(state).map(({ id }) => id)).toEqual(['1', '3', '2']);
      expect(selectors.selectResultSummary(state)).toBe('3 restaurants found');
      expect(selectors.selectHiddenRestaurantCount(state)).toBe(0);
      expect(Collator).not.toHaveBeenCalled();
      // The first comparison of names makes this page's collator: the spy would have seen one.
      freshCompare(byRating[0]!, byRating[1]!);
      expect(Collator).toHaveBeenCalledTimes(1);
    });
  });

  it('works the list out ahead of the first change: that change of order sorts by its own key only', () => {
    // The home page's seed: the whole catalogue in the default order (not by name).
    const seeded = () =>
      makeStore({
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(restaurantRecords),
          firstPage: [...restaurantRecords].sort((a, b) => b.rating - a.rating).map(toSummaryRecord),
        }),
      });
    const firstOrderChange = (store: ReturnType<typeof seeded>) => {
      const sort = jest.spyOn(Array.prototype, 'sort');
      store.dispatch(sortOrderChanged('popularity'));
      const shown = ids(store.getState());
      const sorts = sort.mock.calls.length;
      sort.mockRestore();
      return { shown, sorts };
    };
    const prepared = seeded();
    prepareListForChanges(prepared.getState());
    expect(firstOrderChange(prepared)).toEqual({ shown: ['2', '1', '3'], sorts: 1 });
    // Unprepared, the name order is worked out within the change.
    expect(firstOrderChange(seeded())).toEqual({ shown: ['2', '1', '3'], sorts: 2 });
  });

  it('never reorders the restaurants held in the store', () => {
    const store = makeTestStore();
    store.dispatch(sortOrderChanged('name'));
    selectVisibleRestaurants(store.getState());
    expect(store.getState().restaurants.summaries.ids).toEqual(['1', '2', '3']);
  });
});

describe('selectActiveFilterCount', () => {
  it('counts the selected values across the groups', () => {
    const store = makeTestStore();
    expect(selectActiveFilterCount(store.getState())).toBe(0);
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(cuisineToggled('French'));
    store.dispatch(priceRangeToggled('$$'));
    store.dispatch(featureToggled('Brunch'));
    expect(selectActiveFilterCount(store.getState())).toBe(4);
    store.dispatch(cuisineToggled('Italian'));
    expect(selectActiveFilterCount(store.getState())).toBe(3);
    store.dispatch(filtersCleared());
    expect(selectActiveFilterCount(store.getState())).toBe(0);
  });

  it('counts the dietary and accessibility values too', () => {
    const store = makeTestStore();
    store.dispatch(featureToggled('Brunch'));
    store.dispatch(dietaryOptionToggled('Vegan'));
    store.dispatch(dietaryOptionToggled('Kosher'));
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    expect(selectActiveFilterCount(store.getState())).toBe(4);
    store.dispatch(filtersCleared());
    expect(selectActiveFilterCount(store.getState())).toBe(0);
  });

  it('does not count the search text', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('wine'));
    expect(selectActiveFilterCount(store.getState())).toBe(0);
  });
});

describe('selectResultSummary', () => {
  it('counts the restaurants found', () => {
    expect(selectResultSummary(makeTestStore().getState())).toBe('3 restaurants found');
  });

  it('appends the search text when there is one', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('wine'));
    expect(selectResultSummary(store.getState())).toBe('2 restaurants found for "wine"');
  });

  it('says "restaurant" for one, and counts zero', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged(' Aurora '));
    expect(selectResultSummary(store.getState())).toBe('1 restaurant found for "Aurora"');
    store.dispatch(searchTextChanged('sushi'));
    expect(selectResultSummary(store.getState())).toBe('0 restaurants found for "sushi"');
  });

  it('counts what the filters leave, without a search text', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('French'));
    store.dispatch(searchTextChanged('   '));
    expect(selectResultSummary(store.getState())).toBe('1 restaurant found');
  });

  it('groups thousands', () => {
    const many = Array.from({ length: 1200 }, (_, index) =>
      makeRestaurant({ id: String(index), name: `Restaurant ${index}` }),
    );
    expect(selectResultSummary(storeWith(many).getState())).toBe('1,200 restaurants found');
  });
});

describe('discoveryReset', () => {
  it('clears the search text and every filter in one action, keeping the sort order', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('sushi'));
    store.dispatch(cuisineToggled('Asian'));
    store.dispatch(featureToggled('Brunch'));
    store.dispatch(sortOrderChanged('name'));
    expect(ids(store.getState())).toEqual([]);

    store.dispatch(discoveryReset());
    expect(ids(store.getState())).toEqual(['3', '2', '1']);
    expect(selectActiveFilterCount(store.getState())).toBe(0);
    expect(selectResultSummary(store.getState())).toBe('3 restaurants found');
  });
});

describe('the home list, a page at a time', () => {
  const many = makeSyntheticRestaurants(30);
  const storeWithMany = () => makeTestStore({ restaurants: restaurantsStateFor(many) });

  it(`shows the first ${LIST_PAGE_SIZE} matching restaurants, then ${LIST_PAGE_SIZE} more at a time`, () => {
    const store = storeWithMany();
    expect(selectShownRestaurants(store.getState())).toEqual(
      selectVisibleRestaurants(store.getState()).slice(0, 12),
    );
    expect(selectHiddenRestaurantCount(store.getState())).toBe(18);

    store.dispatch(moreRestaurantsShown());
    expect(selectShownRestaurants(store.getState())).toHaveLength(24);
    store.dispatch(moreRestaurantsShown());
    expect(selectShownRestaurants(store.getState())).toHaveLength(30);
    expect(selectHiddenRestaurantCount(store.getState())).toBe(0);
  });

  it.each([
    ['a new search', searchTextChanged('a')],
    ['a filter', cuisineToggled('Italian')],
    ['a new order', sortOrderChanged('name')],
    ['clearing everything', discoveryReset()],
  ])('starts again from the first page after %s', (_case, action) => {
    const store = storeWithMany();
    store.dispatch(moreRestaurantsShown());
    store.dispatch(action);
    expect(selectListLimit(store.getState())).toBe(LIST_PAGE_SIZE);
  });

  it('returns the whole list itself when it fits in one page', () => {
    const state = makeTestStore().getState();
    expect(selectShownRestaurants(state)).toBe(selectVisibleRestaurants(state));
  });
});

describe('selectDiscovery', () => {
  it('gives the list in the store and its query, the same object while nothing changes', () => {
    const store = makeTestStore();
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?q=oak&sort=name')));
    const state = store.getState();
    expect(selectDiscovery(state)).toEqual({
      text: 'oak',
      filters: { cuisines: [], priceRanges: [], features: [], dietaryOptions: [], accessibility: [] },
      sortOrder: 'name',
      table: { partySize: 2, date: null, time: '19:00' },
      city: null,
      near: null,
    });
    expect(selectDiscovery(state)).toBe(selectDiscovery(state));
    expect(selectDiscoveryQuery(state)).toBe('q=oak&sort=name');
    store.dispatch(moreRestaurantsShown());
    expect(selectDiscovery(store.getState())).toBe(selectDiscovery(state));
  });
});
