import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A catalogue of 500 restaurants, built as `npm run build` builds it: what each restaurant costs
 * on disk, and the incremental build that follows an edit (scripts/build.mjs, scripts/prerender.mjs).
 * Two full builds and three incremental ones: a few minutes on a 2-core machine.
 */

const root = path.join(__dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'tablo-static-'));
const catalogueFile = path.join(work, 'restaurants.json');
// Names of their own: the prerenderer's cache beside node_modules is named after the folder.
const distDir = path.join(work, 'dist-static-test');
const freshDir = path.join(work, 'dist-static-test-fresh');

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
const build = (dir: string, env: Record<string, string> = {}) =>
  node(['scripts/build.mjs'], { DIST_DIR: dir, ...env });

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

type Catalogue = { restaurants: { id: string; name: string }[] };
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
/** What any edit of a restaurant rewrites besides its own files: the index, the manifest, the worker. */
const ALWAYS = [
  '.build-manifest.json',
  'data/v1/index.json',
  'data/v1/index.json.br',
  'data/v1/index.json.gz',
  'sw.js',
];
const HOME = ['index.html', 'index.html.br', 'index.html.gz'];

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

  it('costs each restaurant at most 6 files and 100 KB', () => {
    const { stdout } = node(['scripts/output-size.mjs'], { DIST_DIR: distDir });
    console.log(stdout);
    expect(stdout).toMatch(/^500 restaurants: 4\.0 files/);
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
    console.log(`Incremental build after renaming ${off.id}: ${seconds.toFixed(1)} s\n${stdout}`);
    expect(stdout).toContain('webpack skipped');
    expect(seconds).toBeLessThan(60);
    expect(changedFiles(before, afterOff)).toEqual([...ownFiles(off.id), ...ALWAYS].sort());
    // Nothing else was written, not even with the same bytes.
    expect(writtenFiles(before, afterOff)).toEqual([...ownFiles(off.id), ...ALWAYS].sort());

    const on = catalogue.restaurants.find(({ id }) => onHome.has(id))!;
    on.name = `${on.name} Renamed`;
    writeCatalogue(catalogue);
    build(distDir);
    expect(changedFiles(afterOff, snapshot(distDir))).toEqual(
      [...ownFiles(on.id), ...ALWAYS, ...HOME].sort(),
    );
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
    expect(changed).toEqual(expect.arrayContaining(['sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz']));

    build(freshDir, { FULL_BUILD: '1' });
    const fresh = snapshot(freshDir);
    expect(changedFiles(fresh, after).filter((file) => file !== '.build-manifest.json')).toEqual([]);
  }, 600_000);
});
