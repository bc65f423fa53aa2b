// CATALOGUE_SIZES=3,5000,60000 npm run bench: the cost curve of the catalogue's size, and the budgets
// of issue 46 (docs/benchmark.md, "The catalogue's cost curve"). For each size (3 is the default
// catalogue, any other a synthetic one from `npm run catalogue`), builds the site into
// dist-catalogue-N/ and measures, on the phone profile, medians (and range) of RUNS visits
// (default 5), the sizes taking turns run by run as the machine is shared:
// - the build: its time, its size, the files and KB each restaurant costs in it;
// - cold loads: the home page's bytes and LCP, a restaurant page's LCP;
// - a new diner typing "oak" as soon as the search field shows on a cold load: the time from the
//   first key to the frame whose result count answers "oak", the bytes fetched by then, and the
//   longest main-thread task meanwhile, with the part a search query caused;
// - the INP, time to result and longest task of the tick, the chip, sort, Show more, Near Me,
//   the first keystroke and the finder's party size (scripts/lib/benchInteractions.mjs).
// It prints the figures and a verdict per budget, and writes bench-results/catalogue.json.
//   SKIP_BUILD=1                 reuse the dist-catalogue-N builds of the last run (build time n/a)
//   CATALOGUE_DIST_<N>=<dir>     measure the build in <dir> for size N (built elsewhere), never build it
//   COLD_SERVICE_WORKER=off      the cold visits that type "oak" without the service worker
//   COLD_FETCHES=1               list every response of those visits, with its time from the answer
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import {
  PHONE,
  followWorkers,
  launchChromium,
  msRange,
  observeWorkerMessages,
  openPhone,
  settle,
  spread,
  textTable,
} from './lib/benchBrowser.mjs';
import { INTERACTIONS, measureOnce } from './lib/benchInteractions.mjs';
import {
  busyMs,
  bytesFetchedBy,
  formatVerdicts,
  judgeCatalogue,
  longestSearchTask,
  longestTask,
  networkTimeOf,
} from './lib/catalogueBudgets.mjs';
import { DEFAULT_CATALOGUE, writeSyntheticCatalogue } from './lib/catalogue.mjs';
import { restaurantCost } from './lib/outputSize.mjs';
import { startStaticServer } from './lib/serve.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SEED = 7;
// The same free tables on every visit, so that runs and sizes compare.
const PAGE_SEED = 20261122;
const sizes = (process.env.CATALOGUE_SIZES ?? '3,500,5000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
if (sizes.length === 0) throw new Error('CATALOGUE_SIZES names no size: CATALOGUE_SIZES=3,500,5000');

const DEFAULT_SIZE = JSON.parse(readFileSync(DEFAULT_CATALOGUE, 'utf8')).restaurants.length;
const jiti = createJiti(import.meta.url, { alias: { '@': path.resolve('src') } });
/** A catalogue of this many restaurants or fewer fits on the home list's first page: no Show more. */
const { LIST_PAGE_SIZE } = await jiti.import(path.resolve('src/features/discovery/listOptions.ts'));

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
  const given = process.env[`CATALOGUE_DIST_${size}`];
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) {
      throw new Error(`CATALOGUE_DIST_${size}=${given} holds no build (no index.html)`);
    }
    return { dir: given, seconds: null };
  }
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

/** What the new diner types, a key every KEY_GAP_MS (a quick thumb). */
const QUERY = 'oak';
const KEY_GAP_MS = 100;
/** The count must read the same for this long before its reading is the answer. */
const SETTLED_MS = 1000;
/**
 * COLD_SERVICE_WORKER=off: the cold visit without the service worker, which otherwise registers
 * once the page has loaded, takes the tab over and answers its later requests.
 */
const COLD_SERVICE_WORKER = process.env.COLD_SERVICE_WORKER !== 'off';

/**
 * Runs in the page from its start (addInitScript): the timestamp of the first key pressed in the
 * search field (the time Event Timing gives that event), and each reading of the result count
 * that differed from the one before, with the time just after the paint of the frame that showed
 * it. The count is read once per frame, only in frames after the page changed.
 */
const watchColdSearch = () => {
  const record = { key: null, frames: [] };
  window.__coldSearch = record;
  addEventListener(
    'keydown',
    (event) => {
      if (record.key === null && event.target?.matches?.('input[type="search"]'))
        record.key = event.timeStamp;
    },
    { capture: true },
  );
  let changed = true;
  let last;
  new MutationObserver(() => {
    changed = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const frame = () => {
    if (changed) {
      changed = false;
      const now = document.querySelector('p[role="status"]')?.textContent ?? null;
      if (now !== last) {
        last = now;
        const entry = { value: now, at: null };
        record.frames.push(entry);
        // A message posted in a frame's callbacks arrives after that frame's paint.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          entry.at = performance.now();
        };
        channel.port2.postMessage(null);
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/**
 * A new diner on the phone profile opens `/` cold and types QUERY as soon as the search field
 * shows. Returns the time from the first key to the frame whose count answers QUERY for good
 * (what it reads once settled, saying `for "oak"`), the bytes that had crossed the network by then
 * (bytesFetchedBy), the longest main-thread task meanwhile and the longest a search query caused
 * (null when no query went to a worker), how long the worker took from the last query to its
 * answer, and how long its CPU was busy from the key to the answer (at the machine's speed). Null
 * when the answer never came (30 s).
 */
const typeOnColdLoad = async (origin) => {
  const { context, page, cdp } = await openPhone(browser, { seed: PAGE_SEED });
  const requests = new Map();
  const fetches = [];
  let documentRequest = null;
  const onNetwork = (target, method, params) => {
    const key = `${target}:${params.requestId}`;
    if (method === 'Network.requestWillBeSent') {
      requests.set(key, { url: params.request.url, fromServiceWorker: false });
      if (target === 'page' && params.type === 'Document' && documentRequest === null) {
        documentRequest = { timestamp: params.timestamp, wallTime: params.wallTime };
      }
    } else if (method === 'Network.responseReceived') {
      const request = requests.get(key);
      if (request) request.fromServiceWorker = Boolean(params.response.fromServiceWorker);
    } else if (method === 'Network.loadingFinished') {
      const request = requests.get(key);
      if (request)
        fetches.push({ target, ...request, bytes: params.encodedDataLength, finishedAt: params.timestamp });
    }
  };
  for (const method of ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.loadingFinished']) {
    cdp.on(method, (params) => onNetwork('page', method, params));
  }
  const workers = await followWorkers(cdp, onNetwork, { profile: true });
  await context.addInitScript(observeWorkerMessages);
  await context.addInitScript(watchColdSearch);
  if (!COLD_SERVICE_WORKER) {
    await context.addInitScript(() => {
      delete Navigator.prototype.serviceWorker;
    });
  }
  try {
    await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: 30_000 });
    const field = page.getByRole('searchbox', { name: 'Search restaurants' });
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    await field.focus();
    await page.keyboard.type(QUERY, { delay: KEY_GAP_MS });
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const { record, now, timeOrigin, tasks, messages } = await page.evaluate(() => ({
        record: window.__coldSearch,
        now: performance.now(),
        timeOrigin: performance.timeOrigin,
        tasks: window.__vitals.longTasks,
        messages: window.__workerMessages,
      }));
      const answer = record.frames.at(-1);
      if (
        record.key !== null &&
        answer?.at != null &&
        answer.at > record.key &&
        answer.value?.includes(`for "${QUERY}"`) &&
        now - answer.at >= SETTLED_MS
      ) {
        const queries = messages.filter(
          (message) => message.kind === 'ask' && message.type === 'query' && message.at <= answer.at,
        );
        const lastQuery = queries.at(-1);
        const reply = lastQuery
          ? messages.find((message) => message.kind === 'answer' && message.id === lastQuery.id)
          : undefined;
        const profiles = await workers.stopProfiles();
        const workerBusy =
          profiles.length === 0 || documentRequest === null
            ? null
            : profiles.reduce(
                (sum, profile) =>
                  sum +
                  busyMs(
                    profile,
                    networkTimeOf(documentRequest, timeOrigin, record.key),
                    networkTimeOf(documentRequest, timeOrigin, answer.at),
                  ),
                0,
              );
        const bytes = documentRequest
          ? bytesFetchedBy(fetches, networkTimeOf(documentRequest, timeOrigin, answer.at))
          : { forPage: NaN, serviceWorkerOther: NaN };
        if (process.env.COLD_FETCHES && documentRequest) {
          const answeredAt = networkTimeOf(documentRequest, timeOrigin, answer.at);
          for (const fetch of fetches.filter(({ url }) => !url.startsWith('data:'))) {
            const when = Math.round((fetch.finishedAt - answeredAt) * 1000);
            const by = fetch.fromServiceWorker
              ? `${fetch.target} (answered by the service worker)`
              : fetch.target;
            console.log(
              `    ${when} ms from the answer: ${fetch.bytes} bytes, ${by}, ${new URL(fetch.url).pathname}`,
            );
          }
        }
        return {
          firstKey: answer.at - record.key,
          bytes: bytes.forPage,
          serviceWorkerBytes: bytes.serviceWorkerOther,
          longest: longestTask(tasks, record.key, answer.at),
          search: longestSearchTask(tasks, messages, record.key, answer.at),
          worker: reply ? reply.at - lastQuery.at : null,
          workerBusy,
          answer: answer.value,
        };
      }
      await page.waitForTimeout(100);
    }
    return null;
  } finally {
    await context.close();
  }
};

/** The interactions measured, by key; `judged` ones are budgets of issue 46. */
const MEASURED = [
  { key: 'keystroke', label: 'search: first keystroke', judged: true },
  { key: 'tick', label: 'tick a cuisine in the menu', judged: true },
  { key: 'chip', label: 'remove a filter chip', judged: true },
  { key: 'sort', label: 'sort (key press on the select)', judged: true },
  { key: 'showMore', label: 'Show more', judged: true },
  { key: 'nearMe', label: 'Near Me', judged: true },
  { key: 'finder', label: 'finder: party size (key press)', judged: false },
].map((entry) => {
  const interaction = INTERACTIONS.find((candidate) => candidate.label === entry.label);
  if (!interaction) throw new Error(`benchInteractions.mjs has no interaction "${entry.label}"`);
  return { ...entry, interaction };
});
/** Whether the page of a catalogue of `size` has the control (Show more needs a second page). */
const applies = ({ interaction }, size) => !interaction.onlyLarge || size > LIST_PAGE_SIZE;

const built = [];
for (const size of sizes) built.push({ size, ...(await build(size)) });
const servers = await Promise.all(built.map(({ dir }) => startStaticServer({ root: dir, port: 0 })));
const samples = built.map(() => ({
  home: [],
  restaurant: [],
  cold: [],
  ...Object.fromEntries(MEASURED.map(({ key }) => [key, []])),
}));
// Turn by turn, so that a busy moment of the machine hits every size alike.
for (let run = 0; run < RUNS; run += 1) {
  for (const [index, { size }] of built.entries()) {
    const { url } = servers[index];
    const sample = samples[index];
    sample.home.push(await load(url, '/'));
    sample.restaurant.push(await load(url, '/restaurant/2'));
    const cold = await typeOnColdLoad(url).catch((error) => {
      if (!browser.isConnected()) throw error;
      console.log(
        `  ${size} restaurants, "${QUERY}" typed cold, run ${run + 1} failed: ${error.message.split('\n')[0]}`,
      );
      return null;
    });
    sample.cold.push(cold);
    for (const measured of MEASURED) {
      if (!applies(measured, size)) continue;
      // A visit that failed (on a busy machine, a tap can miss a control still moving) is made once more.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          sample[measured.key].push(
            await measureOnce(browser, url, measured.interaction, { longTasks: true }),
          );
          break;
        } catch (error) {
          if (!browser.isConnected()) throw error;
          console.log(
            `  ${size} restaurants, ${measured.label}, run ${run + 1}, attempt ${attempt} failed: ` +
              error.message.split('\n')[0],
          );
        }
      }
    }
    console.log(
      `  ${size} restaurants, run ${run + 1}: home LCP ${Math.round(sample.home.at(-1).lcp)} ms, ` +
        `${sample.home.at(-1).bytes} bytes; "${QUERY}" typed cold: ` +
        (cold
          ? `${cold.answer} ${Math.round(cold.firstKey)} ms after the first key, ${cold.bytes} bytes by then`
          : 'no answer within 30 s'),
    );
  }
}
await browser.close();
for (const { server } of servers) server.close();

const figureOf = (values) => spread(values.map((value) => value ?? NaN));
const rows = built.map(({ size, dir, seconds }, index) => {
  const sample = samples[index];
  const cold = sample.cold.filter(Boolean);
  const cost = restaurantCost(dir);
  return {
    restaurants: size,
    dir,
    buildSeconds: seconds,
    distBytes: folderBytes(dir),
    cost: {
      meanFiles: cost.meanFiles,
      maxFiles: cost.maxFiles,
      meanBytes: cost.meanBytes,
      maxBytes: cost.maxBytes,
      totalFiles: cost.total.files,
    },
    homeBytes: spread(sample.home.map((entry) => entry.bytes)),
    homeLcp: spread(sample.home.map((entry) => entry.lcp)),
    restaurantLcp: spread(sample.restaurant.map((entry) => entry.lcp)),
    coldRuns: sample.cold.length,
    coldAnswered: cold.length,
    firstKey: figureOf(cold.map((entry) => entry.firstKey)),
    bytesByThen: figureOf(cold.map((entry) => entry.bytes)),
    serviceWorkerBytes: figureOf(cold.map((entry) => entry.serviceWorkerBytes)),
    coldLongestTask: figureOf(cold.map((entry) => entry.longest)),
    coldSearchTask: figureOf(cold.map((entry) => entry.search)),
    coldWorker: figureOf(cold.map((entry) => entry.worker)),
    coldWorkerBusy: figureOf(cold.map((entry) => entry.workerBusy)),
    // What the count said: the same in every run, or the search answered differently.
    coldAnswers: [...new Set(cold.map((entry) => entry.answer))],
    interactions: Object.fromEntries(
      MEASURED.filter((measured) => applies(measured, size)).map(({ key }) => {
        const runs = sample[key];
        return [
          key,
          {
            runs: runs.length,
            inp: figureOf(runs.map((entry) => entry.inp)),
            result: figureOf(runs.map((entry) => entry.result)),
            resultRuns: runs.filter((entry) => entry.result !== null).length,
            task: figureOf(runs.map((entry) => entry.longTask.longest)),
            searchTask: figureOf(runs.map((entry) => entry.longTask.search)),
            taskBy: [...new Set(runs.map((entry) => entry.longTask.by))].join(', '),
            workerBusy: figureOf(runs.map((entry) => entry.workerBusyMs)),
          },
        ];
      }),
    ),
  };
});

const base = rows.find((row) => row.restaurants === DEFAULT_SIZE) ?? rows[0];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value, of) =>
  value && of && Number.isFinite(value / of) ? ` ${(value / of).toFixed(2)}x` : '';
const bytesCell = (figure, of) => (figure ? kb(figure.median) + ratio(figure.median, of?.median) : 'n/a');
const longest = (figure) => {
  if (!figure) return 'n/a';
  return figure.max === 0
    ? 'none > 50 ms'
    : `${Math.round(figure.max)} ms${figure.max > 50 ? ' OVER 50' : ''}`;
};

console.log(
  `\nThe catalogue's cost curve: medians (and range) of ${RUNS} runs, phone profile (${PHONE.cpuRate}x CPU, ` +
    `${PHONE.latency} ms RTT, 1.6 Mbit/s); ratios to the ${base.restaurants}'s. Files and KB per restaurant: ` +
    'the mean (and the most) of its own pages, record and their copies (scripts/lib/outputSize.mjs).\n',
);
for (const line of textTable([
  [
    'restaurants',
    'build',
    'dist/',
    'files/restaurant',
    'KB/restaurant',
    `home bytes (x ${base.restaurants})`,
    'home LCP',
    `restaurant LCP (x ${base.restaurants})`,
  ],
  ...rows.map((row) => [
    String(row.restaurants),
    row.buildSeconds === null
      ? 'n/a'
      : `${Math.floor(row.buildSeconds / 60)} min ${Math.round(row.buildSeconds % 60)} s`,
    `${(row.distBytes / 1024 / 1024).toFixed(1)} MB`,
    `${row.cost.meanFiles.toFixed(1)} (${row.cost.maxFiles})`,
    `${(row.cost.meanBytes / 1024).toFixed(1)} (${(row.cost.maxBytes / 1024).toFixed(1)})`,
    bytesCell(row.homeBytes, base.homeBytes),
    msRange(row.homeLcp),
    msRange(row.restaurantLcp) + ratio(row.restaurantLcp?.median, base.restaurantLcp?.median),
  ]),
])) {
  console.log(line);
}

console.log(
  `\nA new diner types "${QUERY}" as soon as the search field shows, on a cold load of / (phone profile): from ` +
    'the first key to the frame whose count answers it; the bytes the page and its workers had fetched by then ' +
    '(and, beside, what the service worker fetched for its cache meanwhile); the longest main-thread task in ' +
    "between (every run's worst), and of those the longest a search query caused; the search worker's time from " +
    "the last query to its answer, and the time its CPU was busy from the key to the answer, at the machine's " +
    'speed: Chrome throttles the main thread only (a worker 4x slower would add 3x that).\n',
);
for (const line of textTable([
  [
    'restaurants',
    `first key to count (x ${base.restaurants})`,
    `bytes by then (x ${base.restaurants})`,
    'service worker meanwhile',
    'longest task',
    'by search',
    'worker: query to answer',
    'worker busy (1x CPU)',
    'answered',
    'the count read',
  ],
  ...rows.map((row) => [
    String(row.restaurants),
    msRange(row.firstKey) + ratio(row.firstKey?.median, base.firstKey?.median),
    bytesCell(row.bytesByThen, base.bytesByThen),
    bytesCell(row.serviceWorkerBytes),
    longest(row.coldLongestTask),
    row.coldSearchTask ? longest(row.coldSearchTask) : 'no worker',
    msRange(row.coldWorker),
    msRange(row.coldWorkerBusy),
    `${row.coldAnswered} of ${row.coldRuns}`,
    row.coldAnswers.join(' / '),
  ]),
])) {
  console.log(line);
}

console.log(
  `\nInteractions at ${PHONE.cpuRate}x CPU, network not throttled: INP and time to result, medians (range); ` +
    'the longest main-thread task from the input to the result (worst run), and of those the longest a search ' +
    'query caused ("page": no query went to a worker, the matching ran in the page and every task counts); the ' +
    "time the search worker's CPU was busy in that span, at the machine's speed (median and range).\n",
);
for (const line of textTable([
  [
    'interaction',
    ...rows.flatMap((row) => [
      `${row.restaurants}: INP`,
      'result',
      'longest task (by search)',
      'worker busy (1x CPU)',
    ]),
  ],
  ...MEASURED.map(({ key, label }) => [
    label,
    ...rows.flatMap((row) => {
      const figures = row.interactions[key];
      if (!figures || figures.runs === 0) return ['n/a', 'n/a', 'n/a', 'n/a'];
      const missed = figures.resultRuns < figures.runs ? ` (${figures.runs - figures.resultRuns} never)` : '';
      return [
        msRange(figures.inp),
        msRange(figures.result) + missed,
        `${longest(figures.task)} (${longest(figures.searchTask)}, ${figures.taskBy || 'n/a'})`,
        figures.workerBusy ? msRange(figures.workerBusy) : 'no worker',
      ];
    }),
  ]),
])) {
  console.log(line);
}

const verdicts = judgeCatalogue(
  rows,
  base.restaurants,
  MEASURED.filter(({ judged }) => judged),
);
console.log(`\nThe catalogue's budgets (issue 46's and the earlier ones), at every size measured:\n`);
for (const line of formatVerdicts(verdicts)) console.log(line);
const failed = verdicts.filter((verdict) => verdict.pass === false).length;
console.log(`\n${failed === 0 ? 'Every budget holds.' : `${failed} budget rows FAIL.`}`);

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/catalogue.json',
  `${JSON.stringify({ runs: RUNS, profile: PHONE, query: QUERY, rows, verdicts }, null, 2)}\n`,
);
console.log('\nWritten to bench-results/catalogue.json');
