import {
  catalogueSeed,
  restaurantsStateFor,
  restaurantsStateFromSeed,
} from '@/features/restaurants/restaurantsSlice';
import { makeTestStore } from '@/testing/testStore';
import { makeStore, type RootState } from '@/app/store';
import { restaurants } from '@/data/catalogue';
import { compareByName, toSummaryRecord } from '@/data/catalogueData';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { LIST_PAGE_SIZE } from './listOptions';
import type { SearchAnswer } from '@/data/search/catalogueSearch';
import { afterNextPaint } from '@/speed/scheduling';
import type { Restaurant } from '@/data/types';
import { discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { parseDiscoveryQuery } from './discoveryQuery';
import {
  selectCities,
  selectDiscoveryQuery,
  selectDistanceKm,
  selectNearestDistanceKm,
  selectResultSummary,
  selectVisibleRestaurants,
} from './discoverySelectors';
import { anywhereChosen, cityChosen } from './searchSlice';
import { nearMeRequested } from './nearMe';
import { searchTextChanged, selectSortOrder, sortOrderChanged } from './searchSlice';

const base = restaurants[0]!;
const at = (id: string, name: string, city: string, lat: number, lng: number): Restaurant => ({
  ...base,
  id,
  name,
  location: { address: `${id} Main Street`, city, coordinates: { lat, lng } },
});

// Three cities on a line of longitude, a degree (111 km) apart.
const catalogue = [
  at('n', 'North', 'Northam', 42, -87),
  at('m', 'Middle', 'Midtown', 41, -87),
  at('s', 'South', 'Southby', 40, -87),
  at('m2', 'Middle Two', 'Midtown', 41.01, -87),
];

const ids = (state: RootState) => selectVisibleRestaurants(state).map((restaurant) => restaurant.id);

/** The action Near Me ends with when the browser gives this position. */
const found = (lat: number, lng: number) => nearMeRequested.fulfilled({ lat, lng }, 'request');

describe('selectCities', () => {
  it('lists each city of the catalogue once, A-Z, and the same array while the catalogue stays', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    const cities = selectCities(store.getState());
    expect(cities).toEqual(['Midtown', 'Northam', 'Southby']);
    store.dispatch(searchTextChanged('x'));
    store.dispatch(cityChosen('Midtown'));
    expect(selectCities(store.getState())).toBe(cities);
  });

  it('comes from the data, with no city written in the code', () => {
    expect(selectCities(makeTestStore().getState())).toEqual([
      ...new Set(restaurants.map((restaurant) => restaurant.location.city)),
    ]);
  });
});

describe('a chosen city', () => {
  it('keeps only the restaurants of that city, and says so in the result count', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(cityChosen('Midtown'));
    expect(ids(store.getState())).toEqual(['m', 'm2']);
    expect(selectResultSummary(store.getState())).toBe('2 restaurants found in Midtown');
    expect(selectDiscoveryQuery(store.getState())).toBe('city=Midtown');
  });

  it('combines with the search text', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(cityChosen('Midtown'));
    store.dispatch(searchTextChanged('two'));
    expect(ids(store.getState())).toEqual(['m2']);
    expect(selectResultSummary(store.getState())).toBe('1 restaurant found for "two" in Midtown');
  });

  it('goes with Anywhere and with Clear Filters', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(cityChosen('Midtown'));
    store.dispatch(anywhereChosen());
    expect(ids(store.getState())).toHaveLength(4);
    store.dispatch(cityChosen('Southby'));
    store.dispatch(discoveryReset());
    expect(ids(store.getState())).toHaveLength(4);
  });
});

describe('the diner’s position', () => {
  it('orders the list nearest first and says so', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(found(40.2, -87));
    expect(selectSortOrder(store.getState())).toBe('nearest');
    expect(ids(store.getState())).toEqual(['s', 'm', 'm2', 'n']);
    expect(selectResultSummary(store.getState())).toBe('4 restaurants found near you');
    expect(selectDiscoveryQuery(store.getState())).toBe('sort=nearest&near=40.2,-87');
    store.dispatch(found(41.9, -87));
    expect(ids(store.getState())).toEqual(['n', 'm2', 'm', 's']);
  });

  it('gives every restaurant’s distance, and the nearest one’s', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    expect(selectDistanceKm(store.getState(), catalogue[0]!)).toBeNull();
    expect(selectNearestDistanceKm(store.getState())).toBeNull();
    store.dispatch(found(40, -87));
    expect(selectDistanceKm(store.getState(), catalogue[2]!)).toBe(0);
    expect(selectDistanceKm(store.getState(), catalogue[0]!)).toBeCloseTo(222.4, 1);
    expect(selectNearestDistanceKm(store.getState())).toBe(0);
  });

  it('still orders and measures from the other side of the world', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    // Near the antipode of Midtown: Midtown is the farthest of all.
    store.dispatch(found(-41, 93));
    expect(ids(store.getState())).toEqual(['s', 'n', 'm2', 'm']);
    expect(selectNearestDistanceKm(store.getState())).toBeGreaterThan(19_000);
  });

  it('lets the diner pick another order, and nearest again', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(found(42, -87));
    store.dispatch(sortOrderChanged('name'));
    expect(ids(store.getState())).toEqual(['m', 'm2', 'n', 's']);
    store.dispatch(sortOrderChanged('nearest'));
    expect(ids(store.getState())).toEqual(['n', 'm2', 'm', 's']);
  });

  it('is dropped, with nearest first, when the diner picks a city or anywhere', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(found(42, -87));
    store.dispatch(cityChosen('Midtown'));
    expect(store.getState().search.position).toBeNull();
    expect(selectSortOrder(store.getState())).toBe('rating');
    store.dispatch(found(42, -87));
    store.dispatch(anywhereChosen());
    expect(selectSortOrder(store.getState())).toBe('rating');
    expect(selectDiscoveryQuery(store.getState())).toBe('');
  });

  it('orders by rating when nearest is asked for without a position', () => {
    const store = makeTestStore();
    store.dispatch(sortOrderChanged('nearest'));
    expect(ids(store.getState())).toEqual(['1', '3', '2']);
  });

  it('comes from the URL, as does the city', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?sort=nearest&near=41.999,-87')));
    expect(ids(store.getState())).toEqual(['n', 'm2', 'm', 's']);
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?city=Southby')));
    expect(ids(store.getState())).toEqual(['s']);
    expect(store.getState().search.position).toBeNull();
  });
});

describe('the distances of a large catalogue’s list', () => {
  it('are measured from the position its answer was asked for: none before it arrives', async () => {
    let answer!: (found: SearchAnswer) => void;
    const search = {
      query: () => new Promise<SearchAnswer>((resolve) => (answer = resolve)),
      prepare: async () => undefined,
    };
    const records = makeSyntheticCatalogue(100).restaurants.sort(compareByName);
    const store = makeStore(
      {
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(records),
          searchedInFragments: true,
          firstPage: records.slice(0, LIST_PAGE_SIZE).map(toSummaryRecord),
        }),
      },
      { getCatalogueSearch: () => search },
    );
    const shown = () => selectVisibleRestaurants(store.getState());
    const [first] = shown();
    store.dispatch(found(40, -87));
    // The list before stays, as it was: no distance on its cards, no nearest in its count line.
    expect(shown()[0]).toBe(first);
    expect(selectDistanceKm(store.getState(), first!)).toBeNull();
    expect(selectNearestDistanceKm(store.getState())).toBeNull();
    answer({ total: 1, ids: [first!.id], cards: [toSummaryRecord(records[0]!)] });
    await afterNextPaint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectResultSummary(store.getState())).toBe('1 restaurant found near you');
    const measured = selectDistanceKm(store.getState(), shown()[0]!);
    expect(measured).not.toBeNull();
    expect(selectNearestDistanceKm(store.getState())).toBe(measured);
  });
});

describe('memoization', () => {
  it('returns the same list for the same position and city, a new one when either changes', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(catalogue) });
    store.dispatch(found(40, -87));
    const first = selectVisibleRestaurants(store.getState());
    store.dispatch(found(40, -87));
    // The request's status changed, the position did not.
    expect(selectVisibleRestaurants(store.getState())).toBe(first);
    store.dispatch(found(42, -87));
    const second = selectVisibleRestaurants(store.getState());
    expect(second).not.toBe(first);
    store.dispatch(cityChosen('Midtown'));
    expect(selectVisibleRestaurants(store.getState())).not.toBe(second);
  });
});
