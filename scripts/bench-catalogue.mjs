// CATALOGUE_SIZES=3,500,5000 npm run bench: the cost curve of the catalogue's size. For each size
// (3 is the default catalogue, any other a synthetic one from `npm run catalogue`), builds the
// site into dist-catalogue-N/ and prints one row: the build's time, the size of the build folder,
// the home page's bytes on the wire before the first interaction (HTML, scripts, styles, font,
// pictures and data, as sent compressed), home LCP and a restaurant page's LCP on the phone
// profile, and the INP of a search keystroke, a filter tick, a sort and a finder change (party
// size) at 4x CPU. Medians (and range) of RUNS loads (default 5); the sizes take turns, run by
// run, as the machine is shared.
//   SKIP_BUILD=1   reuse the dist-catalogue-N builds of the last run (their build time is n/a)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE, launchChromium, openPhone, settle, spread } from './lib/benchBrowser.mjs';
import { INTERACTIONS, measureOnce } from './lib/benchInteractions.mjs';
import { DEFAULT_CATALOGUE, writeSyntheticCatalogue } from './lib/catalogue.mjs';
import { startStaticServer } from './lib/serve.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SEED = 7;
const sizes = (process.env.CATALOGUE_SIZES ?? '3,500,5000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
if (sizes.length === 0) throw new Error('CATALOGUE_SIZES names no size: CATALOGUE_SIZES=3,500,5000');

const DEFAULT_SIZE = JSON.parse(readFileSync(DEFAULT_CATALOGUE, 'utf8')).restaurants.length;

/**
 * Bytes of every file under `dir` (the compressed copies included: they are deployed too), a
 * file with several names (a page and its folder copy, hard links) counted once, as on disk.
 */
const folderBytes = (dir, seen = new Set()) =>
  readdirSync(dir).reduce((sum, name) => {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) return sum + folderBytes(file, seen);
    if (seen.has(stat.ino)) return sum;
    seen.add(stat.ino);
    return sum + stat.size;
  }, 0);

const build = async (size) => {
  const dir = `dist-catalogue-${size}`;
  if (process.env.SKIP_BUILD && existsSync(path.join(dir, 'index.html'))) return { dir, seconds: null };
  const catalogue = size === DEFAULT_SIZE ? DEFAULT_CATALOGUE : await writeSyntheticCatalogue(size, SEED);
  console.log(`Building ${size} restaurants into ${dir}/ ...`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // A full build: its time is a row of the curve (an incremental one would reuse the last).
    env: { ...process.env, DIST_DIR: dir, CATALOGUE: catalogue, FULL_BUILD: '1' },
  });
  if (result.status !== 0) throw new Error(`The build of ${size} restaurants failed`);
  return { dir, seconds: (performance.now() - started) / 1000 };
};

const browser = await launchChromium();

/** One cold load on the phone: LCP, and the bytes received until the page settled. */
const load = async (origin, pathname) => {
  const { context, page, cdp } = await openPhone(browser);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  await page.goto(origin + pathname, { waitUntil: 'load' });
  await settle(page);
  const { lcp } = await page.evaluate(() => window.__vitals);
  await context.close();
  return { lcp, bytes };
};

const interaction = (label) => INTERACTIONS.find((candidate) => candidate.label === label);
const measured = {
  search: interaction('search: first keystroke'),
  filter: interaction('tick a cuisine in the menu'),
  sort: interaction('sort (key press on the select)'),
  finder: interaction('finder: party size (key press)'),
};
const INTERACTION_KEYS = Object.keys(measured);

const rows = [];
const built = [];
for (const size of sizes) built.push({ size, ...(await build(size)) });
const servers = await Promise.all(built.map(({ dir }) => startStaticServer({ root: dir, port: 0 })));
const samples = built.map(() => ({
  home: [],
  restaurant: [],
  ...Object.fromEntries(INTERACTION_KEYS.map((key) => [key, []])),
}));
// Turn by turn, so that a busy moment of the machine hits every size alike.
for (let run = 0; run < RUNS; run += 1) {
  for (const [index, { size }] of built.entries()) {
    const { url } = servers[index];
    const sample = samples[index];
    sample.home.push(await load(url, '/'));
    sample.restaurant.push(await load(url, '/restaurant/2'));
    for (const key of INTERACTION_KEYS) {
      sample[key].push((await measureOnce(browser, url, measured[key])).inp);
    }
    console.log(
      `  ${size} restaurants, run ${run + 1}: home LCP ${Math.round(sample.home.at(-1).lcp)} ms, ` +
        `${sample.home.at(-1).bytes} bytes`,
    );
  }
}
await browser.close();
for (const { server } of servers) server.close();

for (const [index, { size, dir, seconds }] of built.entries()) {
  const sample = samples[index];
  rows.push({
    restaurants: size,
    buildSeconds: seconds,
    distBytes: folderBytes(dir),
    homeBytes: spread(sample.home.map((entry) => entry.bytes)),
    homeLcp: spread(sample.home.map((entry) => entry.lcp)),
    restaurantLcp: spread(sample.restaurant.map((entry) => entry.lcp)),
    inp: Object.fromEntries(INTERACTION_KEYS.map((key) => [key, spread(sample[key])])),
  });
}

const base = rows.find((row) => row.restaurants === DEFAULT_SIZE) ?? rows[0];
const ms = (figure) =>
  figure ? `${Math.round(figure.median)} ms (${Math.round(figure.min)}-${Math.round(figure.max)})` : 'n/a';
const kb = (figure) => (figure ? `${(figure.median / 1024).toFixed(1)} KB` : 'n/a');
const ratio = (value, of) => (value && of ? ` ${(value / of).toFixed(2)}x` : '');
const table = [
  [
    'restaurants',
    'build',
    'dist/',
    'home bytes (x 3)',
    'home LCP',
    'restaurant LCP (x 3)',
    'INP: search keystroke',
    'filter tick',
    'sort',
    'finder: party',
  ],
  ...rows.map((row) => [
    String(row.restaurants),
    row.buildSeconds === null
      ? 'n/a'
      : `${Math.floor(row.buildSeconds / 60)} min ${Math.round(row.buildSeconds % 60)} s`,
    `${(row.distBytes / 1024 / 1024).toFixed(1)} MB`,
    kb(row.homeBytes) + ratio(row.homeBytes?.median, base.homeBytes?.median),
    ms(row.homeLcp),
    ms(row.restaurantLcp) + ratio(row.restaurantLcp?.median, base.restaurantLcp?.median),
    ...INTERACTION_KEYS.map((key) => ms(row.inp[key])),
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log(
  `\nThe catalogue's cost curve: medians (and range) of ${RUNS} runs, phone profile (${PHONE.cpuRate}x CPU, ` +
    `${PHONE.latency} ms RTT, 1.6 Mbit/s); INP at ${PHONE.cpuRate}x CPU, network not throttled.\n` +
    `Budgets: home bytes of 5,000 <= 1.25x the ${DEFAULT_SIZE}'s; INP <= 100 ms; build of 5,000 <= 3 min; ` +
    `restaurant LCP of 5,000 within 10 % of the ${DEFAULT_SIZE}'s.\n`,
);
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/catalogue.json',
  `${JSON.stringify({ runs: RUNS, profile: PHONE, rows }, null, 2)}\n`,
);
console.log('\nWritten to bench-results/catalogue.json');
