import { createHash } from 'node:crypto';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { buildSearchIndex } from './buildSearchIndex';
import { compareByName } from '@/data/catalogueData';
import {
  CARD_BLOCK,
  GRAM_LENGTH,
  MANIFEST_FILE,
  ORDER_BLOCK,
  TILE_SIZE,
  type TextDirectory,
} from './searchIndexFormat';
import { foldForSearch, searchedFields } from './searchText';

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

const records = (makeSyntheticCatalogue(500, 42) as { restaurants: RestaurantRecord[] }).restaurants;

/** The paths of `after` that `before` did not have: the files an edit writes. */
const written = (before: Map<string, Uint8Array>, after: Map<string, Uint8Array>) =>
  [...after.keys()].filter((path) => !before.has(path) || path === MANIFEST_FILE).sort();

/** Every gram of 1 to GRAM_LENGTH characters of a folded field. */
const gramsOf = (field: string) =>
  Array.from({ length: GRAM_LENGTH }, (_, i) => i + 1).flatMap((length) =>
    Array.from({ length: Math.max(0, field.length - length + 1) }, (_, at) => field.slice(at, at + length)),
  );

const kinds = (paths: string[]) => [...new Set(paths.map((path) => path.split('/')[0]))].sort();

/** An edit of a restaurant's card, not its place: its map tile, which names the tile's card blocks, and one of those. */
const expectOwnTileCardRewritten = (paths: string[]) => {
  expect(paths.filter((path) => path.startsWith('tile/'))).toHaveLength(1);
  expect(paths.filter((path) => path.startsWith('tile-cards/'))).toHaveLength(1);
  expect(paths.filter((path) => path.startsWith('tiles/'))).toHaveLength(1);
};

describe('buildSearchIndex', () => {
  const { files } = buildSearchIndex(records, hashOf);

  it('names every fragment but the manifest after its bytes', () => {
    for (const [path, bytes] of files) {
      if (path !== MANIFEST_FILE) expect(path).toMatch(new RegExp(`^[a-z-]+/${hashOf(bytes)}\\.(json|bin)$`));
    }
  });

  it('writes the same fragments for the same catalogue', () => {
    expect([...buildSearchIndex(records, hashOf).files.keys()]).toEqual([...files.keys()]);
  });

  it('rewrites, for one restaurant’s new description, only its card blocks, its map tile and the text it changed', () => {
    const edited = records.map((record, i) =>
      i === 321 ? { ...record, description: `${record.description} Quetzal jukebox nights.` } : record,
    );
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(kinds(paths)).toEqual([
      'card-directory',
      'cards',
      'gram',
      'manifest.json',
      'order-card-directory',
      'order-cards',
      'position',
      'text',
      'tile',
      'tile-cards',
      'tiles',
    ]);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expectOwnTileCardRewritten(paths);
    // Its card among each order's first ranks (all 500 here), the ranks unmoved.
    expect(paths.filter((path) => path.startsWith('order-cards/'))).toHaveLength(3);
    expect(paths.length).toBeLessThan(files.size / 10);
  });

  it('rewrites, for one restaurant’s new name, only its card blocks, its map tile and the text of its old and new name', () => {
    const renamed = records.map((record, i) =>
      i === 200 ? { ...record, name: 'Aardvark Quay Kitchen' } : record,
    );
    const after = buildSearchIndex(renamed, hashOf);
    const paths = written(files, after.files);

    // The grams of either name, and the directories that name their postings.
    const nameGrams = new Set(
      [records[200]!.name, 'Aardvark Quay Kitchen'].flatMap((name) => gramsOf(foldForSearch(name))),
    );
    const postingsOf = new Map<string, string>();
    for (const [path, bytes] of after.files) {
      if (!path.startsWith('text/')) continue;
      const directory = JSON.parse(new TextDecoder().decode(bytes)) as TextDirectory;
      for (const [gram, hash] of Object.entries(directory.grams)) postingsOf.set(`gram/${hash}.bin`, gram);
      for (const [gram, [hash]] of Object.entries(directory.positions))
        postingsOf.set(`position/${hash}.bin`, gram);
    }
    const textPaths = paths.filter((path) => /^(gram|position)\//.test(path));
    expect(textPaths.length).toBeGreaterThan(0);
    for (const path of textPaths) expect(nameGrams).toContain(postingsOf.get(path));
    const firstCharacters = new Set([...nameGrams].map((gram) => gram[0]));
    expect(paths.filter((path) => path.startsWith('text/')).length).toBeLessThanOrEqual(firstCharacters.size);

    // From its place in Name A-Z to the first: each order's one block of 500 (every order breaks
    // its ties by name); its map tile for its card, not its place.
    expect(kinds(paths)).toEqual([
      'card-directory',
      'cards',
      'gram',
      'manifest.json',
      'order',
      'order-card-directory',
      'order-cards',
      'position',
      'text',
      'tile',
      'tile-cards',
      'tiles',
    ]);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expectOwnTileCardRewritten(paths);
    expect(paths.filter((path) => path.startsWith('order/')).length).toBeLessThanOrEqual(3);
    // The first ranks' cards of Name A-Z, from its old rank to the first (each moved by one); in
    // the other two orders its card's block, or two where the new name moves it among those tied
    // with it.
    const oldRank = [...records].sort(compareByName).findIndex(({ id }) => id === records[200]!.id);
    expect(paths.filter((path) => path.startsWith('order-cards/')).length).toBeLessThanOrEqual(
      Math.ceil((oldRank + 1) / CARD_BLOCK) + 4,
    );
    expect(paths.length).toBeLessThan(files.size / 20);
  });

  it('keeps every other restaurant’s fragments for one added at the end of the catalogue', () => {
    // 496 restaurants, then 497: a bitmap of every ordinal would take a byte more.
    const before = buildSearchIndex(records.slice(0, 496), hashOf).files;
    const added = { ...records[10]!, id: 'added-at-end', name: 'Zephyr Supper Rooms' };
    const after = buildSearchIndex([...records.slice(0, 496), added], hashOf);
    const paths = written(before, after.files);

    // The last card block and its directory, one map tile and its card blocks from the new one's
    // place on its curve, the tiles' directory, the orders' blocks from its rank on, and the
    // postings of its text and options.
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('card-directory/'))).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('tile/'))).toHaveLength(1);
    const tileCards = paths.filter((path) => path.startsWith('tile-cards/')).length;
    expect(tileCards).toBeGreaterThanOrEqual(1);
    expect(tileCards).toBeLessThanOrEqual(TILE_SIZE / CARD_BLOCK);
    const ownGrams = new Set(searchedFields(added).flatMap(gramsOf));
    expect(paths.filter((path) => path.startsWith('gram/')).length).toBeLessThanOrEqual(ownGrams.size);
    const ownOptions =
      2 +
      added.features.length +
      (added.dietaryOptions ?? []).length +
      (added.accessibility ?? []).length +
      1;
    expect(paths.filter((path) => path.startsWith('option/')).length).toBeLessThanOrEqual(ownOptions);
    // Every restaurant keeps its ordinal: the others' card blocks (31 full ones) are all kept.
    const cardsBefore = [...before.keys()].filter((path) => path.startsWith('cards/'));
    expect(cardsBefore.filter((path) => !after.files.has(path))).toEqual([]);
  });

  it('rewrites, for one restaurant’s new rating, only its card blocks, its map tile and the blocks of the rating order', () => {
    const edited = records.map((record, i) =>
      i === 7 ? { ...record, rating: record.rating === 5 ? 3.1 : 5 } : record,
    );
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(kinds(paths)).toEqual([
      'card-directory',
      'cards',
      'manifest.json',
      'order',
      'order-card-directory',
      'order-cards',
      'tile',
      'tile-cards',
      'tiles',
    ]);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expectOwnTileCardRewritten(paths);
  });

  it('keeps only the first ranks of each order in rank order: past them, an edit rewrites none of those cards', () => {
    // 1,100 restaurants: each order's first ORDER_BLOCK ranks have their cards in rank order.
    const many = (makeSyntheticCatalogue(ORDER_BLOCK + 76, 7) as { restaurants: RestaurantRecord[] })
      .restaurants;
    const { manifest, files: before } = buildSearchIndex(many, hashOf);
    expect(Object.values(manifest.orderCards)).toHaveLength(3);
    const blocks = [...before.keys()].filter((path) => path.startsWith('order-cards/'));
    expect(blocks).toHaveLength((3 * ORDER_BLOCK) / CARD_BLOCK);

    // The lowest rated falls lower still: past the first ranks of Highest Rated before and after,
    // it moves none of them; its card's block is rewritten only in the orders it is among the
    // first ranks of.
    const lowest = many.reduce((low, record) => (record.rating < low.rating ? record : low));
    const edited = many.map((record) => (record === lowest ? { ...record, rating: 0 } : record));
    const paths = written(before, buildSearchIndex(edited, hashOf).files);
    const rankOf = (order: 'popularity' | 'name') =>
      [...many]
        .sort((a, b) => (order === 'name' ? 0 : b.reviewCount - a.reviewCount) || compareByName(a, b))
        .findIndex(({ id }) => id === lowest.id);
    const inFirstRanks = [rankOf('popularity'), rankOf('name')].filter((rank) => rank < ORDER_BLOCK).length;
    expect(paths.filter((path) => path.startsWith('order-cards/'))).toHaveLength(inFirstRanks);
  });

  it('rewrites, for one restaurant’s new cuisine, its card blocks, its map tile, its text and the two cuisines’ postings', () => {
    const edited = records.map((record, i) =>
      i === 42 ? { ...record, cuisine: record.cuisine === 'Italian' ? 'French' : 'Italian' } : record,
    ) as RestaurantRecord[];
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(paths.filter((path) => path.startsWith('option/'))).toHaveLength(2);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expect(kinds(paths)).not.toContain('order');
    expectOwnTileCardRewritten(paths);
  });

  it('counts each option and each pair of options', () => {
    const { manifest } = buildSearchIndex(records, hashOf);
    const italian = manifest.options.find(([group, value]) => group === 'cuisines' && value === 'Italian')!;
    expect(italian[2]).toBe(records.filter(({ cuisine }) => cuisine === 'Italian').length);
    expect(manifest.pairs).toHaveLength((manifest.options.length * (manifest.options.length - 1)) / 2);
  });
});
