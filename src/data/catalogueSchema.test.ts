import defaultCatalogue from '../../catalogue/restaurants.json';
import { catalogueProblems, catalogueSchema } from './catalogueSchema';
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
    ['a missing name', (r: Record<string, unknown>) => delete r.name, 'restaurant "1": name: is missing'],
    [
      'an empty name',
      (r: Record<string, unknown>) => (r.name = '  '),
      'restaurant "1": name: must not be empty',
    ],
    [
      'a price range of $$$$$',
      (r: Record<string, unknown>) => (r.priceRange = '$$$$$'),
      'restaurant "1": priceRange: "$$$$$" is not one of $, $$, $$$, $$$$',
    ],
    [
      'a closing time before the opening time',
      (r: Record<string, unknown>) =>
        ((r.hours as Record<string, unknown>).tuesday = { open: '17:00', close: '09:00' }),
      'restaurant "1": hours.tuesday.close: closes before it opens',
    ],
    [
      'a time that is not HH:mm',
      (r: Record<string, unknown>) =>
        ((r.hours as Record<string, unknown>).friday = { open: '5pm', close: '23:00' }),
      'restaurant "1": hours.friday.open: must be a time as HH:mm',
    ],
    [
      'an unknown feature',
      (r: Record<string, unknown>) => (r.features = ['Wine Bar', 'Karaoke']),
      'restaurant "1": features.1: "Karaoke" is not one of Fine Dining',
    ],
    [
      'a broken image reference',
      (r: Record<string, unknown>) => ((r.images as Record<string, unknown>).hero = 'trattoria-pasta.jpg'),
      'restaurant "1": images.hero: "trattoria-pasta.jpg" is not an image the build ships',
    ],
    [
      'an unknown cuisine',
      (r: Record<string, unknown>) => (r.cuisine = 'Martian'),
      'restaurant "1": cuisine: "Martian" is not one of Italian',
    ],
    ['a rating above 5', (r: Record<string, unknown>) => (r.rating = 7), 'restaurant "1": rating: '],
    [
      'coordinates off the globe',
      (r: Record<string, unknown>) =>
        ((r.location as Record<string, unknown>).coordinates = { lat: 120, lng: 0 }),
      'restaurant "1": location.coordinates.lat: ',
    ],
    [
      'an id that cannot be part of an address',
      (r: Record<string, unknown>) => (r.id = 'a/b'),
      'restaurant "a/b": id: must be letters, digits and dashes',
    ],
  ])('fails on %s with one line naming the file, the record and the field', (_, change, expected) => {
    const problems = catalogueProblems(withFirst(change), FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}: ${expected}`);
  });

  it('fails on a duplicate id at the repeat, and names every problem of the file in one pass', () => {
    const copy = structuredClone(defaultCatalogue) as unknown as { restaurants: Record<string, unknown>[] };
    copy.restaurants[2]!.id = '1';
    copy.restaurants[1]!.priceRange = '$$$$$';
    delete copy.restaurants[1]!.name;
    const problems = catalogueProblems(copy, FILE);
    expect(problems).toEqual([
      `${FILE}: restaurant "2": name: is missing`,
      expect.stringMatching(/^catalogue\/restaurants\.json: restaurant "2": priceRange: /),
      `${FILE}: restaurant "1": id: is used by an earlier record`,
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

  it('gives the app its types from the same declaration', () => {
    const parsed = catalogueSchema.parse(defaultCatalogue);
    expect(parsed.restaurants[0]!.hours.monday.closed).toBe(true);
  });
});
