import { restaurantRecords } from './catalogue';
import { toSummaryRecord } from './catalogueData';

describe("a restaurant's summary (the home list's index and first page)", () => {
  it("leaves out what only the restaurant's own pages show", () => {
    const record = restaurantRecords[0]!;
    const summary = toSummaryRecord(record);
    // The opening hours were a third of the index's bytes, and no card shows them.
    for (const field of ['hours', 'contact', 'amenities', 'menuHighlights'])
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
});
