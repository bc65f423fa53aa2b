import type { PriceRange } from '@/data/types';
import {
  ACCESSIBILITY_FILTER_OPTIONS,
  CUISINE_OPTIONS,
  DIETARY_FILTER_OPTIONS,
  DEFAULT_SORT_ORDER,
  FEATURE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  FINDER_TIME_OPTIONS,
  SORT_OPTIONS,
  defaultTableWanted,
  emptyFilters,
  type FiltersState,
  type SortOrder,
  type TableWanted,
} from './listOptions';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { isGeoPoint, roundPoint, type GeoPoint } from '@/lib/geo';

/**
 * What the home list shows, as the home URL's query carries it:
 * `/?q=wine&cuisine=Italian&cuisine=French&price=%24%24&feature=Brunch&dietary=Vegan&access=Step-free+entrance&sort=name&party=4&date=2027-06-10&time=19:00`,
 * and where the diner looks: `city=Riverton`, or `near=41.88,-87.63&sort=nearest`.
 */
export interface DiscoveryState {
  text: string;
  filters: FiltersState;
  sortOrder: SortOrder;
  table: TableWanted;
  /** One of the catalogue's cities, or null for anywhere. */
  city: string | null;
  /** The diner's position, rounded to about 1 km (two decimals), or null when not known. */
  near: GeoPoint | null;
}

/** The query parameter of each part. */
export const DISCOVERY_PARAMS = {
  text: 'q',
  cuisine: 'cuisine',
  price: 'price',
  feature: 'feature',
  dietary: 'dietary',
  access: 'access',
  sort: 'sort',
  party: 'party',
  date: 'date',
  time: 'time',
  city: 'city',
  near: 'near',
} as const;

/** Longer search text than this in a URL is cut: nothing typed in the header is that long. */
export const MAX_QUERY_TEXT_LENGTH = 200;

/** The plain list: no search text, no filter, the default order (left out of URLs). */
export const emptyDiscovery: DiscoveryState = {
  text: '',
  filters: emptyFilters,
  sortOrder: DEFAULT_SORT_ORDER,
  table: defaultTableWanted,
  city: null,
  near: null,
};

/** No city in the catalogue has a longer name; a longer value is not a city. */
export const MAX_CITY_LENGTH = 100;

const COORDINATE = String.raw`-?\d{1,3}(?:\.\d{1,12})?`;
const NEAR = new RegExp(`^(${COORDINATE}),(${COORDINATE})$`);

/** `41.88,-87.63` as a point rounded to about 1 km; null unless it is a real latitude and longitude. */
const parseNear = (value: string | null): GeoPoint | null => {
  const match = NEAR.exec(value?.trim() ?? '');
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isGeoPoint(point) ? roundPoint(point) : null;
};

/**
 * The city a query names: matched to the catalogue's spelling when its cities are given (an
 * unknown one is dropped), else any plausible name as written.
 */
const parseCity = (value: string | null, cities?: readonly string[]): string | null => {
  const name = value?.trim() ?? '';
  if (name === '' || name.length > MAX_CITY_LENGTH) return null;
  if (!cities) return name;
  const folded = name.toLowerCase();
  return cities.find((city) => city.toLowerCase() === folded) ?? null;
};

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The table a query asks for; a malformed value leaves its part as it is by default. */
const parseTableWanted = (params: URLSearchParams): TableWanted => {
  const party = params.get(DISCOVERY_PARAMS.party) ?? '';
  const partySize = /^\d{1,2}$/.test(party) ? Number(party) : NaN;
  const date = params.get(DISCOVERY_PARAMS.date) ?? '';
  const time = params.get(DISCOVERY_PARAMS.time) ?? '';
  return {
    partySize:
      partySize >= MIN_PARTY_SIZE && partySize <= MAX_PARTY_SIZE ? partySize : defaultTableWanted.partySize,
    // Whether the day is still bookable depends on when the list is seen (discoverySelectors.ts).
    date: ISO_DATE.test(date) ? date : defaultTableWanted.date,
    time: FINDER_TIME_OPTIONS.includes(time) ? time : defaultTableWanted.time,
  };
};

/** The known option each value names (case aside), in URL order, each once; the rest is dropped. */
const pickKnown = <T extends string>(values: readonly string[], options: readonly T[]): T[] => {
  const picked: T[] = [];
  for (const value of values) {
    const folded = value.trim().toLowerCase();
    const option = options.find((candidate) => candidate.toLowerCase() === folded);
    if (option !== undefined && !picked.includes(option)) picked.push(option);
  }
  return picked;
};

const SORT_ORDERS: readonly SortOrder[] = SORT_OPTIONS.map((option) => option.value);

/**
 * The list a home URL's query asks for. Unknown parameters, unknown or repeated values and a
 * malformed query are ignored, never an error: a hand-edited or truncated link still opens.
 */
export const parseDiscoveryQuery = (search: string, cities?: readonly string[]): DiscoveryState => {
  // URLSearchParams never throws: bad percent-escapes decode to U+FFFD.
  const params = new URLSearchParams(search);
  const text = (params.get(DISCOVERY_PARAMS.text) ?? '').slice(0, MAX_QUERY_TEXT_LENGTH);
  const near = parseNear(params.get(DISCOVERY_PARAMS.near));
  const [pickedSort = DEFAULT_SORT_ORDER] = pickKnown(
    params.getAll(DISCOVERY_PARAMS.sort).slice(0, 1),
    SORT_ORDERS,
  );
  // Nearest first needs a position; a city and a position are alternatives, the city first.
  const city = parseCity(params.get(DISCOVERY_PARAMS.city), cities);
  const position = city === null ? near : null;
  const sortOrder = pickedSort === 'nearest' && position === null ? DEFAULT_SORT_ORDER : pickedSort;
  return {
    text,
    filters: {
      cuisines: pickKnown(params.getAll(DISCOVERY_PARAMS.cuisine), CUISINE_OPTIONS),
      priceRanges: pickKnown<PriceRange>(params.getAll(DISCOVERY_PARAMS.price), PRICE_RANGE_OPTIONS),
      features: pickKnown(params.getAll(DISCOVERY_PARAMS.feature), FEATURE_OPTIONS),
      dietaryOptions: pickKnown(params.getAll(DISCOVERY_PARAMS.dietary), DIETARY_FILTER_OPTIONS),
      accessibility: pickKnown(params.getAll(DISCOVERY_PARAMS.access), ACCESSIBILITY_FILTER_OPTIONS),
    },
    sortOrder,
    table: parseTableWanted(params),
    city,
    near: position,
  };
};

/**
 * The query (without `?`) that reopens this list; empty for the plain home page. Filters are
 * written in the order they were chosen, the default sort order not at all.
 */
export const toDiscoveryQuery = ({ text, filters, sortOrder, table, city, near }: DiscoveryState): string => {
  const params = new URLSearchParams();
  if (text !== '') params.append(DISCOVERY_PARAMS.text, text);
  filters.cuisines.forEach((value) => params.append(DISCOVERY_PARAMS.cuisine, value));
  filters.priceRanges.forEach((value) => params.append(DISCOVERY_PARAMS.price, value));
  filters.features.forEach((value) => params.append(DISCOVERY_PARAMS.feature, value));
  filters.dietaryOptions.forEach((value) => params.append(DISCOVERY_PARAMS.dietary, value));
  filters.accessibility.forEach((value) => params.append(DISCOVERY_PARAMS.access, value));
  if (sortOrder !== DEFAULT_SORT_ORDER) params.append(DISCOVERY_PARAMS.sort, sortOrder);
  if (table.partySize !== defaultTableWanted.partySize)
    params.append(DISCOVERY_PARAMS.party, String(table.partySize));
  if (table.date !== null) params.append(DISCOVERY_PARAMS.date, table.date);
  if (table.time !== defaultTableWanted.time) params.append(DISCOVERY_PARAMS.time, table.time);
  if (city !== null) params.append(DISCOVERY_PARAMS.city, city);
  if (near !== null) params.append(DISCOVERY_PARAMS.near, `${near.lat},${near.lng}`);
  // The comma between the coordinates reads better unescaped, and a URL allows it there.
  return params.toString().replace(/(^|&)near=([-\d.]+)%2C/, '$1near=$2,');
};

/** `toDiscoveryQuery` as a location's `search`: `?…`, or empty. */
export const toDiscoverySearch = (state: DiscoveryState): string => {
  const query = toDiscoveryQuery(state);
  return query === '' ? '' : `?${query}`;
};

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether `next` differs from `entry` in its search text alone. */
export const isSearchTextEdit = (entry: DiscoveryState, next: DiscoveryState): boolean =>
  entry.text !== next.text &&
  entry.sortOrder === next.sortOrder &&
  entry.table.partySize === next.table.partySize &&
  entry.table.date === next.table.date &&
  entry.table.time === next.table.time &&
  entry.city === next.city &&
  entry.near?.lat === next.near?.lat &&
  entry.near?.lng === next.near?.lng &&
  sameList(entry.filters.cuisines, next.filters.cuisines) &&
  sameList(entry.filters.priceRanges, next.filters.priceRanges) &&
  sameList(entry.filters.features, next.filters.features) &&
  sameList(entry.filters.dietaryOptions, next.filters.dietaryOptions) &&
  sameList(entry.filters.accessibility, next.filters.accessibility);

/**
 * Whether `next` only edits the search text of a list that already had one: the diner is
 * still typing. Such a change replaces the history entry; anything else is a new step.
 */
export const isSearchRefinement = (entry: DiscoveryState, next: DiscoveryState): boolean =>
  entry.text !== '' && isSearchTextEdit(entry, next);

/** What the URL does about the list the diner now has (discoveryUrl.ts). */
export type UrlUpdate =
  /** It already says this list. */
  | { type: 'none' }
  /** The search text alone changed: written once typing pauses, replacing or adding an entry. */
  | { type: 'afterTyping'; replace: boolean }
  /** Anything else: a new history entry, at once. */
  | { type: 'push' };

/**
 * The URL update for `next`, the diner being on the entry whose canonical query is
 * `entryQuery`. Typing writes nothing until it pauses; then the first letters add an entry
 * and an edit of a search already in the URL replaces it.
 */
export const urlUpdate = (entryQuery: string, next: DiscoveryState): UrlUpdate => {
  if (toDiscoveryQuery(next) === entryQuery) return { type: 'none' };
  const entry = parseDiscoveryQuery(entryQuery);
  if (isSearchTextEdit(entry, next)) return { type: 'afterTyping', replace: isSearchRefinement(entry, next) };
  return { type: 'push' };
};
