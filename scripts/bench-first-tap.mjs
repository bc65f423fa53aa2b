// The first-load rows of npm run bench on their own, for a build in DIST_DIR and, beside it in
// the same run, BASELINE_DIST: each route's LCP against its floor page (scripts/lib/benchFloor.mjs)
// and the "first tap answered" rows (scripts/lib/benchFirstTap.mjs), median and range.
//   DIST_DIR=dist BASELINE_DIST=dist-before RUNS=5 node scripts/bench-first-tap.mjs (5 the default)
//   ROWS=text   only the first-tap rows whose name has the text, and the routes they are judged by
import { launchChromium } from './lib/benchBrowser.mjs';
import { ROUTES, floorRows, formatFloorRows, measureRoutes, writeFloorPages } from './lib/benchFloor.mjs';
import {
  FIRST_TAP_ROWS,
  formatFirstTapRows,
  judgeFirstTaps,
  measureFirstTaps,
} from './lib/benchFirstTap.mjs';
import { startStaticServer } from './lib/serve.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const only = process.env.ROWS
  ? new RegExp(process.env.ROWS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  : undefined;

const builds = [
  ['this build', process.env.DIST_DIR || 'dist'],
  ['baseline', process.env.BASELINE_DIST],
].filter(([, dir]) => dir);
const servers = await Promise.all(
  builds.map(async ([name, dir]) => ({ name, ...(await startStaticServer({ root: dir, port: 0 })) })),
);
const floorDir = `${builds[0][1]}-floor`;
await writeFloorPages(servers[0].url, floorDir);
const floor = await startStaticServer({ root: floorDir, port: 0 });
// With ROWS, only the routes of the rows picked.
const routes = ROUTES.filter(
  (route) => !only || FIRST_TAP_ROWS.some((row) => only.test(row.name) && row.route === route.label),
);

const browser = await launchChromium();
try {
  const floorTables = [];
  /** The floor's median LCP per route, from the first build's run. */
  let floorLcp = {};
  for (const { name, url } of servers) {
    console.log(`LCP against the floor, ${name} ...`);
    const rows = floorRows(
      await measureRoutes(browser, {
        origin: url,
        floorOrigin: floor.url,
        routes,
        runs: RUNS,
        log: console.log,
      }),
    );
    if (name === servers[0].name) {
      floorLcp = Object.fromEntries(rows.map((row) => [row.route, row.floorLcp?.median]));
    }
    floorTables.push([name, rows]);
  }
  console.log('First tap answered ...');
  const firstTaps = judgeFirstTaps(
    await measureFirstTaps(browser, {
      builds: servers.map(({ name, url }) => ({ name, origin: url })),
      runs: RUNS,
      only,
      log: console.log,
    }),
    servers[0].name,
    floorLcp,
  );
  for (const [name, rows] of floorTables) {
    console.log(
      `\nLCP against the floor page, ${name}, medians (and range) of ${RUNS} cold loads, phone profile\n`,
    );
    for (const line of formatFloorRows(rows)) console.log(line);
  }
  console.log(
    `\nFirst tap answered, from navigation, medians (and range) of ${RUNS} cold visits, phone profile\n`,
  );
  for (const line of formatFirstTapRows(
    firstTaps,
    servers.map(({ name }) => name),
  ))
    console.log(line);
} finally {
  await browser.close();
  for (const { server } of [...servers, floor]) server.close();
}
