import { restaurantRecords } from './catalogue';
import { compareByName, isInNameOrder, toSummaryRecord } from './catalogueData';

describe("a restaurant's summary (the home list's index and first page)", () => {
  it("leaves out what only the restaurant's own pages show", () => {
    const record = restaurantRecords[0]!;
    const summary = toSummaryRecord(record);
    // The opening hours were a third of the index's bytes, and no card shows them.
    for (const field of ['hours', 'contact', 'amenities', 'menuHighlights', 'seatingAreas'])
      expect(summary).not.toHaveProperty(field);
    expect(summary.images).toEqual({ hero: record.images.hero });
    expect(summary).toMatchObject({
      id: record.id,
      name: record.name,
      cuisine: record.cuisine,
      description: record.description,
      features: record.features,
      location: record.location,
    });
  });

  it('keeps what a card and the filters read of the new facts: the terms, dietary options and accessibility', () => {
    const summary = toSummaryRecord(restaurantRecords[1]!);
    expect(summary).toMatchObject({
      terms: restaurantRecords[1]!.terms,
      dietaryOptions: ['Vegetarian', 'Vegan', 'Dairy-free'],
      accessibility: ['Large-print menu'],
    });
  });

  it('leaves a fact a record does not state out of its summary, rather than inventing one', () => {
    const { terms: _terms, accessibility: _accessibility, ...older } = restaurantRecords[0]!;
    const summary = toSummaryRecord(older);
    expect(summary).not.toHaveProperty('terms');
    expect(summary).not.toHaveProperty('accessibility');
  });
});

describe('Name A-Z (the index is written in it; the list checks it)', () => {
  const named = (id: string, name: string) => ({ id, name });

  it('ignores case and accents, counts numbers by value, and settles equal names by id', () => {
    const sorted = [
      named('4', 'fig'),
      named('2', 'Éclair'),
      named('9', 'Table 10'),
      named('1', 'eclair'),
      named('8', 'Table 9'),
      named('3', 'Dune'),
    ].sort(compareByName);
    expect(sorted.map(({ id }) => id)).toEqual(['3', '1', '2', '4', '8', '9']);
  });

  it('tells a list in that order from one that is not', () => {
    expect(isInNameOrder([named('1', 'Alpha'), named('2', 'alpha'), named('3', 'Bravo')])).toBe(true);
    expect(isInNameOrder([named('1', 'Bravo'), named('2', 'Alpha')])).toBe(false);
    expect(isInNameOrder([named('2', 'Alpha'), named('1', 'Alpha')])).toBe(false);
    expect(isInNameOrder([])).toBe(true);
  });
});
