import fc from 'fast-check';
import {
  urlUpdate,
  emptyDiscovery,
  isSearchRefinement,
  isSearchTextEdit,
  MAX_CITY_LENGTH,
  MAX_QUERY_TEXT_LENGTH,
  parseDiscoveryQuery,
  toDiscoveryQuery,
  toDiscoverySearch,
  type DiscoveryState,
} from './discoveryQuery';
import {
  ACCESSIBILITY_FILTER_OPTIONS,
  CUISINE_OPTIONS,
  DIETARY_FILTER_OPTIONS,
  FEATURE_OPTIONS,
  FINDER_TIME_OPTIONS,
  PRICE_RANGE_OPTIONS,
  SORT_OPTIONS,
} from './listOptions';

type Overrides = Partial<Omit<DiscoveryState, 'filters'>> & { filters?: Partial<DiscoveryState['filters']> };
const discovery = (overrides: Overrides = {}): DiscoveryState => ({
  ...emptyDiscovery,
  ...overrides,
  filters: { ...emptyDiscovery.filters, ...overrides.filters },
});

const issueExample = discovery({
  text: 'wine',
  filters: { cuisines: ['Italian', 'French'], priceRanges: ['$$'], features: ['Brunch'] },
  sortOrder: 'name',
});

describe('parseDiscoveryQuery', () => {
  it('reads the search text, every filter and the sort order', () => {
    expect(
      parseDiscoveryQuery('?q=wine&cuisine=Italian&cuisine=French&price=%24%24&feature=Brunch&sort=name'),
    ).toEqual(issueExample);
  });

  it('gives the plain list for no query, with or without the question mark', () => {
    expect(parseDiscoveryQuery('')).toEqual(emptyDiscovery);
    expect(parseDiscoveryQuery('?')).toEqual(emptyDiscovery);
    expect(parseDiscoveryQuery('q=oak')).toEqual(discovery({ text: 'oak' }));
  });

  it('keeps the text as typed: spaces, plus signs, ampersands, other scripts', () => {
    expect(parseDiscoveryQuery('?q=+wine+bar+').text).toBe(' wine bar ');
    expect(parseDiscoveryQuery('?q=Fish+%26+Chips%2B').text).toBe('Fish & Chips+');
    expect(parseDiscoveryQuery('?q=Lumi%C3%A8re').text).toBe('Lumière');
  });

  it('ignores unknown parameters and values it does not offer', () => {
    expect(
      parseDiscoveryQuery(
        '?utm_source=mail&cuisine=Klingon&cuisine=French&price=%24%24%24%24%24&price=cheap&feature=Helipad&sort=random',
      ),
    ).toEqual(discovery({ filters: { cuisines: ['French'] } }));
  });

  it('matches values whatever their case, and keeps each once', () => {
    expect(parseDiscoveryQuery('?cuisine=italian&cuisine=ITALIAN&feature=wine+bar&sort=NAME')).toEqual(
      discovery({ filters: { cuisines: ['Italian'], features: ['Wine Bar'] }, sortOrder: 'name' }),
    );
  });

  it('takes the first search text and the first sort order when they repeat', () => {
    expect(parseDiscoveryQuery('?q=one&q=two&sort=popularity&sort=name')).toEqual(
      discovery({ text: 'one', sortOrder: 'popularity' }),
    );
    // A first sort order that is not offered is not replaced by a later one.
    expect(parseDiscoveryQuery('?sort=bogus&sort=name').sortOrder).toBe('rating');
  });

  it('survives malformed input without throwing', () => {
    for (const search of [
      '?q=%E0%A4%A',
      '?%',
      '?q',
      '?=x',
      '?cuisine',
      '?&&&',
      '?q=%00%0A',
      '#hash',
      '?sort=',
    ]) {
      expect(() => parseDiscoveryQuery(search)).not.toThrow();
    }
    expect(parseDiscoveryQuery('?q=%E0%A4%A').text).toBe('\uFFFD%A');
    expect(parseDiscoveryQuery('?cuisine&price=&sort=')).toEqual(emptyDiscovery);
  });

  it('cuts an overlong search text', () => {
    expect(parseDiscoveryQuery(`?q=${'a'.repeat(5000)}`).text).toHaveLength(MAX_QUERY_TEXT_LENGTH);
  });
});

describe('the dietary and accessibility filters', () => {
  const fit = discovery({
    filters: { dietaryOptions: ['Vegan', 'Gluten-free'], accessibility: ['Step-free entrance'] },
  });
  const fitQuery = 'dietary=Vegan&dietary=Gluten-free&access=Step-free+entrance';

  it('writes each ticked value as its own parameter, in the order chosen', () => {
    expect(toDiscoveryQuery(fit)).toBe(fitQuery);
  });

  it('reads them back, whatever their case, each once', () => {
    expect(parseDiscoveryQuery(`?${fitQuery}`)).toEqual(fit);
    expect(
      parseDiscoveryQuery('?dietary=vegan&dietary=GLUTEN-FREE&dietary=Vegan&access=step-free%20entrance'),
    ).toEqual(fit);
  });

  it('ignores values the catalogue does not allow, and values of another group', () => {
    expect(
      parseDiscoveryQuery(
        '?dietary=Paleo&dietary=Brunch&dietary=Vegan&access=Helipad&access=Vegan&access=Large-print+menu',
      ).filters,
    ).toEqual({ ...emptyDiscovery.filters, dietaryOptions: ['Vegan'], accessibility: ['Large-print menu'] });
  });

  it('makes a tick of either group a step of its own in the history', () => {
    const entry = toDiscoveryQuery(discovery({ text: 'wine' }));
    expect(urlUpdate(entry, discovery({ text: 'wine', filters: { dietaryOptions: ['Halal'] } }))).toEqual({
      type: 'push',
    });
    expect(
      urlUpdate(entry, discovery({ text: 'wine', filters: { accessibility: ['Accessible restroom'] } })),
    ).toEqual({ type: 'push' });
    expect(isSearchTextEdit(fit, { ...fit, text: 'x', filters: { ...fit.filters, accessibility: [] } })).toBe(
      false,
    );
    expect(
      isSearchTextEdit(fit, { ...fit, text: 'x', filters: { ...fit.filters, dietaryOptions: ['Vegan'] } }),
    ).toBe(false);
  });
});

describe('toDiscoveryQuery', () => {
  it('writes the issue example exactly', () => {
    expect(toDiscoveryQuery(issueExample)).toBe(
      'q=wine&cuisine=Italian&cuisine=French&price=%24%24&feature=Brunch&sort=name',
    );
    expect(toDiscoverySearch(issueExample)).toMatch(/^\?q=wine&/);
  });

  it('writes nothing for the plain list, and leaves out the default sort order', () => {
    expect(toDiscoveryQuery(emptyDiscovery)).toBe('');
    expect(toDiscoverySearch(emptyDiscovery)).toBe('');
    expect(toDiscoveryQuery(discovery({ text: 'oak', sortOrder: 'rating' }))).toBe('q=oak');
  });

  it('keeps filters in the order the diner chose them', () => {
    expect(toDiscoveryQuery(discovery({ filters: { cuisines: ['French', 'Italian'] } }))).toBe(
      'cuisine=French&cuisine=Italian',
    );
  });

  it('encodes text so it cannot break out of its parameter', () => {
    expect(toDiscoveryQuery(discovery({ text: 'a&sort=name#x' }))).toBe('q=a%26sort%3Dname%23x');
  });
});

describe('the table wanted', () => {
  it('reads and writes party, date and time, leaving defaults out', () => {
    const state = parseDiscoveryQuery('?party=4&date=2027-06-10&time=19%3A00');
    expect(state.table).toEqual({ partySize: 4, date: '2027-06-10', time: '19:00' });
    expect(toDiscoveryQuery(state)).toBe('party=4&date=2027-06-10');
    expect(toDiscoveryQuery(discovery({ table: { partySize: 2, date: null, time: '20:15' } }))).toBe(
      'time=20%3A15',
    );
  });

  it('ignores malformed values as it does the other parameters', () => {
    expect(parseDiscoveryQuery('?party=0&date=2027-13-01&time=19:10').table).toEqual(emptyDiscovery.table);
    expect(parseDiscoveryQuery('?party=11&date=tomorrow&time=7pm').table).toEqual(emptyDiscovery.table);
    expect(parseDiscoveryQuery('?party=%3Cb%3E&date=&time=').table).toEqual(emptyDiscovery.table);
  });

  it('a change of the table is a step of its own in the history', () => {
    const entry = toDiscoveryQuery(emptyDiscovery);
    expect(urlUpdate(entry, discovery({ table: { partySize: 4, date: null, time: '19:00' } }))).toEqual({
      type: 'push',
    });
  });
});

describe('where the diner looks', () => {
  it('reads and writes a position rounded to about 1 km, with nearest first', () => {
    const state = parseDiscoveryQuery('?sort=nearest&near=40.712776,-74.005974');
    expect(state.near).toEqual({ lat: 40.71, lng: -74.01 });
    expect(state.sortOrder).toBe('nearest');
    expect(toDiscoveryQuery(state)).toBe('sort=nearest&near=40.71,-74.01');
    expect(parseDiscoveryQuery('?near=40.71%2C-74.01').near).toEqual({ lat: 40.71, lng: -74.01 });
  });

  it('reads and writes a city', () => {
    const state = parseDiscoveryQuery('?city=Riverton');
    expect(state.city).toBe('Riverton');
    expect(toDiscoveryQuery(state)).toBe('city=Riverton');
    expect(toDiscoveryQuery(discovery({ city: 'São Paulo' }))).toBe('city=S%C3%A3o+Paulo');
  });

  it('matches a city to the catalogue’s spelling when given its cities, and drops an unknown one', () => {
    expect(parseDiscoveryQuery('?city=riverton', ['Lakeside', 'Riverton']).city).toBe('Riverton');
    expect(parseDiscoveryQuery('?city=Atlantis', ['Lakeside', 'Riverton']).city).toBeNull();
  });

  it.each([
    ['near=91,0'],
    ['near=0,181'],
    ['near=abc,def'],
    ['near=40.71'],
    ['near=40.71,-74.01,3'],
    ['near=1e3,2'],
    ['near=NaN,NaN'],
    ['near=Infinity,0'],
    ['near='],
    ['near=40.71;-74.01'],
  ])('ignores the malformed position %s, and nearest first with it', (query) => {
    expect(parseDiscoveryQuery(`?sort=nearest&${query}`)).toEqual(emptyDiscovery);
  });

  it('ignores an empty or overlong city', () => {
    expect(parseDiscoveryQuery('?city=').city).toBeNull();
    expect(parseDiscoveryQuery('?city=%20%20').city).toBeNull();
    expect(parseDiscoveryQuery(`?city=${'a'.repeat(MAX_CITY_LENGTH + 1)}`).city).toBeNull();
  });

  it('keeps the city of a URL that names a city and a position, and no nearest', () => {
    const state = parseDiscoveryQuery('?city=Riverton&near=41.88,-87.63&sort=nearest');
    expect(state).toEqual(discovery({ city: 'Riverton' }));
  });

  it('makes a new choice of place a step of its own in the history', () => {
    const entry = toDiscoveryQuery(emptyDiscovery);
    expect(urlUpdate(entry, discovery({ city: 'Riverton' }))).toEqual({ type: 'push' });
    expect(urlUpdate(entry, discovery({ near: { lat: 41.88, lng: -87.63 }, sortOrder: 'nearest' }))).toEqual({
      type: 'push',
    });
    const near = toDiscoveryQuery(discovery({ near: { lat: 41.88, lng: -87.63 } }));
    expect(urlUpdate(near, discovery({ near: { lat: 41.89, lng: -87.63 } }))).toEqual({ type: 'push' });
  });
});

describe('round trips', () => {
  const subsetOf = <T>(options: readonly T[]) =>
    fc.subarray([...options]).chain((values) => fc.shuffledSubarray(values, { minLength: values.length }));
  const hundredths = (max: number) => fc.integer({ min: -max * 100, max: max * 100 }).map((n) => n / 100);
  const anyPlace = fc.oneof(
    fc.constant({ city: null, near: null }),
    fc.record({
      city: fc
        .string({ minLength: 1, maxLength: MAX_CITY_LENGTH, unit: 'grapheme' })
        .filter((city) => city.trim() === city && city !== '' && city.length <= MAX_CITY_LENGTH),
      near: fc.constant(null),
    }),
    fc.record({ city: fc.constant(null), near: fc.record({ lat: hundredths(90), lng: hundredths(180) }) }),
  );
  const anyList = fc.record({
    text: fc
      .string({ maxLength: MAX_QUERY_TEXT_LENGTH, unit: 'grapheme' })
      .filter((text) => text.length <= MAX_QUERY_TEXT_LENGTH),
    filters: fc.record({
      cuisines: subsetOf(CUISINE_OPTIONS),
      priceRanges: subsetOf(PRICE_RANGE_OPTIONS),
      features: subsetOf(FEATURE_OPTIONS),
      dietaryOptions: subsetOf(DIETARY_FILTER_OPTIONS),
      accessibility: subsetOf(ACCESSIBILITY_FILTER_OPTIONS),
    }),
    sortOrder: fc.constantFrom(...SORT_OPTIONS.map((option) => option.value)),
    table: fc.record({
      partySize: fc.integer({ min: 1, max: 10 }),
      date: fc.option(
        fc
          .date({ min: new Date(2026, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
          .map((day) => day.toISOString().slice(0, 10)),
        { nil: null },
      ),
      time: fc.constantFrom(...FINDER_TIME_OPTIONS),
    }),
  });
  const anyDiscovery: fc.Arbitrary<DiscoveryState> = fc
    .tuple(anyList, anyPlace)
    .map(([list, place]): DiscoveryState => ({ ...list, ...place }))
    // Nearest first is a list with a position.
    .filter((state) => state.sortOrder !== 'nearest' || state.near !== null)
    // -0 and 0 are one coordinate.
    .map((state) =>
      state.near ? { ...state, near: { lat: state.near.lat + 0, lng: state.near.lng + 0 } } : state,
    );

  it('state → query → state gives the same state', () => {
    fc.assert(
      fc.property(anyDiscovery, (state) => {
        expect(parseDiscoveryQuery(toDiscoveryQuery(state))).toEqual(state);
      }),
    );
  });

  it('query → state → query gives the canonical query, which is stable', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const canonical = toDiscoveryQuery(parseDiscoveryQuery(search));
        expect(toDiscoveryQuery(parseDiscoveryQuery(canonical))).toBe(canonical);
      }),
    );
    expect(toDiscoveryQuery(parseDiscoveryQuery('?sort=rating&x=1&cuisine=french'))).toBe('cuisine=French');
  });
});

describe('isSearchRefinement', () => {
  it('is true while the diner edits a search text already in the URL', () => {
    expect(isSearchRefinement(discovery({ text: 'w' }), discovery({ text: 'wi' }))).toBe(true);
    expect(isSearchRefinement(issueExample, { ...issueExample, text: 'wine bar' })).toBe(true);
    expect(isSearchRefinement(discovery({ text: 'wine' }), discovery({ text: '' }))).toBe(true);
  });

  it('is false for the first letter typed, and for any other change', () => {
    expect(isSearchRefinement(emptyDiscovery, discovery({ text: 'w' }))).toBe(false);
    expect(isSearchRefinement(issueExample, { ...issueExample, sortOrder: 'rating' })).toBe(false);
    expect(
      isSearchRefinement(issueExample, {
        ...issueExample,
        text: 'x',
        filters: { ...issueExample.filters, features: [] },
      }),
    ).toBe(false);
    expect(isSearchRefinement(issueExample, issueExample)).toBe(false);
  });
});

describe('isSearchTextEdit', () => {
  it('is true when only the search text differs, the first letter and clearing included', () => {
    expect(isSearchTextEdit(emptyDiscovery, discovery({ text: 'w' }))).toBe(true);
    expect(isSearchTextEdit(issueExample, { ...issueExample, text: 'wine bar' })).toBe(true);
    expect(isSearchTextEdit(issueExample, { ...issueExample, text: '' })).toBe(true);
  });

  it('is false when nothing changed, or a filter or the sort order did', () => {
    expect(isSearchTextEdit(issueExample, issueExample)).toBe(false);
    expect(isSearchTextEdit(issueExample, { ...issueExample, text: 'x', sortOrder: 'rating' })).toBe(false);
    expect(
      isSearchTextEdit(issueExample, {
        ...issueExample,
        text: 'x',
        filters: { ...issueExample.filters, cuisines: ['Italian'] },
      }),
    ).toBe(false);
  });
});

describe('urlUpdate', () => {
  const entry = toDiscoveryQuery(issueExample);

  it('leaves a URL that already says the list alone', () => {
    expect(urlUpdate(entry, issueExample)).toEqual({ type: 'none' });
  });

  it('waits for typing to pause: the first letter adds an entry, editing a search replaces it', () => {
    expect(urlUpdate(toDiscoveryQuery(emptyDiscovery), discovery({ text: 'w' }))).toEqual({
      type: 'afterTyping',
      replace: false,
    });
    expect(urlUpdate(entry, { ...issueExample, text: 'wine bar' })).toEqual({
      type: 'afterTyping',
      replace: true,
    });
  });

  it('pushes a filter, a sort order or a clearing at once', () => {
    expect(urlUpdate(entry, { ...issueExample, sortOrder: 'rating' })).toEqual({ type: 'push' });
    expect(urlUpdate(entry, { ...issueExample, filters: { ...issueExample.filters, features: [] } })).toEqual(
      {
        type: 'push',
      },
    );
    expect(urlUpdate(entry, emptyDiscovery)).toEqual({ type: 'push' });
  });
});
