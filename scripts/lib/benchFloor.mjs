// The routes the benchmarks load, and the floor page each is judged against: a plain HTML file
// with only the route's heading (the h1 text the build serves at that URL), no CSS and no
// script, served by the same static server under the same phone profile. What a route paints
// later than its floor is the cost of the page itself, not of the machine or the network.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  isoDayAhead,
  msRange,
  openPhone,
  settle,
  spread,
  textTable,
  totalBlockingTime,
} from './benchBrowser.mjs';

/** The routes measured; a restaurant's and its booking page stand for every id. */
export const ROUTES = [
  { label: '/', path: '/' },
  { label: '/restaurant/{id}', path: '/restaurant/2' },
  { label: '/book/{id}', path: '/book/2' },
  { label: '/bookings', path: '/bookings' },
  { label: 'not found', path: '/no-such-page' },
  // A shared list link on a tablet-wide screen: the list the URL names replaces the
  // prerendered one after hydration.
  { label: '/?q=oak at 800 px', path: '/?q=oak', width: 800 },
  // A finder link (party, date a week ahead, time): every card's times fill in after hydration.
  { label: '/?party&date&time', path: `/?party=4&date=${isoDayAhead(7)}&time=19:00` },
];

/** A route's LCP may be at most this many times its floor page's, in the same run. */
export const FLOOR_RATIO_BUDGET = 1.3;

/** The text of the first h1 of an HTML document, its markup (entities included) kept as it is. */
const headingOf = (html) => {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? match[1].replace(/<[^>]*>/g, '').trim() : '';
};

const floorPage = (heading) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${heading}</title></head><body><h1>${heading}</h1></body></html>\n`;

/**
 * Writes into `floorDir` the floor page of every route, at the URL the route has (a route's
 * query is ignored by the static server, as by the build's; a URL the build answers with
 * 404 gets the floor's 404.html), with the heading the build at `origin` serves there.
 */
export const writeFloorPages = async (origin, floorDir, routes = ROUTES) => {
  rmSync(floorDir, { recursive: true, force: true });
  for (const route of routes) {
    const response = await fetch(origin + route.path);
    const { pathname } = new URL(route.path, origin);
    const file =
      response.status === 404 ? '404.html' : pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
    const target = path.join(floorDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, floorPage(headingOf(await response.text())));
  }
};

/** One cold load of a path on a fresh phone: paint timings, long tasks, layout shift, scripts. */
export const measureLoad = async (browser, url, width) => {
  const { context, page, scripts } = await openPhone(browser, { width });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const vitals = await page.evaluate(() => window.__vitals);
    return { vitals, scripts: [...scripts] };
  } finally {
    await context.close();
  }
};

/**
 * `runs` cold loads of every route at `origin` and, when `floorOrigin` is given, of its floor
 * page right after each (the two take turns, so a busy moment of the machine hits both alike).
 * Returns per route label the loads and the floor's loads.
 */
export const measureRoutes = async (
  browser,
  { origin, floorOrigin, routes = ROUTES, runs, log = () => {} },
) => {
  const measured = {};
  for (const route of routes) {
    const loads = [];
    const floorLoads = [];
    for (let run = 0; run < runs; run += 1) {
      loads.push(await measureLoad(browser, origin + route.path, route.width));
      if (floorOrigin) floorLoads.push(await measureLoad(browser, floorOrigin + route.path, route.width));
      const lcp = (load) => Math.round(load?.vitals.lcp ?? -1);
      log(
        `  ${route.label} load ${run + 1}: LCP ${lcp(loads.at(-1))} ms` +
          (floorOrigin ? `, floor ${lcp(floorLoads.at(-1))} ms` : ''),
      );
    }
    measured[route.label] = { route, loads, floorLoads };
  }
  return measured;
};

/**
 * Each route's LCP beside its floor's: both as median and range, and the ratio of the medians
 * (judged against FLOOR_RATIO_BUDGET) with the range of the runs' own ratios.
 */
export const floorRows = (measured) =>
  Object.values(measured).map(({ route, loads, floorLoads }) => {
    const lcp = spread(loads.map((load) => load.vitals.lcp));
    const floorLcp = spread(floorLoads.map((load) => load.vitals.lcp));
    const ratio = lcp && floorLcp ? lcp.median / floorLcp.median : null;
    return {
      route: route.label,
      path: route.path,
      lcp,
      floorLcp,
      ratio,
      runRatios: spread(loads.map((load, run) => load.vitals.lcp / floorLoads[run]?.vitals.lcp)),
      // The main thread after the first paint, from the same loads (the budget is bench.mjs's).
      tbt: spread(loads.map((load) => totalBlockingTime(load.vitals))),
      withinBudget: ratio !== null && ratio <= FLOOR_RATIO_BUDGET,
    };
  });

/** The floor rows as text lines, the ones over budget marked. */
export const formatFloorRows = (rows) =>
  textTable([
    [
      'route',
      'LCP: median (range)',
      'floor LCP: median (range)',
      'ratio (range of runs)',
      'budget',
      'TBT: median (range)',
    ],
    ...rows.map((row) => [
      row.route,
      msRange(row.lcp),
      msRange(row.floorLcp),
      row.ratio === null
        ? 'n/a'
        : `${row.ratio.toFixed(2)}x (${row.runRatios?.min.toFixed(2)}-${row.runRatios?.max.toFixed(2)})`,
      `${row.withinBudget ? '<=' : 'OVER'} ${FLOOR_RATIO_BUDGET}x floor`,
      msRange(row.tbt),
    ]),
  ]);
