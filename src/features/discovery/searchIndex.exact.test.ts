import { createHash } from 'node:crypto';
import type { RootState } from '@/app/store';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { toRestaurant } from '@/data/restaurants';
import { buildSearchIndex } from '@/data/search/buildSearchIndex';
import type { SearchFilters, SearchQuery } from '@/data/search/catalogueSearch';
import { SearchEngine } from '@/data/search/searchEngine';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { makeTestStore } from '@/testing/testStore';
import { discoveryUrlOpened } from './discoveryEvents';
import { selectMatchCount, selectMatchingRestaurants } from './discoverySelectors';
import { selectOptionCounts } from './optionCounts';
import { defaultTableWanted, emptyFilters, type FiltersState, type SortOrder } from './listOptions';

/*
 * The sharded index answers every query the home list can make exactly as today's rule over the
 * whole catalogue in memory (discoverySelectors.ts): the same count, the same restaurants in the
 * same order, page by page, and the count next to every filter option.
 */

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

const setUp = (count: number) => {
  const { restaurants: records } = makeSyntheticCatalogue(count, 42) as { restaurants: RestaurantRecord[] };
  const { files } = buildSearchIndex(records, hashOf);
  const engine = new SearchEngine(async (path) => {
    const bytes = files.get(path);
    if (!bytes) throw new Error(`no ${path}`);
    return bytes;
  });
  const store = makeTestStore({ restaurants: restaurantsStateFor(records.map(toRestaurant)) });
  return { records, engine, store };
};

interface Case {
  text?: string;
  filters?: Partial<FiltersState>;
  city?: string | null;
  near?: { lat: number; lng: number } | null;
}

/** Today's answer: every matching id in order, and the count with each option also ticked. */
const todays = (
  store: ReturnType<typeof setUp>['store'],
  order: SortOrder,
  { text = '', filters = {}, city = null, near = null }: Case,
) => {
  const open = (chosen: FiltersState): RootState => {
    store.dispatch(
      discoveryUrlOpened({ text, filters: chosen, sortOrder: order, table: defaultTableWanted, city, near }),
    );
    return store.getState();
  };
  const chosen = { ...emptyFilters, ...filters };
  const ids = selectMatchingRestaurants(open(chosen)).map(({ id }) => id);
  return { ids, open, chosen };
};

const queryOf = (
  order: SortOrder,
  { text = '', filters = {}, city = null, near = null }: Case,
): SearchQuery => ({
  text,
  filters: { ...emptyFilters, ...filters } as SearchFilters,
  city,
  order,
  near,
  offset: 0,
  limit: 12,
});

const CASES: Case[] = [
  {},
  { text: 'o' },
  { text: 'oa' },
  { text: 'oak' },
  { text: ' OAK ' },
  { text: 'stea' },
  { text: 'steak' },
  { text: 'harbor counter' },
  { text: 'wood-fired oven' },
  { text: 'ragù' },
  { text: 'Ragu' },
  { text: 'xq' },
  { text: 'an italian' },
  { filters: { cuisines: ['Italian'] } },
  { filters: { cuisines: ['Italian', 'French'] } },
  { filters: { cuisines: ['Italian'], priceRanges: ['$$'] } },
  { filters: { features: ['Brunch', 'Wine Bar'] } },
  { filters: { dietaryOptions: ['Vegan', 'Gluten-free'] } },
  { filters: { accessibility: ['Step-free entrance'], features: ['Valet Parking'] } },
  { filters: { cuisines: ['Nowhere'] } },
  { text: 'oak', filters: { priceRanges: ['$$$', '$$$$'] } },
  { city: 'Riverton' },
  { city: 'Riverton', text: 'e', filters: { cuisines: ['Asian'] } },
  { near: { lat: 41.88, lng: -87.63 } },
  { near: { lat: 41.88, lng: -87.63 }, filters: { dietaryOptions: ['Halal'] } },
  { near: { lat: 40.5, lng: -80 }, text: 'steak' },
  // Far from every city: the nearest tiles are all thousands of kilometres away.
  { near: { lat: 0, lng: 0 }, filters: { cuisines: ['French'] } },
];
const ORDERS: SortOrder[] = ['rating', 'popularity', 'name', 'nearest'];

describe.each([500, 5000])('the search index of the synthetic catalogue of %i (seed 42)', (count) => {
  const { engine, store } = setUp(count);

  it.each(CASES.flatMap((c) => ORDERS.map((order) => [order, JSON.stringify(c), c] as const)))(
    'in %s order, %s gives today’s count and pages',
    async (order, _name, c) => {
      const { ids } = todays(store, order, c);
      for (const offset of [0, 12, ids.length > 40 ? ids.length - 5 : 24]) {
        const answer = await engine.query({ ...queryOf(order, c), offset });
        expect(answer.total).toBe(ids.length);
        expect(answer.ids).toEqual(ids.slice(offset, offset + 12));
      }
    },
  );

  it.each(CASES.filter((c) => !c.near).map((c) => [JSON.stringify(c), c] as const))(
    'for %s, the count next to each option is the count with it also ticked',
    async (_name, c) => {
      const { open, chosen } = todays(store, 'rating', c);
      const answer = await engine.query({ ...queryOf('rating', c), optionCounts: true });
      const expected: Record<string, Record<string, number>> = {};
      for (const [group, values] of Object.entries(answer.optionCounts!)) {
        expected[group] = {};
        for (const value of Object.keys(values)) {
          const ticked = chosen[group as keyof FiltersState] as string[];
          const also = { ...chosen, [group]: ticked.includes(value) ? ticked : [...ticked, value] };
          expected[group][value] = selectMatchCount(open(also))!;
        }
      }
      expect(answer.optionCounts).toEqual(expected);
      // Every option of the catalogue is counted.
      expect(Object.keys(answer.optionCounts!.cuisines).length).toBeGreaterThan(1);
    },
  );

  it.each(CASES.filter((c) => !c.near).map((c) => [JSON.stringify(c), c] as const))(
    'for %s, the Filters menu counts the same in memory (a catalogue that came whole) as the search',
    async (_name, c) => {
      const { open, chosen } = todays(store, 'rating', c);
      const inMemory = selectOptionCounts(open(chosen))!;
      const answer = await engine.query({ ...queryOf('rating', c), optionCounts: true });
      // The menu's every option, with a count; the index has those some restaurant states (and
      // Live Music, which the menu does not offer).
      for (const [group, values] of Object.entries(inMemory)) {
        const counted = answer.optionCounts![group as keyof typeof inMemory];
        for (const [value, count] of Object.entries(values))
          expect([group, value, counted[value] ?? 0]).toEqual([group, value, count]);
      }
    },
  );
});
