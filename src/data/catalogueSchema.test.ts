import defaultCatalogue from '../../catalogue/restaurants.json';
import { catalogueProblems, catalogueSchema, printable, showValue } from './catalogueSchema';
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
      'an id that cannot be part of an address',
      (r: Record<string, unknown>) => (r.id = 'a/b'),
      'restaurant #1 (id "a/b"): id: must be letters, digits and dashes',
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
