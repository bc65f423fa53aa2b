import { makeTestStore } from '@/testing/testStore';
import { allRestaurantsRequested, discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { parseDiscoveryQuery } from './discoveryQuery';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  filtersCleared,
  priceRangeToggled,
  selectFilters,
} from './filtersSlice';

describe('filters slice', () => {
  it('starts with no active filter', () => {
    expect(selectFilters(makeTestStore().getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
  });

  it('toggles a value on and off in each group', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(cuisineToggled('French'));
    store.dispatch(priceRangeToggled('$$$'));
    store.dispatch(featureToggled('Brunch'));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: ['Italian', 'French'],
      priceRanges: ['$$$'],
      features: ['Brunch'],
      dietaryOptions: [],
      accessibility: [],
    });
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(featureToggled('Brunch'));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: ['French'],
      priceRanges: ['$$$'],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
  });

  it('clears every group at once', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(priceRangeToggled('$'));
    store.dispatch(featureToggled('Wine Bar'));
    store.dispatch(filtersCleared());
    expect(selectFilters(store.getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
  });

  it('clears every group when the diner starts discovery over', () => {
    const store = makeTestStore();
    store.dispatch(cuisineToggled('French'));
    store.dispatch(priceRangeToggled('$$$$'));
    store.dispatch(featureToggled('Fine Dining'));
    store.dispatch(discoveryReset());
    expect(selectFilters(store.getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
  });

  it('toggles dietary options and accessibility facts on and off, in the order ticked', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Vegan'));
    store.dispatch(dietaryOptionToggled('Gluten-free'));
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    store.dispatch(accessibilityFactToggled('Accessible restroom'));
    expect(selectFilters(store.getState())).toMatchObject({
      dietaryOptions: ['Vegan', 'Gluten-free'],
      accessibility: ['Step-free entrance', 'Accessible restroom'],
    });
    store.dispatch(dietaryOptionToggled('Vegan'));
    store.dispatch(accessibilityFactToggled('Accessible restroom'));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: ['Gluten-free'],
      accessibility: ['Step-free entrance'],
    });
  });

  it('clears the dietary and accessibility ticks with every other filter', () => {
    for (const clearing of [filtersCleared(), discoveryReset(), allRestaurantsRequested()]) {
      const store = makeTestStore();
      store.dispatch(dietaryOptionToggled('Halal'));
      store.dispatch(accessibilityFactToggled('Large-print menu'));
      store.dispatch(clearing);
      expect(selectFilters(store.getState())).toMatchObject({ dietaryOptions: [], accessibility: [] });
    }
  });

  it('takes the dietary and accessibility ticks of an opened URL', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Kosher'));
    store.dispatch(
      discoveryUrlOpened(parseDiscoveryQuery('?dietary=Vegan&dietary=Nut-free&access=Accessible+parking')),
    );
    expect(selectFilters(store.getState())).toMatchObject({
      dietaryOptions: ['Vegan', 'Nut-free'],
      accessibility: ['Accessible parking'],
    });
  });

  it('gives the same filters object until a filter changes', () => {
    const store = makeTestStore();
    store.dispatch(dietaryOptionToggled('Vegan'));
    const before = selectFilters(store.getState());
    store.dispatch({ type: 'unrelated/action' });
    expect(selectFilters(store.getState())).toBe(before);
    store.dispatch(accessibilityFactToggled('Step-free entrance'));
    expect(selectFilters(store.getState())).not.toBe(before);
  });
});
