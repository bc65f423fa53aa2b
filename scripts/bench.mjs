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
//   BASELINE_CHECKOUT=../before npm run bench   also the build before, from that checkout (its own
//                                node_modules), each figure of both builds taking turns in one run
//   PARTS=routes,search,bookings,firstTap,interactions,selector   only these parts (default all)
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
const PARTS = new Set(
  (process.env.PARTS ?? 'routes,search,bookings,firstTap,interactions,selector').split(','),
);
const BASELINE = process.env.BASELINE_CHECKOUT ? path.resolve(process.env.BASELINE_CHECKOUT) : null;
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

/** The same three builds of the build before, made in its checkout. */
/** `{ name: build }` as `{ 'baseline name': build }`, for one list of both builds' builds. */
function prefixed(named) {
  return Object.fromEntries(Object.entries(named ?? {}).map(([name, build]) => [`baseline ${name}`, build]));
}

const baselineBuilds = BASELINE
  ? Object.fromEntries(
      Object.entries(builds).map(([name, build]) => [
        name,
        { ...build, dir: path.join(BASELINE, build.dir), cwd: BASELINE },
      ]),
    )
  : null;

const run = (args, env = {}, cwd = process.cwd()) => {
  const result = spawnSync('npm', args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}`);
};

if (!process.env.SKIP_BUILD) {
  for (const [name, build] of Object.entries({ ...builds, ...prefixed(baselineBuilds) })) {
    console.log(`Building ${name} into ${build.dir}/ ...`);
    // The catalogue's file by its full path, for a build made in the baseline's checkout.
    const catalogue = build.env?.CATALOGUE ? { CATALOGUE: path.resolve(build.env.CATALOGUE) } : {};
    run(build.command, { DIST_DIR: path.resolve(build.dir), ...catalogue }, build.cwd);
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
if (BASELINE) results.baseline = { checkout: BASELINE, builds: {} };

/** Writes the floor pages of the build at `origin` into `dir` and serves them. */
const startFloor = async (origin, dir) => {
  await writeFloorPages(origin, dir);
  return startStaticServer({ root: dir, port: 0 });
};

/** A route's figures from its loads, and the gzipped size of the scripts it ran. */
const routeFigures = (route, loads, dir) => {
  const scripts = loads[0].scripts;
  const figure = (read) => spread(loads.map((load) => read(load.vitals)));
  return {
    path: route.path,
    width: route.width ?? 412,
    fcp: figure((vitals) => vitals.fcp),
    lcp: figure((vitals) => vitals.lcp),
    tbt: figure(totalBlockingTime),
    cls: figure((vitals) => vitals.cls),
    scripts,
    jsGzipBytes: gzipBytes(dir, scripts),
  };
};

/** A build's figures per route, and the booking page's scripts the home page did not run. */
const buildFigures = (perRoute, dir) => {
  const homeScripts = new Set(perRoute['/'].scripts);
  const bookingExtra = perRoute['/book/{id}'].scripts.filter((script) => !homeScripts.has(script));
  return { routes: perRoute, bookingExtraJsGzipBytes: gzipBytes(dir, bookingExtra) };
};

if (PARTS.has('routes')) {
  for (const name of ['prerendered', 'clientRendered']) {
    const build = builds[name];
    const baseline = baselineBuilds?.[name];
    const { server, url } = await startStaticServer({ root: build.dir, port: 0 });
    const before = baseline ? await startStaticServer({ root: baseline.dir, port: 0 }) : null;
    // The floor pages beside the prerendered build, their loads taking turns with its own.
    const floor = name === 'prerendered' ? await startFloor(url, `${build.dir}-floor`) : null;
    console.log(`Loading the routes of ${name} ...`);
    const measured = await measureRoutes(browser, {
      origin: url,
      floorOrigin: floor?.url,
      baselineOrigin: before?.url,
      runs: RUNS,
      log: (line) => console.log(`  ${name}${line}`),
    });
    if (floor) {
      results.floor = floorRows(measured);
      floor.server.close();
    }
    const perRoute = {};
    const basePerRoute = {};
    for (const { route, loads, baselineLoads } of Object.values(measured)) {
      perRoute[route.label] = routeFigures(route, loads, build.dir);
      if (baseline) basePerRoute[route.label] = routeFigures(route, baselineLoads, baseline.dir);
    }
    results.builds[name] = buildFigures(perRoute, build.dir);
    if (baseline) results.baseline.builds[name] = buildFigures(basePerRoute, baseline.dir);
    server.close();
    before?.server.close();
  }
}

const ratioOf = (pre, spa) => (pre?.median && spa?.median ? pre.median / spa.median : null);
if (PARTS.has('routes')) {
  for (const route of ROUTES) {
    const pre = results.builds.prerendered.routes[route.label];
    const spa = results.builds.clientRendered.routes[route.label];
    results.routes.push({
      route: route.label,
      path: route.path,
      width: route.width ?? 412,
      prerendered: { lcp: pre.lcp, fcp: pre.fcp, tbt: pre.tbt, cls: pre.cls, jsGzipBytes: pre.jsGzipBytes },
      clientRendered: {
        lcp: spa.lcp,
        fcp: spa.fcp,
        tbt: spa.tbt,
        cls: spa.cls,
        jsGzipBytes: spa.jsGzipBytes,
      },
      ratio: {
        lcp: ratioOf(pre.lcp, spa.lcp),
        fcp: ratioOf(pre.fcp, spa.fcp),
        tbt: ratioOf(pre.tbt, spa.tbt),
      },
      withinBudget: {
        lcp: pre.lcp !== null && pre.lcp.median <= BUDGETS.lcp,
        tbt: pre.tbt !== null && pre.tbt.median <= BUDGETS.tbt,
        cls: pre.cls !== null && pre.cls.max <= BUDGETS.cls,
      },
    });
  }
}

/** Both builds' servers for one kind of build, the baseline's null without one. */
const serveBoth = async (name) => ({
  now: await startStaticServer({ root: builds[name].dir, port: 0 }),
  before: baselineBuilds ? await startStaticServer({ root: baselineBuilds[name].dir, port: 0 }) : null,
});
const closeBoth = ({ now, before }) => {
  now.server.close();
  before?.server.close();
};

if (PARTS.has('search')) {
  const served = await serveBoth('largeList');
  const inps = [];
  const baseInps = [];
  for (let i = 0; i < RUNS; i += 1) {
    inps.push(await measureSearchInp(served.now.url));
    if (served.before) baseInps.push(await measureSearchInp(served.before.url));
  }
  results.searchInpMs = { restaurants: LARGE_LIST, median: median(inps), range: spread(inps) };
  if (served.before) results.baseline.searchInpMs = { median: median(baseInps), range: spread(baseInps) };
  closeBoth(served);
}
if (PARTS.has('bookings')) {
  // My Bookings at scale, on the prerendered build.
  const served = await serveBoth('prerendered');
  const figures = (visits, count) => ({
    bookings: count,
    homeTbt: spread(visits.map((visit) => visit.homeTbt)),
    homeLcp: spread(visits.map((visit) => visit.homeLcp)),
    firstCardsMs: spread(visits.map((visit) => visit.firstCardsMs)),
    cards: Math.max(...visits.map((visit) => visit.cards)),
  });
  results.myBookings = [];
  if (served.before) results.baseline.myBookings = [];
  for (const count of BOOKING_COUNTS) {
    const visits = [];
    const baseVisits = [];
    for (let i = 0; i < RUNS; i += 1) {
      visits.push(await measureBookingsVisit(openPhone, settle, served.now.url, count));
      if (served.before)
        baseVisits.push(await measureBookingsVisit(openPhone, settle, served.before.url, count));
    }
    results.myBookings.push(figures(visits, count));
    if (served.before) results.baseline.myBookings.push(figures(baseVisits, count));
  }
  closeBoth(served);
}
/** The builds the first-tap and interaction rows measure, taking turns. */
const buildNames = ['prerendered', ...(BASELINE ? ['baseline'] : [])];
if (PARTS.has('firstTap')) {
  // A diner tapping each page's main control from the moment it shows, on the prerendered build.
  const served = await serveBoth('prerendered');
  console.log('First tap answered ...');
  results.firstTap = judgeFirstTaps(
    await measureFirstTaps(browser, {
      builds: [
        { name: 'prerendered', origin: served.now.url },
        ...(served.before ? [{ name: 'baseline', origin: served.before.url }] : []),
      ],
      runs: RUNS,
      log: console.log,
    }),
    'prerendered',
    Object.fromEntries((results.floor ?? []).map((row) => [row.route, row.floorLcp?.median])),
  );
  closeBoth(served);
}
if (PARTS.has('interactions')) {
  // Every control of the journey, each tap on its own (scripts/lib/benchInteractions.mjs).
  const small = await serveBoth('prerendered');
  const large = await serveBoth('largeList');
  console.log('Interactions ...');
  results.interactions = await measureInteractions(browser, {
    builds: [
      { name: 'prerendered', origin: small.now.url, largeOrigin: large.now.url },
      ...(small.before
        ? [{ name: 'baseline', origin: small.before.url, largeOrigin: large.before.url }]
        : []),
    ],
    runs: RUNS,
    log: console.log,
  });
  closeBoth(small);
  closeBoth(large);
}
await browser.close();

/** The selector benchmark in Node, built from the app's own selectors in `checkout`. */
const buildSelectorBench = async (checkout, outDir) => {
  const compiler = webpack({
    mode: 'production',
    target: 'node20',
    context: checkout,
    entry: './bench/selectorBench.ts',
    output: { path: outDir, filename: 'selectorBench.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.join(checkout, 'src') } },
    module: {
      rules: [
        // Babel's root is the checkout, so that its own .babelrc applies.
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cwd: checkout } },
        },
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
  return () => [1000, 10000, 100000].map((size) => benchVisibleRestaurants(size));
};
if (PARTS.has('selector')) {
  const benches = [await buildSelectorBench(process.cwd(), path.resolve('node_modules/.cache/bench'))];
  if (BASELINE) {
    benches.push(await buildSelectorBench(BASELINE, path.resolve('node_modules/.cache/bench-baseline')));
  }
  // Three rounds, the builds taking turns; each size's median of the rounds' medians.
  const rounds = benches.map(() => []);
  for (let round = 0; round < 3; round += 1) benches.forEach((bench, index) => rounds[index].push(bench()));
  const [now, before] = rounds.map((measured) =>
    measured[0].map(({ size }, index) => ({
      size,
      medianMs: median(measured.map((round) => round[index].medianMs)),
    })),
  );
  results.selectorMs = now;
  if (BASELINE) results.baseline.selectorMs = before;
}

// The report: one row per route and figure.
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const msSpread = (figure) =>
  figure ? `${ms(figure.median)} (${Math.round(figure.min)}-${Math.round(figure.max)})` : 'n/a';
const clsSpread = (figure) => (figure ? `${figure.median.toFixed(3)} (max ${figure.max.toFixed(3)})` : 'n/a');
const ratio = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const printTable = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
};
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
  ...(pre
    ? [
        [
          'booking page',
          'extra JS (gzip)',
          kb(pre.bookingExtraJsGzipBytes),
          kb(spa.bookingExtraJsGzipBytes),
          '',
          `<= ${kb(JS_BUDGETS.bookingExtra)}`,
        ],
      ]
    : []),
  ...(results.searchInpMs
    ? [[`search, ${LARGE_LIST} restaurants`, 'INP', ms(results.searchInpMs.median), '', '', '<= 100 ms']]
    : []),
  ...(results.myBookings ?? []).flatMap((row) => [
    [`${row.bookings} bookings stored`, 'home TBT', msSpread(row.homeTbt), '', '', `<= ${BUDGETS.tbt} ms`],
    ['', 'home LCP', msSpread(row.homeLcp), '', '', `<= ${BUDGETS.lcp} ms`],
    ['', 'My Bookings: tap to first cards', msSpread(row.firstCardsMs), '', '', '<= 1000 ms'],
    ['', 'My Bookings: cards rendered', String(row.cards), '', '', 'bounded'],
  ]),
  ...(results.selectorMs ?? []).map(({ size, medianMs }) => [
    `selector, ${size} restaurants`,
    'Node',
    `${medianMs.toFixed(2)} ms`,
    '',
    '',
    size === 10000 ? '<= 5 ms' : '',
  ]),
];
console.log(
  `\nMedians (and range) of ${RUNS} cold loads, phone profile: ${PHONE.cpuRate}x CPU, ${PHONE.latency} ms RTT, 1.6 Mbit/s down, 412x823 (tablet rows 800 wide)\n`,
);
if (rows.length > 1) printTable(rows);

if (results.baseline) {
  // This build beside the build before, row by row, from the same run's loads taking turns.
  const before = results.baseline;
  const abRows = [['row', 'figure', 'this build: median (range)', 'baseline: median (range)', 'ratio']];
  const add = (row, figure, now, then, text = msSpread) =>
    abRows.push([row, figure, text(now), text(then), ratio(ratioOf(now, then))]);
  for (const name of PARTS.has('routes') ? ['prerendered', 'clientRendered'] : []) {
    for (const route of ROUTES) {
      const now = results.builds[name].routes[route.label];
      const then = before.builds[name].routes[route.label];
      const label = `${route.label} (${name === 'prerendered' ? 'prerendered' : 'client-rendered'})`;
      add(label, 'LCP', now.lcp, then.lcp);
      add('', 'FCP', now.fcp, then.fcp);
      add('', 'TBT', now.tbt, then.tbt);
      abRows.push(['', 'CLS', clsSpread(now.cls), clsSpread(then.cls), '']);
      abRows.push(['', 'JS (gzip)', kb(now.jsGzipBytes), kb(then.jsGzipBytes), '']);
    }
    abRows.push([
      `booking page (${name})`,
      'extra JS (gzip)',
      kb(results.builds[name].bookingExtraJsGzipBytes),
      kb(before.builds[name].bookingExtraJsGzipBytes),
      '',
    ]);
  }
  if (results.searchInpMs) {
    add(`search, ${LARGE_LIST} restaurants`, 'INP', results.searchInpMs.range, before.searchInpMs.range);
  }
  (results.myBookings ?? []).forEach((row, index) => {
    const then = before.myBookings[index];
    add(`${row.bookings} bookings stored`, 'home TBT', row.homeTbt, then.homeTbt);
    add('', 'home LCP', row.homeLcp, then.homeLcp);
    add('', 'tap to first cards', row.firstCardsMs, then.firstCardsMs);
    abRows.push(['', 'cards rendered', String(row.cards), String(then.cards), '']);
  });
  (results.selectorMs ?? []).forEach(({ size, medianMs }, index) => {
    const thenMs = before.selectorMs[index].medianMs;
    abRows.push([
      `selector, ${size} restaurants`,
      'Node',
      `${medianMs.toFixed(2)} ms`,
      `${thenMs.toFixed(2)} ms`,
      ratio(medianMs / thenMs),
    ]);
  });
  console.log(`\nThis build against the baseline (${before.checkout}), in turns in one run\n`);
  printTable(abRows);
}
if (results.floor) {
  console.log(
    `\nLCP of each route against its floor page (its heading alone, no CSS or script, same server and profile), medians (and range) of ${RUNS} cold loads taking turns\n`,
  );
  for (const line of formatFloorRows(results.floor)) console.log(line);
}
if (results.firstTap) {
  console.log(
    `\nFirst tap answered: a tap every 100 ms from the moment the control shows, from navigation to its answer on screen, medians (and range) of ${RUNS} cold visits, phone profile\n`,
  );
  for (const line of formatFirstTapRows(results.firstTap, buildNames)) console.log(line);
}
if (results.interactions) {
  console.log(
    `\nInteraction to Next Paint and time to result (from the input to the result on screen) of each control, medians (and range) of ${RUNS} runs, ${PHONE.cpuRate}x CPU, 412x823, page settled\n`,
  );
  for (const line of formatInteractionRows(results.interactions, buildNames)) console.log(line);
}
const over = [
  ...(results.floor ?? [])
    .filter((row) => !row.withinBudget)
    .map((row) => `${row.route} LCP against the floor`),
  ...(results.firstTap ?? []).filter((row) => !row.withinBudget).map((row) => `first tap: ${row.row}`),
  ...(results.interactions ?? []).flatMap((row) => [
    ...(row.withinBudget ? [] : [`${row.interaction} (${row.restaurants}) INP`]),
    ...(row.resultWithinBudget ? [] : [`${row.interaction} (${row.restaurants}) time to result`]),
  ]),
];
console.log(
  over.length === 0
    ? '\nEvery floor ratio, first tap and interaction measured is within its budget.'
    : `\nOver budget: ${over.join(', ')}`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench-results/bench.json');
