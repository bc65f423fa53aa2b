// npm run bench: builds the site (prerendered, and client-rendered for comparison), serves it on
// 127.0.0.1 and loads each route in the system Chromium under a cheap-phone profile, then prints
// one row per route and figure (medians with their range, both builds and their ratio, against
// the budget), each route's LCP against its floor page (scripts/lib/benchFloor.mjs), the first
// tap answered on each page (scripts/lib/benchFirstTap.mjs) and each control's INP and time to
// result (scripts/lib/benchInteractions.mjs), and writes them to bench-results/bench.json.
// Figures, not pass/fail: see README "Benchmark".
//   RUNS=7 npm run bench      more loads per figure (default 5)
//   SKIP_BUILD=1 npm run bench   reuse the dist-bench* builds of the last run
//   CATALOGUE_SIZES=3,500,5000 npm run bench   only the catalogue's cost curve, a row per size
//                                (scripts/bench-catalogue.mjs)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import {
  PHONE,
  launchChromium,
  median,
  openPhone as openPhoneIn,
  settle,
  spread,
  totalBlockingTime,
} from './lib/benchBrowser.mjs';
import { ROUTES, floorRows, formatFloorRows, measureRoutes, writeFloorPages } from './lib/benchFloor.mjs';
import { formatFirstTapRows, judgeFirstTaps, measureFirstTaps } from './lib/benchFirstTap.mjs';
import { formatInteractionRows, measureInteractions } from './lib/benchInteractions.mjs';
import { JS_BUDGETS, gzipBytes } from './lib/routeScripts.mjs';
import { startStaticServer } from './lib/serve.mjs';
import { writeSyntheticCatalogue } from './lib/catalogue.mjs';
import { measureBookingsVisit } from './lib/benchBookings.mjs';

if (process.env.CATALOGUE_SIZES) {
  await import('./bench-catalogue.mjs');
  process.exit(0);
}

const RUNS = Number(process.env.RUNS ?? 5);
const LARGE_LIST = 1000;
// Bookings stored on the device for the My Bookings rows.
const BOOKING_COUNTS = [1000, 10000];

const builds = {
  prerendered: { dir: 'dist-bench', command: ['run', 'build', '--silent'] },
  clientRendered: { dir: 'dist-bench-spa', command: ['run', 'build:spa', '--silent'] },
  largeList: {
    dir: 'dist-bench-1k',
    command: ['run', 'build', '--silent'],
    // A catalogue file like `npm run catalogue` writes: nothing is generated in the browser.
    env: { CATALOGUE: await writeSyntheticCatalogue(LARGE_LIST, 42) },
  },
};

const run = (args, env = {}) => {
  const result = spawnSync('npm', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
};

if (!process.env.SKIP_BUILD) {
  for (const [name, build] of Object.entries(builds)) {
    console.log(`Building ${name} into ${build.dir}/ ...`);
    run(build.command, { DIST_DIR: build.dir, ...build.env });
  }
}

const browser = await launchChromium();
/** A fresh phone: empty cache, slow CPU and network. */
const openPhone = (width = 412) => openPhoneIn(browser, { width });

/** Interaction to Next Paint of typing a search, the home list holding LARGE_LIST restaurants. */
const measureSearchInp = async (origin) => {
  const { context, page } = await openPhone();
  await page.goto(origin + '/', { waitUntil: 'load' });
  await settle(page);
  const search = page.getByRole('searchbox', { name: 'Search restaurants' });
  await search.click();
  for (const key of 'garden') {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const durations = Object.values(vitals.interactions);
  return durations.length ? Math.max(...durations) : null;
};

const BUDGETS = { lcp: 1000, tbt: 200, cls: 0 };

const results = { profile: PHONE, runs: RUNS, budgets: BUDGETS, routes: [], builds: {} };

/** Writes the floor pages of the build at `origin` into `dir` and serves them. */
const startFloor = async (origin, dir) => {
  await writeFloorPages(origin, dir);
  return startStaticServer({ root: dir, port: 0 });
};

for (const [name, build] of Object.entries({
  prerendered: builds.prerendered,
  clientRendered: builds.clientRendered,
})) {
  const { server, url } = await startStaticServer({ root: build.dir, port: 0 });
  // The floor pages beside the prerendered build, their loads taking turns with its own.
  const floorDir = `${build.dir}-floor`;
  const floor = name === 'prerendered' ? await startFloor(url, floorDir) : null;
  console.log(`Loading the routes of ${name} ...`);
  const measured = await measureRoutes(browser, {
    origin: url,
    floorOrigin: floor?.url,
    runs: RUNS,
    log: (line) => console.log(`  ${name}${line}`),
  });
  if (floor) {
    results.floor = floorRows(measured);
    floor.server.close();
  }
  const perRoute = {};
  for (const { route, loads } of Object.values(measured)) {
    const scripts = loads[0].scripts;
    const figure = (read) => spread(loads.map((load) => read(load.vitals)));
    perRoute[route.label] = {
      path: route.path,
      width: route.width ?? 412,
      fcp: figure((vitals) => vitals.fcp),
      lcp: figure((vitals) => vitals.lcp),
      tbt: figure(totalBlockingTime),
      cls: figure((vitals) => vitals.cls),
      scripts,
      jsGzipBytes: gzipBytes(build.dir, scripts),
    };
  }
  const homeScripts = new Set(perRoute['/'].scripts);
  const bookingExtra = perRoute['/book/{id}'].scripts.filter((script) => !homeScripts.has(script));
  results.builds[name] = {
    routes: perRoute,
    bookingExtraJsGzipBytes: gzipBytes(build.dir, bookingExtra),
  };
  server.close();
}

const ratioOf = (pre, spa) => (pre?.median && spa?.median ? pre.median / spa.median : null);
for (const route of ROUTES) {
  const pre = results.builds.prerendered.routes[route.label];
  const spa = results.builds.clientRendered.routes[route.label];
  results.routes.push({
    route: route.label,
    path: route.path,
    width: route.width ?? 412,
    prerendered: { lcp: pre.lcp, fcp: pre.fcp, tbt: pre.tbt, cls: pre.cls, jsGzipBytes: pre.jsGzipBytes },
    clientRendered: { lcp: spa.lcp, fcp: spa.fcp, tbt: spa.tbt, cls: spa.cls, jsGzipBytes: spa.jsGzipBytes },
    ratio: { lcp: ratioOf(pre.lcp, spa.lcp), fcp: ratioOf(pre.fcp, spa.fcp), tbt: ratioOf(pre.tbt, spa.tbt) },
    withinBudget: {
      lcp: pre.lcp !== null && pre.lcp.median <= BUDGETS.lcp,
      tbt: pre.tbt !== null && pre.tbt.median <= BUDGETS.tbt,
      cls: pre.cls !== null && pre.cls.max <= BUDGETS.cls,
    },
  });
}

{
  const { server, url } = await startStaticServer({ root: builds.largeList.dir, port: 0 });
  const inps = [];
  for (let i = 0; i < RUNS; i += 1) inps.push(await measureSearchInp(url));
  results.searchInpMs = { restaurants: LARGE_LIST, median: median(inps) };
  server.close();
}
{
  // My Bookings at scale, on the prerendered build.
  const { server, url } = await startStaticServer({ root: builds.prerendered.dir, port: 0 });
  results.myBookings = [];
  for (const count of BOOKING_COUNTS) {
    const visits = [];
    for (let i = 0; i < RUNS; i += 1) visits.push(await measureBookingsVisit(openPhone, settle, url, count));
    results.myBookings.push({
      bookings: count,
      homeTbt: spread(visits.map((visit) => visit.homeTbt)),
      homeLcp: spread(visits.map((visit) => visit.homeLcp)),
      firstCardsMs: spread(visits.map((visit) => visit.firstCardsMs)),
      cards: Math.max(...visits.map((visit) => visit.cards)),
    });
  }
  server.close();
}
{
  // A diner tapping each page's main control from the moment it shows, on the prerendered build.
  const { server, url } = await startStaticServer({ root: builds.prerendered.dir, port: 0 });
  console.log('First tap answered ...');
  results.firstTap = judgeFirstTaps(
    await measureFirstTaps(browser, {
      builds: [{ name: 'prerendered', origin: url }],
      runs: RUNS,
      log: console.log,
    }),
    'prerendered',
    Object.fromEntries(results.floor.map((row) => [row.route, row.floorLcp?.median])),
  );
  server.close();
}
{
  // Every control of the journey, each tap on its own (scripts/lib/benchInteractions.mjs).
  const small = await startStaticServer({ root: builds.prerendered.dir, port: 0 });
  const large = await startStaticServer({ root: builds.largeList.dir, port: 0 });
  console.log('Interactions ...');
  results.interactions = await measureInteractions(browser, {
    builds: [{ name: 'prerendered', origin: small.url, largeOrigin: large.url }],
    runs: RUNS,
    log: console.log,
  });
  small.server.close();
  large.server.close();
}
await browser.close();

// Selector cost in Node, built from the app's own selectors.
{
  const outDir = path.resolve('node_modules/.cache/bench');
  const compiler = webpack({
    mode: 'production',
    target: 'node20',
    entry: './bench/selectorBench.ts',
    output: { path: outDir, filename: 'selectorBench.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.resolve('src') } },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.(webp|avif|woff2|svg)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(),
    ),
  );
  const { benchVisibleRestaurants } = createRequire(import.meta.url)(path.join(outDir, 'selectorBench.cjs'));
  results.selectorMs = [1000, 10000, 100000].map((size) => benchVisibleRestaurants(size));
}

// The report: one row per route and figure.
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const msSpread = (figure) =>
  figure ? `${ms(figure.median)} (${Math.round(figure.min)}-${Math.round(figure.max)})` : 'n/a';
const clsSpread = (figure) => (figure ? `${figure.median.toFixed(3)} (max ${figure.max.toFixed(3)})` : 'n/a');
const ratio = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const pre = results.builds.prerendered;
const spa = results.builds.clientRendered;
const rows = [
  ['route', 'figure', 'prerendered: median (range)', 'client-rendered: median (range)', 'ratio', 'budget'],
  ...results.routes.flatMap((row) => [
    [
      row.route,
      'LCP',
      msSpread(row.prerendered.lcp),
      msSpread(row.clientRendered.lcp),
      ratio(row.ratio.lcp),
      `<= ${BUDGETS.lcp} ms`,
    ],
    ['', 'FCP', msSpread(row.prerendered.fcp), msSpread(row.clientRendered.fcp), ratio(row.ratio.fcp), ''],
    [
      '',
      'TBT',
      msSpread(row.prerendered.tbt),
      msSpread(row.clientRendered.tbt),
      ratio(row.ratio.tbt),
      `<= ${BUDGETS.tbt} ms`,
    ],
    ['', 'CLS', clsSpread(row.prerendered.cls), clsSpread(row.clientRendered.cls), '', '0.00'],
    [
      '',
      'JS (gzip)',
      kb(row.prerendered.jsGzipBytes),
      kb(row.clientRendered.jsGzipBytes),
      '',
      row.route === '/' ? `<= ${kb(JS_BUDGETS.homeInitial)}` : '',
    ],
  ]),
  [
    'booking page',
    'extra JS (gzip)',
    kb(pre.bookingExtraJsGzipBytes),
    kb(spa.bookingExtraJsGzipBytes),
    '',
    `<= ${kb(JS_BUDGETS.bookingExtra)}`,
  ],
  [`search, ${LARGE_LIST} restaurants`, 'INP', ms(results.searchInpMs.median), '', '', '<= 100 ms'],
  ...results.myBookings.flatMap((row) => [
    [`${row.bookings} bookings stored`, 'home TBT', msSpread(row.homeTbt), '', '', `<= ${BUDGETS.tbt} ms`],
    ['', 'home LCP', msSpread(row.homeLcp), '', '', `<= ${BUDGETS.lcp} ms`],
    ['', 'My Bookings: tap to first cards', msSpread(row.firstCardsMs), '', '', '<= 1000 ms'],
    ['', 'My Bookings: cards rendered', String(row.cards), '', '', 'bounded'],
  ]),
  ...results.selectorMs.map(({ size, medianMs }) => [
    `selector, ${size} restaurants`,
    'Node',
    `${medianMs.toFixed(2)} ms`,
    '',
    '',
    size === 10000 ? '<= 5 ms' : '',
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
console.log(
  `\nMedians (and range) of ${RUNS} cold loads, phone profile: ${PHONE.cpuRate}x CPU, ${PHONE.latency} ms RTT, 1.6 Mbit/s down, 412x823 (tablet rows 800 wide)\n`,
);
for (const row of rows)
  console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
console.log(
  `\nLCP of each route against its floor page (its heading alone, no CSS or script, same server and profile), medians (and range) of ${RUNS} cold loads taking turns\n`,
);
for (const line of formatFloorRows(results.floor)) console.log(line);
console.log(
  `\nFirst tap answered: a tap every 100 ms from the moment the control shows, from navigation to its answer on screen, medians (and range) of ${RUNS} cold visits, phone profile\n`,
);
for (const line of formatFirstTapRows(results.firstTap, ['prerendered'])) console.log(line);
console.log(
  `\nInteraction to Next Paint and time to result (from the input to the result on screen) of each control, medians (and range) of ${RUNS} runs, ${PHONE.cpuRate}x CPU, 412x823, page settled\n`,
);
for (const line of formatInteractionRows(results.interactions, ['prerendered'])) console.log(line);
const over = [
  ...results.floor.filter((row) => !row.withinBudget).map((row) => `${row.route} LCP against the floor`),
  ...results.firstTap.filter((row) => !row.withinBudget).map((row) => `first tap: ${row.row}`),
  ...results.interactions.flatMap((row) => [
    ...(row.withinBudget ? [] : [`${row.interaction} (${row.restaurants}) INP`]),
    ...(row.resultWithinBudget ? [] : [`${row.interaction} (${row.restaurants}) time to result`]),
  ]),
];
console.log(
  over.length === 0
    ? '\nEvery floor ratio, first tap and interaction is within its budget.'
    : `\nOver budget: ${over.join(', ')}`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench-results/bench.json');
