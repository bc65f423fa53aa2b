import { createHash } from 'node:crypto';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { buildSearchIndex } from './buildSearchIndex';
import { MANIFEST_FILE } from './searchIndexFormat';

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

const records = (makeSyntheticCatalogue(500, 42) as { restaurants: RestaurantRecord[] }).restaurants;

/** The paths of `after` that `before` did not have: the files an edit writes. */
const written = (before: Map<string, Uint8Array>, after: Map<string, Uint8Array>) =>
  [...after.keys()].filter((path) => !before.has(path) || path === MANIFEST_FILE).sort();

const kinds = (paths: string[]) => [...new Set(paths.map((path) => path.split('/')[0]))].sort();

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

  it('rewrites, for one restaurant’s new description, only its card block and the text it changed', () => {
    const edited = records.map((record, i) =>
      i === 321 ? { ...record, description: `${record.description} Quetzal jukebox nights.` } : record,
    );
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(kinds(paths)).toEqual(['card-directory', 'cards', 'gram', 'manifest.json', 'position', 'text']);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expect(paths.length).toBeLessThan(files.size / 10);
  });

  it('rewrites, for one restaurant’s new rating, only its card block and the blocks of the rating order', () => {
    const edited = records.map((record, i) =>
      i === 7 ? { ...record, rating: record.rating === 5 ? 3.1 : 5 } : record,
    );
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(kinds(paths)).toEqual(['card-directory', 'cards', 'manifest.json', 'order']);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
  });

  it('rewrites, for one restaurant’s new cuisine, its card block, its text and the two cuisines’ postings', () => {
    const edited = records.map((record, i) =>
      i === 42 ? { ...record, cuisine: record.cuisine === 'Italian' ? 'French' : 'Italian' } : record,
    ) as RestaurantRecord[];
    const paths = written(files, buildSearchIndex(edited, hashOf).files);

    expect(paths.filter((path) => path.startsWith('option/'))).toHaveLength(2);
    expect(paths.filter((path) => path.startsWith('cards/'))).toHaveLength(1);
    expect(kinds(paths)).not.toContain('order');
    expect(kinds(paths)).not.toContain('tile');
  });

  it('counts each option and each pair of options', () => {
    const { manifest } = buildSearchIndex(records, hashOf);
    const italian = manifest.options.find(([group, value]) => group === 'cuisines' && value === 'Italian')!;
    expect(italian[2]).toBe(records.filter(({ cuisine }) => cuisine === 'Italian').length);
    expect(manifest.pairs).toHaveLength((manifest.options.length * (manifest.options.length - 1)) / 2);
  });
});
