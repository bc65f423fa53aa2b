import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A catalogue of 500 restaurants, built as `npm run build` builds it: what each restaurant costs
 * on disk, and the incremental build that follows an edit (scripts/build.mjs, scripts/prerender.mjs).
 * Two full builds and five incremental ones: a few minutes on a 2-core machine.
 */

const root = path.join(__dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'tablo-static-'));
const catalogueFile = path.join(work, 'restaurants.json');
// Names of their own, this run's: the prerenderer's cache beside node_modules (which worktrees
// may share) is named after the folder. The two differ, as a build must not depend on its folder.
const distDir = path.join(work, `dist-${path.basename(work)}`);
const freshDir = path.join(work, `dist-${path.basename(work)}-fresh`);

const node = (args: string[], env: Record<string, string> = {}) => {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, CATALOGUE: catalogueFile, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return { stdout: run.stdout, seconds: (performance.now() - started) / 1000 };
};
/**
 * Built as CI builds its 500: for a host with a size limit, with the shared stylesheet
 * (docs/deploy.md), and searched in fragments as a catalogue over 1,000 is (SEARCH_FRAGMENTS_OVER).
 */
const build = (dir: string, env: Record<string, string> = {}) =>
  node(['scripts/build.mjs'], { DIST_DIR: dir, SHARED_CSS: '1', SEARCH_FRAGMENTS_OVER: '12', ...env });

/** Every file of a build, by its path, with the hash of its bytes and when it was last written. */
const snapshot = (dir: string) => {
  const files = new Map<string, { hash: string; written: number }>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        files.set(path.relative(dir, file), {
          hash: createHash('sha256').update(readFileSync(file)).digest('hex'),
          written: statSync(file).mtimeMs,
        });
    }
  };
  walk(dir);
  return files;
};
type Snapshot = ReturnType<typeof snapshot>;
/** The files whose bytes differ, or that only one of the builds has. */
const changedFiles = (before: Snapshot, after: Snapshot) =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file)?.hash !== after.get(file)?.hash)
    .sort();
/** The files written again (or new), whatever their bytes. */
const writtenFiles = (before: Snapshot, after: Snapshot) =>
  [...after.keys()].filter((file) => before.get(file)?.written !== after.get(file)!.written).sort();

type Catalogue = { restaurants: { id: string; name: string; rating: number }[] };
const readCatalogue = () => JSON.parse(readFileSync(catalogueFile, 'utf8')) as Catalogue;
const writeCatalogue = (catalogue: Catalogue) => writeFileSync(catalogueFile, JSON.stringify(catalogue));
/** The ids of the home page's first cards, from its seed. */
const homeIds = (dir: string) => {
  const seed = /<script type="application\/json" id="catalogue-seed">([\s\S]*?)<\/script>/.exec(
    readFileSync(path.join(dir, 'index.html'), 'utf8'),
  )![1]!;
  return (JSON.parse(seed) as { firstPage: { id: string }[] }).firstPage.map(({ id }) => id);
};
const ownFiles = (id: string) => [
  `book/${id}.html`,
  `data/v1/restaurants/${id}.json`,
  `restaurant/${id}.html`,
  `restaurant/${id}/reviews.html`,
];
const SEARCH = 'data/v1/search/';
/**
 * What any edit of a restaurant rewrites besides its own files and the search fragments that
 * hold it: the build's manifest, the search index's manifest, the service worker.
 */
const ALWAYS = [
  '.build-manifest.json',
  `${SEARCH}manifest.json`,
  `${SEARCH}manifest.json.br`,
  `${SEARCH}manifest.json.gz`,
  'sw.js',
];
const HOME = ['index.html', 'index.html.br', 'index.html.gz'];
const SITEMAP = ['sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz'];

/** The changed files but the search index's fragments. */
const besideFragments = (changed: string[]) =>
  changed.filter((file) => !file.startsWith(SEARCH) || ALWAYS.includes(file));
/**
 * How many search fragments of each kind (src/data/search/searchIndexFormat.ts) an edit wrote
 * and removed: fragments are named after their bytes, so a changed one is one written and one
 * removed. Compressed copies are not counted.
 */
const fragmentsByKind = (before: Snapshot, after: Snapshot) => {
  const count = (files: string[]) => {
    const kinds: Record<string, number> = {};
    for (const file of files) {
      if (!file.startsWith(SEARCH) || ALWAYS.includes(file) || /\.(br|gz)$/.test(file)) continue;
      const kind = file.slice(SEARCH.length).split('/')[0]!;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    return kinds;
  };
  return {
    written: count([...after.keys()].filter((file) => !before.has(file))),
    removed: count([...before.keys()].filter((file) => !after.has(file))),
  };
};
const total = (kinds: Record<string, number>) => Object.values(kinds).reduce((sum, n) => sum + n, 0);

describe('a build of 500 restaurants', () => {
  beforeAll(() => {
    node(['scripts/catalogue.mjs', '--count', '500', '--seed', '42', '--out', catalogueFile]);
    const { seconds } = build(distDir, { FULL_BUILD: '1' });
    console.log(`Full build of 500 restaurants: ${seconds.toFixed(1)} s`);
  }, 600_000);

  afterAll(() => {
    if (process.env.KEEP_STATIC_TEST) return;
    rmSync(work, { recursive: true, force: true });
    // The prerenderer's bundle and notes beside node_modules, named after each build's folder.
    const cache = path.join(root, 'node_modules/.cache/prerender');
    for (const name of readdirSync(cache)) {
      if ([distDir, freshDir].some((dir) => name.split('.')[0] === path.basename(dir))) {
        rmSync(path.join(cache, name), { recursive: true, force: true });
      }
    }
  });

  it('costs each restaurant at most 6 files and 100 KB with the shared stylesheet', () => {
    const { stdout } = node(['scripts/output-size.mjs'], { DIST_DIR: distDir });
    console.log(stdout);
    expect(stdout).toMatch(/^500 restaurants: 4\.0 files/);
  });

  it('names, in a page whose search field starts the search early, the worker’s and the search’s scripts it built', () => {
    // The home page only: a restaurant's pages carry neither the script nor the field's plan.
    for (const page of ['restaurant/1.html', 'restaurant/1/reviews.html', 'book/1.html']) {
      const html = readFileSync(path.join(distDir, page), 'utf8');
      expect(html).not.toMatch(/data-early-search=|<script id="?early-search|name="early-search"/);
    }
    for (const page of ['index.html']) {
      const html = readFileSync(path.join(distDir, page), 'utf8');
      expect(html).toMatch(/<input[^>]* data-early-search=/);
      expect(html).toMatch(/<script id="?early-search"?>/);
      const meta = /<meta name="early-search" data-worker="([^"]+)" data-code="([^"]+)">/.exec(html);
      expect(meta).not.toBeNull();
      const [, worker, code] = meta!;
      expect(worker).toMatch(/^\/assets\/search\.[0-9a-f]+\.js$/);
      expect(code).toMatch(/^\/assets\/catalogue-search\.[0-9a-f]+\.js$/);
      for (const file of [worker!, code!]) expect(existsSync(path.join(distDir, file))).toBe(true);
    }
  });

  it('rebuilds after a name edit in under a minute, rewriting only what the edit changed', () => {
    const catalogue = readCatalogue();
    const onHome = new Set(homeIds(distDir));
    const before = snapshot(distDir);

    // One restaurant off the home page's first cards, then one on them.
    const off = catalogue.restaurants.find(({ id }) => !onHome.has(id))!;
    off.name = `${off.name} Renamed`;
    writeCatalogue(catalogue);
    const { stdout, seconds } = build(distDir);
    const afterOff = snapshot(distDir);
    const fragments = fragmentsByKind(before, afterOff);
    console.log(
      `Incremental build after renaming ${off.id}: ${seconds.toFixed(1)} s; search fragments ${JSON.stringify(fragments)}\n${stdout}`,
    );
    expect(stdout).toContain('webpack skipped');
    expect(seconds).toBeLessThan(60);
    const changed = changedFiles(before, afterOff);
    expect(besideFragments(changed)).toEqual([...ownFiles(off.id), ...ALWAYS].sort());
    // The fragments that hold it: its card block and their directory, the postings of the grams
    // " Renamed" adds and the text directories naming them; the name order's block (one of 500)
    // if it moves in Name A-Z; its card among each order's first ranks (all 500 here), with the
    // ranks it passes in Name A-Z; its card in its map tile (the tile names its card blocks) and
    // the tiles' directory; no option.
    expect([
      'card-directory',
      'cards',
      'gram',
      'order',
      'order-card-directory',
      'order-cards',
      'position',
      'text',
      'tile',
      'tile-cards',
      'tiles',
    ]).toEqual(expect.arrayContaining(Object.keys(fragments.written)));
    expect(fragments.written.cards).toBe(1);
    expect(fragments.written['card-directory']).toBe(1);
    expect(fragments.written).toMatchObject({ tile: 1, 'tile-cards': 1, tiles: 1 });
    expect(fragments.written.order ?? 0).toBeLessThanOrEqual(1);
    expect(fragments.written['order-card-directory']).toBe(3);
    expect(total(fragments.written)).toBeLessThanOrEqual(40);
    expect(total(fragments.removed)).toBeLessThanOrEqual(total(fragments.written));
    // Nothing else was written, not even with the same bytes.
    expect(writtenFiles(before, afterOff)).toEqual(changed.filter((file) => afterOff.has(file)));

    const on = catalogue.restaurants.find(({ id }) => onHome.has(id))!;
    on.name = `${on.name} Renamed`;
    writeCatalogue(catalogue);
    build(distDir);
    expect(besideFragments(changedFiles(afterOff, snapshot(distDir)))).toEqual(
      [...ownFiles(on.id), ...ALWAYS, ...HOME].sort(),
    );
  }, 300_000);

  it('rebuilds after a rating edit, rewriting its files, its card blocks, its map tile and the rating order’s block', () => {
    const catalogue = readCatalogue();
    const onHome = new Set(homeIds(distDir));
    const before = snapshot(distDir);

    // Lower: it stays off the home page's first cards.
    const edited = catalogue.restaurants.filter(({ id }) => !onHome.has(id))[1]!;
    edited.rating = Math.max(0, Math.round((edited.rating - 0.4) * 10) / 10);
    writeCatalogue(catalogue);
    const { seconds } = build(distDir);
    const after = snapshot(distDir);
    const fragments = fragmentsByKind(before, after);
    console.log(
      `Incremental build after a new rating of ${edited.id}: ${seconds.toFixed(1)} s; search fragments ${JSON.stringify(fragments)}`,
    );
    const changed = changedFiles(before, after);
    expect(besideFragments(changed)).toEqual([...ownFiles(edited.id), ...ALWAYS].sort());
    // 500 restaurants are one block of each order: the rating order's; and the first ranks' cards
    // of each order (all 500 here): its card's block in each, and those of the ranks it passes
    // in the rating order; its card in its map tile, which names the tile's card blocks.
    expect(fragments.written).toMatchObject({
      'card-directory': 1,
      cards: 1,
      order: 1,
      'order-card-directory': 3,
      tile: 1,
      'tile-cards': 1,
      tiles: 1,
    });
    expect(Object.keys(fragments.written).sort()).toEqual([
      'card-directory',
      'cards',
      'order',
      'order-card-directory',
      'order-cards',
      'tile',
      'tile-cards',
      'tiles',
    ]);
    expect(writtenFiles(before, after)).toEqual(changed.filter((file) => after.has(file)));
  }, 300_000);

  it('rebuilds after a restaurant added at the end, keeping every other restaurant’s record and search fragments', () => {
    const catalogue = readCatalogue();
    const before = snapshot(distDir);

    const added = {
      ...structuredClone(catalogue.restaurants.at(-1)!),
      id: 'zephyr-supper-rooms',
      name: 'Zephyr Supper Rooms',
      rating: 1,
    };
    catalogue.restaurants.push(added);
    writeCatalogue(catalogue);
    const { seconds } = build(distDir);
    const after = snapshot(distDir);
    const fragments = fragmentsByKind(before, after);
    console.log(
      `Incremental build after adding ${added.id} at the end: ${seconds.toFixed(1)} s; search fragments ${JSON.stringify(fragments)}`,
    );
    const changed = changedFiles(before, after);
    // Its own files, and the home page, the one page that carries the catalogue's size
    // (src/entry-server.tsx, seedFor): no other page, and no other restaurant's record.
    expect(ownFiles(added.id).every((file) => after.has(file))).toBe(true);
    expect(besideFragments(changed)).toEqual([...ownFiles(added.id), ...HOME, ...ALWAYS, ...SITEMAP].sort());
    // Every other restaurant keeps its ordinal: only the last card block (of 4 cards, now 5),
    // its directory, the one map tile it lies in (and that tile's card blocks from its place on)
    // and the tiles' directory, the orders' blocks (one each at 500), and the postings of its own
    // text and options.
    expect(fragments.written).toMatchObject({ 'card-directory': 1, cards: 1, tile: 1, tiles: 1 });
    expect(fragments.written['tile-cards']).toBeGreaterThanOrEqual(1);
    expect(fragments.written.order).toBeLessThanOrEqual(3);
    expect(total(fragments.removed)).toBeLessThanOrEqual(total(fragments.written));
    expect(writtenFiles(before, after)).toEqual(changed.filter((file) => after.has(file)));
  }, 300_000);

  it('deletes a removed restaurant’s files, and leaves the build a fresh one would be', () => {
    const catalogue = readCatalogue();
    const before = snapshot(distDir);
    const [removed] = catalogue.restaurants.splice(catalogue.restaurants.length - 1, 1);
    writeCatalogue(catalogue);
    build(distDir);
    const after = snapshot(distDir);
    const changed = changedFiles(before, after);
    for (const file of ownFiles(removed!.id)) {
      expect(changed).toContain(file);
      expect(after.has(file)).toBe(false);
    }
    expect(changed).toEqual(expect.arrayContaining(SITEMAP));
    // No page is rendered again but the home page, which says how many restaurants there are.
    const pages = /\.html(\.br|\.gz)?$/;
    expect(changed.filter((file) => pages.test(file) && after.has(file))).toEqual(HOME);

    build(freshDir, { FULL_BUILD: '1' });
    const fresh = snapshot(freshDir);
    expect(changedFiles(fresh, after).filter((file) => file !== '.build-manifest.json')).toEqual([]);
  }, 600_000);
});
