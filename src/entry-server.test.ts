import { restaurantRecords } from '@/data/catalogue';
import { bookingPath, paths, restaurantPath, restaurantReviewsPath } from '@/lib/routes';
import { knownPaths, pageSeed } from './entry-server';

const seedOf = (url: string) =>
  JSON.parse(pageSeed(url)) as { firstPage: { id: string }[]; restaurants: { id: string }[] };

describe('pageSeed', () => {
  it("gives each of a restaurant's known pages its record, and the home page the list's first page", () => {
    const known = knownPaths();
    for (const { id } of restaurantRecords) {
      for (const url of [restaurantPath(id), restaurantReviewsPath(id), bookingPath(id)]) {
        expect(known).toContain(url);
        expect(seedOf(url).restaurants.map((record) => record.id)).toEqual([id]);
        expect(seedOf(url).firstPage).toEqual([]);
      }
    }
    expect(seedOf(paths.home).firstPage.length).toBeGreaterThan(0);
    expect(seedOf(paths.help)).toMatchObject({ firstPage: [], restaurants: [] });
  });

  it('gives a URL the build did not list the seed its route gives', () => {
    knownPaths();
    const { id } = restaurantRecords[0]!;
    expect(pageSeed(`${restaurantReviewsPath(id)}?from=list`)).toBe(pageSeed(restaurantReviewsPath(id)));
    expect(seedOf('/no/such/page')).toMatchObject({ firstPage: [], restaurants: [] });
  });
});
