import { makeStore } from '@/app/store';
import { toSummaryRecord } from '@/data/catalogueData';
import { loadCatalogueIndex } from '@/features/restaurants/restaurantsSlice';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { selectVisibleRestaurants } from './discoverySelectors';
import { searchTextChanged } from './searchSlice';
import { SEARCH_TEXT_CHUNK, foldForSearch } from './searchText';

describe('foldForSearch', () => {
  it('drops case and accents, so that either spelling finds the other', () => {
    expect(foldForSearch('Maison LUMIÈRE')).toBe('maison lumiere');
    expect(foldForSearch('Crème brûlée, jalapeño')).toBe('creme brulee, jalapeno');
    expect(foldForSearch('Ember & Oak')).toBe('ember & oak');
  });
});

describe('the search texts of a loaded index', () => {
  afterEach(() => jest.useRealTimers());

  // Noon: at night today has no time left, and a search's next-available draws for the days
  // ahead call dayjs, whose units go through toLowerCase too (the test then failed after 10 PM).
  const useFakeTimersAtNoon = () => jest.useFakeTimers({ now: new Date('2026-12-03T12:00:00') });
  // More than one chunk, so that the preparation has to go on after yielding.
  const COUNT = SEARCH_TEXT_CHUNK * 2 + 10;
  // New records each time: a text is folded once per restaurant, for good.
  const storeWithIndex = () => {
    const store = makeStore();
    const records = makeSyntheticCatalogue(COUNT).restaurants.map(toSummaryRecord);
    store.dispatch(loadCatalogueIndex.fulfilled(records, 'index', undefined));
    return store;
  };
  const foldsOfASearch = (store: ReturnType<typeof makeStore>) => {
    const lowerCase = jest.spyOn(String.prototype, 'toLowerCase');
    store.dispatch(searchTextChanged('pasta'));
    const found = selectVisibleRestaurants(store.getState());
    const folds = lowerCase.mock.calls.length;
    lowerCase.mockRestore();
    return { folds, found: found.length };
  };

  it('are folded in short turns as soon as it loads: the first keystroke then folds only its own text', async () => {
    useFakeTimersAtNoon();
    const store = storeWithIndex();
    await jest.runAllTimersAsync();
    const { folds, found } = foldsOfASearch(store);
    expect(folds).toBe(1);
    expect(found).toBeGreaterThan(0);
  });

  it('a keystroke before that folds every text itself, and finds the same', async () => {
    useFakeTimersAtNoon();
    const early = foldsOfASearch(storeWithIndex());
    expect(early.folds).toBeGreaterThan(COUNT);
    const store = storeWithIndex();
    await jest.runAllTimersAsync();
    expect(foldsOfASearch(store).found).toBe(early.found);
  });
});
