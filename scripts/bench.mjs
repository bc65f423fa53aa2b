// npm run bench: builds the site (prerendered, and client-rendered for comparison), serves it on
// 127.0.0.1 and loads each route in the system Chromium under a cheap-phone profile, then prints
// one row per route and figure (medians with their range, both builds and their ratio, against
// the budget) and writes them to bench-results/bench.json. Figures, not pass/fail: see README
// "Benchmark".
//   RUNS=7 npm run bench      more loads per figure (default 5)
//   SKIP_BUILD=1 npm run bench   reuse the dist-bench* builds of the last run
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
import { chromiumArgs, requireChromium } from './lib/chromium.mjs';
import { JS_BUDGETS, gzipBytes, recordScripts } from './lib/routeScripts.mjs';
import { startStaticServer } from './lib/serve.mjs';
import { measureBookingsVisit } from './lib/benchBookings.mjs';

const executablePath = requireChromium();
const RUNS = Number(process.env.RUNS ?? 5);
const LARGE_LIST = 1000;
// Bookings stored on the device for the My Bookings rows.
const BOOKING_COUNTS = [1000, 10000];
// The phone profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const PHONE = { cpuRate: 4, latency: 150, down: (1.6 * 1e6) / 8, up: (750 * 1e3) / 8 };

const builds = {
  prerendered: { dir: 'dist-bench', command: ['run', 'build', '--silent'] },
  clientRendered: { dir: 'dist-bench-spa', command: ['run', 'build:spa', '--silent'] },
  largeList: {
    dir: 'dist-bench-1k',
    command: ['run', 'build', '--silent'],
    env: { BENCH_RESTAURANTS: String(LARGE_LIST) },
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

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Collected in the page from the moment it starts: paints, layout shifts, long tasks, interactions.
const observeVitals = () => {
  const vitals = { fcp: null, lcp: null, cls: 0, longTasks: [], interactions: {} };
  window.__vitals = vitals;
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({
        type,
        buffered: true,
      });
    } catch {
      // Not supported: the figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        vitals.interactions[entry.interactionId] = Math.max(
          vitals.interactions[entry.interactionId] ?? 0,
          entry.duration,
        );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // Event Timing not supported.
  }
};

const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** A fresh phone: empty cache, slow CPU and network. */
const openPhone = async (width = 412) => {
  const context = await browser.newContext({
    viewport: { width, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.down,
    uploadThroughput: PHONE.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  return { context, page, scripts: recordScripts(page) };
};

// Network idle, or at most 15 s (a page that keeps fetching should not hang the benchmark).
const settle = async (page) => {
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
};

/** One cold load of a path: paint timings, blocking time, layout shift and the scripts fetched. */
const measureLoad = async (origin, pathname, width) => {
  const { context, page, scripts } = await openPhone(width);
  await page.goto(origin + pathname, { waitUntil: 'load' });
  await settle(page);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const tbt = vitals.longTasks
    .filter((task) => vitals.fcp === null || task.start >= vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp: vitals.fcp, lcp: vitals.lcp, tbt, cls: vitals.cls, scripts: [...scripts] };
};

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

/** The routes measured; a restaurant's and its booking page stand for every id. */
const ROUTES = [
  { label: '/', path: '/' },
  { label: '/restaurant/{id}', path: '/restaurant/2' },
  { label: '/book/{id}', path: '/book/2' },
  { label: '/bookings', path: '/bookings' },
  { label: 'not found', path: '/no-such-page' },
  // A shared list link on a tablet-wide screen: the list the address names replaces the
  // prerendered one after hydration.
  { label: '/?q=oak at 800 px', path: '/?q=oak', width: 800 },
];
const BUDGETS = { lcp: 1000, tbt: 200, cls: 0 };

/** Median and range of a figure over the loads. */
const spread = (values) => {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0
    ? null
    : { median: median(finite), min: Math.min(...finite), max: Math.max(...finite) };
};

const results = { profile: PHONE, runs: RUNS, budgets: BUDGETS, routes: [], builds: {} };

for (const [name, build] of Object.entries({
  prerendered: builds.prerendered,
  clientRendered: builds.clientRendered,
})) {
  const { server, url } = await startStaticServer({ root: build.dir, port: 0 });
  const perRoute = {};
  for (const route of ROUTES) {
    const loads = [];
    for (let i = 0; i < RUNS; i += 1) {
      loads.push(await measureLoad(url, route.path, route.width));
      process.stdout.write(
        `  ${name} ${route.label} load ${i + 1}: LCP ${Math.round(loads.at(-1).lcp ?? -1)} ms\n`,
      );
    }
    const scripts = loads[0].scripts;
    perRoute[route.label] = {
      path: route.path,
      width: route.width ?? 412,
      fcp: spread(loads.map((load) => load.fcp)),
      lcp: spread(loads.map((load) => load.lcp)),
      tbt: spread(loads.map((load) => load.tbt)),
      cls: spread(loads.map((load) => load.cls)),
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
        { test: /\.(webp|woff2|svg)$/i, type: 'asset/resource', generator: { emit: false } },
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
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench-results/bench.json');
