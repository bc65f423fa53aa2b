import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { compareByName } from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { buildSearchIndex } from './buildSearchIndex';
import { SearchUnavailable } from './catalogueSearch';
import { SearchEngine } from './searchEngine';
import type { TextDirectory } from './searchIndexFormat';
import { fetchFragmentFrom } from './searchWorkerProtocol';
import { PLAIN_QUERY } from '@/testing/searchQueries';

/*
 * What each answer fetches, through a fake fetch over the index the build writes for the
 * synthetic catalogue of 5,000 (seed 42). Bytes are Brotli at quality 5, as a host compressing on
 * the fly sends them.
 */

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);
const brotli = (bytes: Uint8Array) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

const records = (makeSyntheticCatalogue(5000, 42) as { restaurants: RestaurantRecord[] }).restaurants;
const { files } = buildSearchIndex(records, hashOf);

const plain = PLAIN_QUERY;

/** An engine over `files` through a fake fetch that notes each file it is asked for. */
const engineOverFiles = (fails: (path: string) => boolean = () => false) => {
  const fetched: string[] = [];
  const fetchFile = jest.fn(async (url: string | URL | Request) => {
    const path = String(url).replace('/data/x/search/', '');
    fetched.push(path);
    const bytes = files.get(path);
    if (!bytes || fails(path)) return new Response('', { status: 404 });
    return new Response(bytes.slice().buffer);
  });
  const engine = new SearchEngine(fetchFragmentFrom('/data/x/search/', fetchFile as typeof fetch));
  /** The files the step fetches, their kinds and Brotli bytes. */
  const step = async <T>(run: () => Promise<T>) => {
    const from = fetched.length;
    const result = await run();
    const paths = fetched.slice(from);
    const kinds = [...new Set(paths.map((path) => path.split('/')[0]))].sort();
    const bytes = paths.reduce((sum, path) => sum + brotli(files.get(path) ?? new Uint8Array()), 0);
    return { result, paths, kinds, bytes };
  };
  return { engine, step, fetched };
};

describe('what the search fetches, 5,000 restaurants', () => {
  it('fetches the manifest, the default order’s first block, the card and tile directories to prepare, a few KB', async () => {
    const { engine, step } = engineOverFiles();
    const prepared = await step(() => engine.prepare());
    expect(prepared.paths[0]).toBe('manifest.json');
    expect(prepared.kinds).toEqual([
      'card-directory',
      'manifest.json',
      'order',
      'order-card-directory',
      'tiles',
    ]);
    expect(prepared.paths.filter((path) => path.startsWith('order/'))).toHaveLength(1);
    expect(prepared.paths.filter((path) => path.startsWith('order-card-directory/'))).toHaveLength(1);
    expect(prepared.bytes).toBeLessThan(10 * 1024);
  });

  it('answers the first key without waiting for its character’s text directory', async () => {
    const { engine } = engineOverFiles();
    const fetchFragment = jest.fn((path: string) =>
      path.startsWith('text/') ? new Promise<Uint8Array>(() => undefined) : Promise.resolve(files.get(path)!),
    );
    const waiting = new SearchEngine(fetchFragment);
    await expect(waiting.query({ ...plain, text: 'o' })).resolves.toMatchObject({ total: 5000 });
    expect(fetchFragment.mock.calls.some(([path]) => path.startsWith('text/'))).toBe(true);
    await expect(engine.prepare()).resolves.toBeUndefined();
  });

  it('answers the first key with one text directory, one posting, an order block and the page’s cards', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    const first = await step(() => engine.query({ ...plain, text: 'o' }));

    // The order block and its cards' directory came with prepare; the text directory is fetched
    // for the next key. The page is among the order's first ranks: its 12 cards are in one or
    // two blocks of the order's own, not in a block each.
    expect(first.kinds).toEqual(['gram', 'order-cards', 'text']);
    expect(first.paths.filter((path) => path.startsWith('gram/'))).toHaveLength(1);
    expect(first.paths.filter((path) => path.startsWith('order-cards/')).length).toBeLessThanOrEqual(2);
    expect(first.bytes).toBeLessThan(40 * 1024);
    expect(first.result.ids).toHaveLength(12);

    // The next keys reuse the directory and the order.
    const next = await step(() => engine.query({ ...plain, text: 'oa' }));
    expect(next.kinds).not.toContain('text');
    expect(next.kinds).not.toContain('order');
  });

  it('answers a longer text from the lightest trigrams that cover it, not from every card', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    const long = await step(() => engine.query({ ...plain, text: 'harbor counter' }));
    const read = long.paths.filter((path) => path.startsWith('position/'));
    const rawBytes = (paths: string[]) => paths.reduce((sum, path) => sum + files.get(path)!.length, 0);

    // Every trigram's positional posting, from the directories the build wrote.
    const positions: Record<string, [string, number]> = Object.assign(
      {},
      ...[...files]
        .filter(([path]) => path.startsWith('text/'))
        .map(([, bytes]) => (JSON.parse(new TextDecoder().decode(bytes)) as TextDirectory).positions),
    );
    const fixed = [0, 3, 6, 9, 11].map(
      (offset) => `position/${positions['harbor counter'.slice(offset, offset + 3)]![0]}.bin`,
    );
    expect(rawBytes(read)).toBeLessThan(rawBytes(fixed));
    expect(long.paths.filter((path) => path.startsWith('cards/')).length).toBeLessThanOrEqual(12);
  });

  it('sorts a list that ends on the page from its cards, with no order block or tile past the first fetched ahead', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    for (const order of ['rating', 'popularity', 'name', 'nearest'] as const) {
      const few = await step(() =>
        engine.query({
          ...plain,
          text: 'harbor counter',
          order,
          near: { lat: 41.88, lng: -87.63 },
          limit: 48,
        }),
      );
      expect(few.result.total).toBeLessThanOrEqual(48);
      expect(few.result.ids).toHaveLength(few.result.total);
      // The order's first block is fetched with the postings, before the list's length is known.
      expect(few.paths.filter((path) => path.startsWith('order/')).length).toBeLessThanOrEqual(1);
      expect(few.kinds).not.toContain('tile');
    }
  });

  it('answers a tick with that option’s posting alone, and its counts from the manifest', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    const tick = await step(() =>
      engine.query({ ...plain, filters: { ...plain.filters, cuisines: ['Italian'] }, optionCounts: true }),
    );
    expect(tick.paths.filter((path) => path.startsWith('option/'))).toHaveLength(1);
    expect(tick.result.optionCounts?.cuisines.Italian).toBe(tick.result.total);
  });

  it('reads every option’s posting for the counts beside a searched list', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    const counted = await step(() => engine.query({ ...plain, text: 'oak', optionCounts: true }));
    expect(counted.paths.filter((path) => path.startsWith('option/')).length).toBeGreaterThan(20);
  });

  it('orders Nearest from the tiles near the diner, not all of them', async () => {
    const { engine, step } = engineOverFiles();
    await engine.prepare();
    const near = await step(() =>
      engine.query({ ...plain, order: 'nearest', near: { lat: 41.88, lng: -87.63 } }),
    );
    const tiles = near.paths.filter((path) => path.startsWith('tile/')).length;
    const allTiles = [...files.keys()].filter((path) => path.startsWith('tile/')).length;
    expect(tiles).toBeGreaterThan(0);
    expect(tiles).toBeLessThan(allTiles / 4);
    // The page's 12 cards from the blocks of the tiles read, restaurants near one another lying
    // together there: a few blocks, where by ordinal they lie in 12.
    expect(near.kinds).not.toContain('cards');
    expect(near.paths.filter((path) => path.startsWith('tile-cards/')).length).toBeLessThanOrEqual(4);
  });

  it('rejects with SearchUnavailable when a fragment fails, and fetches it again on Try again', async () => {
    let failing = true;
    const { engine, fetched } = engineOverFiles((path) => failing && path.startsWith('gram/'));
    await expect(engine.query({ ...plain, text: 'o' })).rejects.toThrow(SearchUnavailable);

    failing = false;
    const before = fetched.filter((path) => path.startsWith('gram/')).length;
    await expect(engine.query({ ...plain, text: 'o' })).resolves.toMatchObject({ ids: expect.any(Array) });
    expect(fetched.filter((path) => path.startsWith('gram/'))).toHaveLength(before + 1);
  });
});

describe('Nearest over restaurants at one address', () => {
  it('lists those at the same distance in Name A-Z, whatever their places in the catalogue', async () => {
    // 80 restaurants, the first 30 at one address, named Z… to A… in the catalogue's order.
    const here = { lat: 41.88, lng: -87.63 };
    const some = records.slice(0, 80).map((record, i) =>
      i < 30
        ? {
            ...record,
            name: `${String.fromCharCode(90 - (i % 26))}${i} Place`,
            location: { ...record.location, coordinates: here },
          }
        : record,
    );
    const index = buildSearchIndex(some, hashOf).files;
    const engine = new SearchEngine(async (path) => index.get(path)!);
    const sameAddress = some.slice(0, 30).sort(compareByName);

    const first = await engine.query({ ...plain, order: 'nearest', near: here });
    const second = await engine.query({ ...plain, order: 'nearest', near: here, offset: 12 });
    expect([...first.ids, ...second.ids]).toEqual(sameAddress.slice(0, 24).map(({ id }) => id));
  });
});
