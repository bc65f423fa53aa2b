import { makeTestStore } from '@/testing/testStore';
import { discoveryReset } from './discoveryEvents';
import {
  cuisineToggled,
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
    });
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(featureToggled('Brunch'));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: ['French'],
      priceRanges: ['$$$'],
      features: [],
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
    });
  });
});
