import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { buildSearchIndex } from './buildSearchIndex';
import { SearchEngine } from './searchEngine';
import type { SearchManifest } from './searchIndexFormat';
import { PLAIN_QUERY } from '@/testing/searchQueries';

/*
 * How many round trips each answer waits for, one after another (its "waves"), over the index
 * the build writes for the synthetic catalogue: on a phone each is a round trip of about 150 ms,
 * so an answer's depth, more than its bytes, is its time. A fake fetch holds every request until
 * nothing more can start without one; then all the requests held answer together: one wave.
 * Bytes are Brotli at quality 5, as a host compressing on the fly sends them.
 */

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);
const brotliSizes = new WeakMap<Uint8Array, number>();
const brotli = (bytes: Uint8Array) => {
  let size = brotliSizes.get(bytes);
  if (size === undefined) {
    size = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    brotliSizes.set(bytes, size);
  }
  return size;
};

const plain = PLAIN_QUERY;
const chicago = { lat: 41.88, lng: -87.63 };

/** Lets every promise that can settle settle (the engine waits on nothing but its fetches). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const indexOf = (count: number) => {
  const records = (makeSyntheticCatalogue(count, 42) as { restaurants: RestaurantRecord[] }).restaurants;
  return buildSearchIndex(records, hashOf).files;
};

/** An engine with nothing fetched yet over `files`, and what measures its waves. */
const wavesOver = (files: Map<string, Uint8Array>) => {
  const held: { path: string; answer: () => void }[] = [];
  const engine = new SearchEngine(
    (path) =>
      new Promise((resolve, reject) => {
        held.push({
          path,
          answer: () => {
            const bytes = files.get(path);
            if (bytes) resolve(bytes);
            else reject(new Error(`no ${path}`));
          },
        });
      }),
  );
  /** The waves `run` waits for, and the files and bytes fetched meanwhile (fetches ahead too). */
  const measure = async <T>(run: () => Promise<T>) => {
    let done = false;
    let result: T | undefined;
    let failure: unknown;
    run().then(
      (value) => {
        done = true;
        result = value;
      },
      (error: unknown) => {
        done = true;
        failure = error;
      },
    );
    const paths: string[] = [];
    let waves = 0;
    await settle();
    while (!done) {
      if (held.length === 0) throw new Error('waits on nothing');
      waves += 1;
      for (const { path, answer } of held.splice(0)) {
        paths.push(path);
        answer();
      }
      await settle();
    }
    if (failure !== undefined) throw failure;
    const bytes = paths.reduce((sum, path) => sum + brotli(files.get(path)!), 0);
    return { result: result!, waves, paths, bytes };
  };
  /** Time passes: what was fetched ahead arrives. Its bytes. */
  const idle = async () => {
    let bytes = 0;
    while (held.length > 0) {
      for (const { path, answer } of held.splice(0)) {
        bytes += brotli(files.get(path)!);
        answer();
      }
      await settle();
    }
    return bytes;
  };
  return { engine, measure, idle };
};

/** The waves of each step of a visit, after the search was prepared on an idle home page. */
const visit = async (files: Map<string, Uint8Array>) => {
  const { engine, measure } = wavesOver(files);
  const cold = await measure(() => engine.query({ ...plain, text: 'oak' }));
  const fresh = wavesOver(files);
  const preparing = await fresh.measure(() => fresh.engine.prepare());
  const prepared = { ...preparing, bytes: preparing.bytes + (await fresh.idle()) };
  const typed = [];
  for (const text of ['o', 'oa', 'oak']) {
    typed.push(await fresh.measure(() => fresh.engine.query({ ...plain, text })));
    await fresh.idle();
  }
  const options = (JSON.parse(new TextDecoder().decode(files.get('manifest.json'))) as SearchManifest)
    .options;
  const rare = options
    .filter(([group, , found]) => group === 'features' && found > 48)
    .sort((a, b) => a[2] - b[2])[0]!;
  const steps = {
    tick: { ...plain, filters: { ...plain.filters, cuisines: ['Italian'] } },
    sort: { ...plain, order: 'popularity' as const },
    showMore: { ...plain, limit: 24 },
    nearMe: { ...plain, order: 'nearest' as const, near: chicago },
    searchedSort: { ...plain, text: 'o', order: 'popularity' as const },
    // All of a rare feature's restaurants, more than a list sorted from its cards: they lie in
    // every block of the order.
    rare: { ...plain, filters: { ...plain.filters, features: [rare[1]] }, limit: rare[2] },
  };
  const after: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const [name, query] of Object.entries(steps)) {
    const each = wavesOver(files);
    await each.measure(() => each.engine.prepare());
    await each.idle();
    after[name] = await each.measure(() => each.engine.query(query));
  }
  return { cold, prepared, typed, after };
};

/**
 * The most round trips each answer may wait for, as a phone's diner meets them: typing "oak" on a
 * cold page (nothing fetched), then after the search was prepared on the idle home page each key
 * of "oak", a tick, a sort, Show more and Near Me. The engine fetched one fragment after another
 * before: 5, then 3, 2, 1 (2 at 5,000), 3, 3, 2 and 4 (7 at 5,000). Over 20,000 restaurants (more
 * card directories than are fetched with the first fragments) a cold page reads the directories
 * its page needs before their cards; a prepared one has them all, and before they came with
 * `prepare` a tick, a sort and Near Me took a round trip more.
 */
const MOST_WAVES = {
  cold: 4,
  typed: [2, 2, 2],
  tick: 2,
  sort: 2,
  showMore: 1,
  nearMe: 2,
  searchedSort: 2,
  rare: 3,
};

/** What preparing may fetch, the manifest and what comes after it at idle (Brotli). */
const PREPARED_BYTES = { 500: 10 * 1024, 5000: 10 * 1024, 20000: 24 * 1024 };

describe.each([500, 5000, 20000] as const)('the round trips of each answer over %i restaurants', (count) => {
  let files: Map<string, Uint8Array>;
  let figures: Awaited<ReturnType<typeof visit>>;
  beforeAll(async () => {
    files = indexOf(count);
    figures = await visit(files);
  }, 120_000);

  it('answers a cold "oak" in 4 round trips (5 over 20,000): manifest, text directory, posting, cards', () => {
    expect(figures.cold.waves).toBeLessThanOrEqual(MOST_WAVES.cold + (count > 8192 ? 1 : 0));
  });

  it('prepares in one round trip and a few KB', () => {
    expect(figures.prepared.waves).toBe(1);
    expect(figures.prepared.bytes).toBeLessThan(PREPARED_BYTES[count]);
  });

  it('answers each key of "oak" once prepared in at most 2: its posting, then the page’s cards', () => {
    figures.typed.forEach(({ waves }, i) => expect(waves).toBeLessThanOrEqual(MOST_WAVES.typed[i]!));
  });

  it.each(['tick', 'sort', 'showMore', 'nearMe', 'searchedSort', 'rare'] as const)(
    'answers %s within its round trips',
    (step) => {
      expect(figures.after[step]!.waves).toBeLessThanOrEqual(MOST_WAVES[step]);
    },
  );

  if (count > 8192) {
    it('fetches nothing ahead while a key typed before the page’s script is answered, then the rest', async () => {
      const early = wavesOver(files);
      const answered = await early.measure(() => {
        const answer = early.engine.query({ ...plain, text: 'oak' });
        void early.engine.prepare();
        return answer;
      });
      expect(answered.waves).toBe(figures.cold.waves);
      expect(answered.paths.filter((path) => path.startsWith('tiles/'))).toEqual([]);
      expect(await early.idle()).toBeGreaterThan(0);
    });
  }
});
