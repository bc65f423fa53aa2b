import defaultCatalogue from '../../catalogue/restaurants.json';
import {
  catalogueProblems,
  catalogueSchema,
  catalogueWarnings,
  printable,
  showValue,
} from './catalogueSchema';
import { ACCESSIBILITY_FACTS, DIETARY_OPTIONS } from './catalogueValues';
import { restaurants } from './catalogue';
import { reviews } from './reviews';

const FILE = 'catalogue/restaurants.json';
/** The default catalogue with its first restaurant changed by `change`. */
const withFirst = (change: (record: Record<string, unknown>) => void) => {
  const copy = structuredClone(defaultCatalogue) as unknown as { restaurants: Record<string, unknown>[] };
  change(copy.restaurants[0]!);
  return copy;
};

describe('the catalogue file', () => {
  it('the default one is valid and holds the spec’s three restaurants, ids 1 to 3 with their cuisines', () => {
    expect(catalogueProblems(defaultCatalogue, FILE)).toEqual([]);
    expect(restaurants.map(({ id, name, cuisine }) => [id, name, cuisine])).toEqual([
      ['1', 'Trattoria Aurora', 'Italian'],
      ['2', 'Maison Lumière', 'French'],
      ['3', 'Ember & Oak', 'Steakhouse'],
    ]);
    expect(reviews).toHaveLength(6);
  });

  it('the default one gives its three restaurants different facts, so that every dietary and accessibility choice narrows the list', () => {
    const records = defaultCatalogue.restaurants;
    for (const [values, field] of [
      [DIETARY_OPTIONS, 'dietaryOptions'],
      [ACCESSIBILITY_FACTS, 'accessibility'],
    ] as const) {
      for (const value of values) {
        const matching = records.filter((record) => (record[field] as string[]).includes(value)).length;
        expect([value, matching >= 1 && matching < records.length]).toEqual([value, true]);
      }
    }
    expect(records.filter((record) => record.dietaryOptions.includes('Vegan'))).toHaveLength(1);
    expect(records.filter((record) => record.accessibility.includes('Step-free entrance'))).toHaveLength(2);
    expect(new Set(records.map((record) => JSON.stringify(record.terms))).size).toBe(3);
    expect(new Set(records.map((record) => JSON.stringify(record.seatingAreas))).size).toBe(3);
    // The browser test books a party of 8 where a deposit applies: there is exactly one such place.
    const depositFor8 = records.filter((record) => {
      const deposit = (record.terms as { deposit?: { fromPartySize: number } }).deposit;
      return deposit !== undefined && deposit.fromPartySize <= 8;
    });
    expect(depositFor8.map((record) => record.name)).toEqual(['Maison Lumière']);
    expect(catalogueWarnings(defaultCatalogue, FILE)).toEqual([]);
  });

  it('turns image names into the shipped images, with their descriptions', () => {
    expect(restaurants[0]!.images.hero).toEqual(
      expect.objectContaining({ width: 1200, height: 800, alt: expect.stringMatching(/tagliatelle/) }),
    );
    expect(restaurants[0]!.images.gallery).toHaveLength(3);
  });

  it.each([
    [
      'a missing name',
      (r: Record<string, unknown>) => delete r.name,
      'restaurant #1 (id "1"): name: is missing',
    ],
    [
      'an empty name',
      (r: Record<string, unknown>) => (r.name = '  '),
      'restaurant #1 (id "1"): name: must not be empty',
    ],
    [
      'a price range of $$$$$',
      (r: Record<string, unknown>) => (r.priceRange = '$$$$$'),
      'restaurant #1 (id "1"): priceRange: "$$$$$" is not one of $, $$, $$$, $$$$',
    ],
    [
      'a closing time before the opening time',
      (r: Record<string, unknown>) =>
        ((r.hours as Record<string, unknown>).tuesday = { open: '17:00', close: '09:00' }),
      'restaurant #1 (id "1"): hours.tuesday.close: closes before it opens',
    ],
    [
      'a time that is not HH:mm',
      (r: Record<string, unknown>) =>
        ((r.hours as Record<string, unknown>).friday = { open: '5pm', close: '23:00' }),
      'restaurant #1 (id "1"): hours.friday.open: must be a time as HH:mm',
    ],
    [
      'an unknown feature',
      (r: Record<string, unknown>) => (r.features = ['Wine Bar', 'Karaoke']),
      'restaurant #1 (id "1"): features.1: "Karaoke" is not one of Fine Dining',
    ],
    [
      'a broken image reference',
      (r: Record<string, unknown>) => ((r.images as Record<string, unknown>).hero = 'trattoria-pasta.jpg'),
      'restaurant #1 (id "1"): images.hero: "trattoria-pasta.jpg" is not an image the build ships',
    ],
    [
      'an unknown cuisine',
      (r: Record<string, unknown>) => (r.cuisine = 'Martian'),
      'restaurant #1 (id "1"): cuisine: "Martian" is not one of Italian',
    ],
    ['a rating above 5', (r: Record<string, unknown>) => (r.rating = 7), 'restaurant #1 (id "1"): rating: '],
    [
      'coordinates off the globe',
      (r: Record<string, unknown>) =>
        ((r.location as Record<string, unknown>).coordinates = { lat: 120, lng: 0 }),
      'restaurant #1 (id "1"): location.coordinates.lat: ',
    ],
    [
      'an id that cannot be part of a URL',
      (r: Record<string, unknown>) => (r.id = 'a/b'),
      'restaurant #1 (id "a/b"): id: must be letters, digits and dashes',
    ],
    [
      'a negative free-cancellation window',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', cancellation: { freeUntilHours: -24, feePerGuest: 25 } }),
      'restaurant #1 (id "1"): terms.cancellation.freeUntilHours: must be a whole number of hours from 1 to 720',
    ],
    [
      'a window in parts of an hour',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', cancellation: { freeUntilHours: 1.5, feePerGuest: 25 } }),
      'restaurant #1 (id "1"): terms.cancellation.freeUntilHours: must be a whole number of hours',
    ],
    [
      'a fee without a currency',
      (r: Record<string, unknown>) => (r.terms = { cancellation: { freeUntilHours: 24, feePerGuest: 25 } }),
      'restaurant #1 (id "1"): terms.currency: is missing: a fee or a deposit needs its currency',
    ],
    [
      'a deposit without a currency',
      (r: Record<string, unknown>) => (r.terms = { deposit: { perGuest: 20, fromPartySize: 6 } }),
      'restaurant #1 (id "1"): terms.currency: is missing',
    ],
    [
      'a currency that is not an ISO 4217 code',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'usd', cancellation: { freeUntilHours: 24, feePerGuest: 25 } }),
      'restaurant #1 (id "1"): terms.currency: "usd" is not an ISO 4217 currency code',
    ],
    [
      'a currency code no one has',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'XYZ', cancellation: { freeUntilHours: 24, feePerGuest: 25 } }),
      'restaurant #1 (id "1"): terms.currency: "XYZ" is not an ISO 4217 currency code',
    ],
    [
      'a fee of nothing',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: 0 } }),
      'restaurant #1 (id "1"): terms.cancellation.feePerGuest: must be more than 0',
    ],
    [
      'a fee in parts of a cent',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: 25.005 } }),
      'restaurant #1 (id "1"): terms.cancellation.feePerGuest: must have at most two decimals',
    ],
    [
      'a deposit from a party of 11',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', deposit: { perGuest: 20, fromPartySize: 11 } }),
      'restaurant #1 (id "1"): terms.deposit.fromPartySize: must be a whole number of guests from 1 to 10',
    ],
    [
      'a deposit from a party of 0',
      (r: Record<string, unknown>) =>
        (r.terms = { currency: 'USD', deposit: { perGuest: 20, fromPartySize: 0 } }),
      'restaurant #1 (id "1"): terms.deposit.fromPartySize: must be a whole number of guests from 1 to 10',
    ],
    [
      'an unknown seating area',
      (r: Record<string, unknown>) => (r.seatingAreas = ['Dining room', 'Rooftop']),
      'restaurant #1 (id "1"): seatingAreas.1: "Rooftop" is not one of Dining room, Bar',
    ],
    [
      'no seating area at all',
      (r: Record<string, unknown>) => (r.seatingAreas = []),
      'restaurant #1 (id "1"): seatingAreas: must name at least one area',
    ],
    [
      'an unknown dietary option',
      (r: Record<string, unknown>) => (r.dietaryOptions = ['Vegan', 'Paleo']),
      'restaurant #1 (id "1"): dietaryOptions.1: "Paleo" is not one of Vegetarian, Vegan',
    ],
    [
      'a dietary option listed twice',
      (r: Record<string, unknown>) => (r.dietaryOptions = ['Vegan', 'Halal', 'Vegan']),
      'restaurant #1 (id "1"): dietaryOptions.2: "Vegan" is listed twice',
    ],
    [
      'an unknown accessibility fact',
      (r: Record<string, unknown>) => (r.accessibility = ['Ramp']),
      'restaurant #1 (id "1"): accessibility.0: "Ramp" is not one of Step-free entrance',
    ],
  ])('fails on %s with one line naming the file, the record and the field', (_, change, expected) => {
    const problems = catalogueProblems(withFirst(change), FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}: ${expected}`);
  });

  it('fails on a duplicate id at the repeat, naming the record that has it first, and names every problem of the file in one pass', () => {
    const copy = structuredClone(defaultCatalogue) as unknown as { restaurants: Record<string, unknown>[] };
    copy.restaurants[2]!.id = '1';
    copy.restaurants[1]!.priceRange = '$$$$$';
    delete copy.restaurants[1]!.name;
    const problems = catalogueProblems(copy, FILE);
    expect(problems).toEqual([
      `${FILE}: restaurant #2 (id "2"): name: is missing`,
      expect.stringMatching(/^catalogue\/restaurants\.json: restaurant #2 \(id "2"\): priceRange: /),
      `${FILE}: restaurant #3 (id "1"): id: is already the id of restaurant #1`,
    ]);
  });

  it('names a record without an id by its place in the file, and a file that is not a catalogue', () => {
    const problems = catalogueProblems(
      withFirst((record) => delete record.id),
      FILE,
    );
    expect(problems).toEqual([expect.stringMatching(/^catalogue\/restaurants\.json: restaurant #1: id: /)]);
    expect(catalogueProblems([], FILE)).toEqual([
      expect.stringMatching(/^catalogue\/restaurants\.json: catalogue: /),
    ]);
    expect(catalogueProblems({ version: 2, restaurants: [], reviews: [] }, FILE)).toEqual([
      expect.stringContaining(': catalogue: version: '),
      expect.stringContaining(': catalogue: restaurants: must hold at least one restaurant'),
    ]);
  });

  it('names a record that is not an object by its place alone', () => {
    const copy = structuredClone(defaultCatalogue) as unknown as { restaurants: unknown[] };
    copy.restaurants[1] = ['2'];
    expect(catalogueProblems(copy, FILE)).toEqual([
      `${FILE}: restaurant #2: Invalid input: expected object, received array`,
    ]);
  });

  describe('a record that leaves out the terms, seating, dietary options or accessibility', () => {
    const older = () =>
      withFirst((record) => {
        delete record.terms;
        delete record.accessibility;
      });

    it('is valid: the fields are optional, and the record builds and shows', () => {
      expect(catalogueProblems(older(), FILE)).toEqual([]);
      expect(catalogueSchema.parse(older()).restaurants[0]).not.toHaveProperty('terms');
    });

    it('is named as a warning, one line for the record, naming the fields it leaves out', () => {
      expect(catalogueWarnings(older(), FILE)).toEqual([
        `${FILE}: restaurant #1 (id "1"): warning: states no terms, accessibility; its pages will say nothing of them`,
      ]);
    });

    it('is printed as the problems are: its id escaped and cut short', () => {
      const copy = withFirst((record) => {
        record.id = `\u001b[2K${'x'.repeat(100)}`;
        delete record.seatingAreas;
      });
      expect(catalogueWarnings(copy, FILE)).toEqual([
        `${FILE}: restaurant #1 (id "\\u001b[2K${'x'.repeat(70)}…"): warning: states no seatingAreas; its pages will say nothing of them`,
      ]);
    });

    it('states no fee and no deposit when its terms are empty: a valid record, with no warning', () => {
      const copy = withFirst((record) => (record.terms = {}));
      expect(catalogueProblems(copy, FILE)).toEqual([]);
      expect(catalogueWarnings(copy, FILE)).toEqual([]);
    });
  });

  it('gives the app its types from the same declaration', () => {
    const parsed = catalogueSchema.parse(defaultCatalogue);
    expect(parsed.restaurants[0]!.hours.monday.closed).toBe(true);
  });

  describe('printable, for every piece of the file a problem line shows', () => {
    it('escapes what a terminal acts on or what reorders a line, and keeps other text', () => {
      expect(printable('\u001b[31mé\u0000\u007f\u009b\u202e😀\ud800')).toBe(
        '\\u001b[31mé\\u0000\\u007f\\u009b\\u202e😀\\ud800',
      );
    });

    it('cuts text to its length, ellipsis included, never inside an escape or a character', () => {
      expect(printable('abcdef', 6)).toBe('abcdef');
      expect(printable('abcdefg', 6)).toBe('abcde…');
      expect(printable('abcd\u001b', 6)).toBe('abcd…');
      expect(printable('abcd😀z', 6)).toBe('abcd…');
    });

    it('shows a value of the file quoted and escaped, or by its kind', () => {
      expect(showValue('say "hi" \\ \n')).toBe('"say \\"hi\\" \\\\ \\u000a"');
      expect(showValue('x'.repeat(100))).toBe(`"${'x'.repeat(79)}…"`);
      expect([showValue(7), showValue(null), showValue([1]), showValue({})]).toEqual([
        '7',
        'null',
        'a list',
        'an object',
      ]);
    });
  });
});
