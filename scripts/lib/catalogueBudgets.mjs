// @ts-check
// The arithmetic of the catalogue bench (scripts/bench-catalogue.mjs), apart from any browser so
// that it can be tested: which main-thread tasks a search answer caused, the bytes received up to
// a moment of the page, and the verdict of every budget of issue 46 per catalogue size.

/** The budgets (docs/benchmark.md, "The catalogue's cost curve"). */
export const CATALOGUE_BUDGETS = {
  /** From the first key to the result count on a cold load, against the default catalogue's. */
  firstKeyTimes: 1.15,
  /** Bytes fetched by then, against the default catalogue's. */
  bytesTimes: 1.25,
  inpMs: 100,
  resultMs: 200,
  /** A longer task is one a tap made meanwhile waits for (the browser's "long task"). */
  longTaskMs: 50,
  /** What each restaurant may cost in the build's output (scripts/lib/outputSize.mjs). */
  restaurantFiles: 6,
  restaurantKb: 100,
  /** The home page's bytes and a restaurant page's LCP, against the default catalogue's. */
  homeBytesTimes: 1.25,
  restaurantLcpTimes: 1.1,
  /** A full build on this 2-core machine, in seconds, by catalogue size (docs/decisions.md). */
  buildSeconds: { 5000: 3 * 60, 60000: 20 * 60 },
};

/**
 * @typedef {{ start: number, duration: number }} Task a main-thread task, on the page's clock (ms)
 * @typedef {{ kind: 'ask', type?: string, id?: number, at: number } | { kind: 'answer', id?: number, at: number }} WorkerMessage
 *   a message the page posted to a worker (ask) or received from one (answer), on the page's clock
 * @typedef {{ median: number, min: number, max: number }} Spread
 */

/** @param {Task} task @param {number} from @param {number} to */
const overlaps = (task, from, to) => task.start <= to && task.start + task.duration >= from;

/**
 * The longest of `tasks` that ran, even partly, between `from` and `to`; 0 if none did (the page
 * records only tasks over 50 ms, so 0 means none was that long).
 * @param {Task[]} tasks @param {number} from @param {number} to
 */
export const longestTask = (tasks, from, to) =>
  Math.max(0, ...tasks.filter((task) => overlaps(task, from, to)).map((task) => task.duration));

/**
 * The longest main-thread task between `from` and `to` that a search query caused, or null when no
 * query went to the search worker meanwhile (then nothing can be told apart from the page's other
 * work). The worker matches off the main thread; what is left on it is posting the query and,
 * from the arrival of the first answer to a query until `to` (the result on screen), applying the
 * answer and rendering it. A task that holds the posting of a query, or runs in that second span,
 * counts.
 * @param {Task[]} tasks @param {WorkerMessage[]} messages @param {number} from @param {number} to
 */
export const longestSearchTask = (tasks, messages, from, to) => {
  const queries = new Set(
    messages.filter((message) => message.kind === 'ask' && message.type === 'query').map(({ id }) => id),
  );
  const asks = messages.filter(
    (message) => message.kind === 'ask' && message.type === 'query' && message.at >= from && message.at <= to,
  );
  const answers = messages.filter(
    (message) =>
      message.kind === 'answer' && queries.has(message.id) && message.at >= from && message.at <= to,
  );
  if (asks.length === 0 && answers.length === 0) return null;
  const firstAnswer = answers.length === 0 ? Infinity : Math.min(...answers.map(({ at }) => at));
  const caused = tasks.filter(
    (task) =>
      overlaps(task, firstAnswer, to) ||
      asks.some(({ at }) => task.start <= at && at <= task.start + task.duration),
  );
  return Math.max(0, ...caused.map((task) => task.duration));
};

/**
 * The moment `pageMs` of the page's clock (ms since its time origin) on the clock of the Chrome
 * DevTools Protocol's network events (seconds), from the document's request, seen on both:
 * its `timestamp` and `wallTime` (seconds) in Network.requestWillBeSent, and the page's
 * `performance.timeOrigin` (ms since the epoch).
 * @param {{ timestamp: number, wallTime: number }} documentRequest
 * @param {number} timeOrigin @param {number} pageMs
 */
export const networkTimeOf = (documentRequest, timeOrigin, pageMs) =>
  documentRequest.timestamp + (timeOrigin + pageMs - documentRequest.wallTime * 1000) / 1000;

/**
 * The time `profile` (V8's sampling profiler, times in µs) spent working between `from` and `to`
 * (seconds, same clock), in ms: its samples in that span that are not idle.
 * @param {{ nodes: { id: number, callFrame: { functionName: string } }[], startTime: number,
 *   samples?: number[], timeDeltas?: number[] }} profile
 * @param {number} from @param {number} to
 */
export const busyMs = (profile, from, to) => {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  let busy = 0;
  for (let index = 0; index < samples.length; index += 1) {
    // A sample stands for the time since the one before.
    const delta = deltas[index] ?? 0;
    at += delta;
    if (!idle.has(samples[index]) && at >= from * 1e6 && at <= to * 1e6) busy += delta;
  }
  return busy / 1000;
};

/**
 * @typedef {{
 *   target: string,
 *   url: string,
 *   fromServiceWorker: boolean,
 *   bytes: number,
 *   finishedAt: number,
 * }} Fetch a response that finished loading: who asked (`page`, `worker`, `service_worker`), whether
 *   the service worker answered it (then its own fetch, if any, is the one that crossed the network),
 *   its bytes as sent (compressed, headers included) and when it finished (network clock, seconds)
 */

/**
 * The bytes that had crossed the network by `until` (network clock): `forPage`, for what the page
 * and its workers asked for, fetched by themselves or, for a request the service worker answered,
 * by the service worker; `serviceWorkerOther`, what the service worker fetched for its cache
 * besides (a copy of a file the page fetched itself is one of those). `data:` URLs cross nothing.
 * @param {Fetch[]} fetches @param {number} until
 */
export const bytesFetchedBy = (fetches, until) => {
  const done = fetches.filter((fetch) => fetch.finishedAt <= until && !fetch.url.startsWith('data:'));
  const answeredByServiceWorker = new Set(
    done
      .filter((fetch) => fetch.target !== 'service_worker' && fetch.fromServiceWorker)
      .map(({ url }) => url),
  );
  let forPage = 0;
  let serviceWorkerOther = 0;
  for (const fetch of done) {
    if (fetch.fromServiceWorker) continue;
    if (fetch.target !== 'service_worker' || answeredByServiceWorker.has(fetch.url)) forPage += fetch.bytes;
    else serviceWorkerOther += fetch.bytes;
  }
  return { forPage, serviceWorkerOther };
};

/**
 * @typedef {{ inp: Spread | null, result: Spread | null, searchTask: Spread | null, task: Spread | null }} InteractionFigures
 * @typedef {{
 *   restaurants: number,
 *   firstKey: Spread | null,
 *   bytesByThen: Spread | null,
 *   coldSearchTask: Spread | null,
 *   interactions: Record<string, InteractionFigures | undefined>,
 *   cost: { maxFiles: number, maxBytes: number } | null,
 *   coldRuns?: number,
 *   coldAnswered?: number,
 *   homeBytes?: Spread | null,
 *   restaurantLcp?: Spread | null,
 *   buildSeconds?: number | null,
 * }} SizeFigures
 * @typedef {{ budget: string, restaurants: number, figure: string, pass: boolean | null }} Verdict
 *   pass null: not judged (the reference row, or a control the page does not have at that size)
 */

/** @param {number} ms */
const msText = (ms) => `${Math.round(ms)} ms`;
/** @param {Spread} figure */
const msSpread = (figure) => `${msText(figure.median)} (${Math.round(figure.min)}-${Math.round(figure.max)})`;

/**
 * Every budget of issue 46 for every size of `rows`: ratios against the row of `baseSize` (the
 * default catalogue), and fixed limits for the interactions in `judged` (keys of
 * `rows[].interactions`, with their labels), the long tasks and the cost per restaurant. A figure
 * that was not measured fails its budget.
 * @param {SizeFigures[]} rows @param {number} baseSize
 * @param {{ key: string, label: string }[]} judged
 * @returns {Verdict[]}
 */
export const judgeCatalogue = (rows, baseSize, judged) => {
  const B = CATALOGUE_BUDGETS;
  const base = rows.find((row) => row.restaurants === baseSize);
  /** @type {Verdict[]} */
  const verdicts = [];
  /**
   * @param {string} budget @param {(row: SizeFigures) => Spread | null} figureOf @param {number} times
   * @param {(value: number) => string} show
   * @param {boolean} [cold] a figure of the cold visits: one that never got its answer fails the size
   */
  const ratioRows = (budget, figureOf, times, show, cold = false) => {
    const reference = base ? figureOf(base) : null;
    for (const row of rows) {
      const figure = figureOf(row);
      if (row === base) {
        verdicts.push({
          budget,
          restaurants: row.restaurants,
          figure: figure ? `${show(figure.median)} (reference)` : 'not measured',
          pass: null,
        });
        continue;
      }
      if (!figure || !reference || reference.median <= 0) {
        verdicts.push({
          budget,
          restaurants: row.restaurants,
          figure: figure ? show(figure.median) : 'not measured',
          pass: false,
        });
        continue;
      }
      const ratio = figure.median / reference.median;
      const never = cold ? (row.coldRuns ?? 0) - (row.coldAnswered ?? 0) : 0;
      verdicts.push({
        budget,
        restaurants: row.restaurants,
        figure: `${show(figure.median)}: ${ratio.toFixed(2)}x${never > 0 ? `, ${never} of ${row.coldRuns} never answered` : ''}`,
        pass: ratio <= times && never <= 0,
      });
    }
  };
  ratioRows(
    `first key to the result count, cold load, <= ${B.firstKeyTimes}x the ${baseSize}'s`,
    (row) => row.firstKey,
    B.firstKeyTimes,
    msText,
    true,
  );
  ratioRows(
    `bytes fetched by then <= ${B.bytesTimes}x the ${baseSize}'s`,
    (row) => row.bytesByThen,
    B.bytesTimes,
    (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
    true,
  );
  ratioRows(
    `home bytes <= ${B.homeBytesTimes}x the ${baseSize}'s`,
    (row) => row.homeBytes ?? null,
    B.homeBytesTimes,
    (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  );
  ratioRows(
    `restaurant page LCP <= ${B.restaurantLcpTimes}x the ${baseSize}'s`,
    (row) => row.restaurantLcp ?? null,
    B.restaurantLcpTimes,
    msText,
  );
  for (const row of rows) {
    const limit = /** @type {Record<number, number>} */ (B.buildSeconds)[row.restaurants];
    if (limit === undefined) continue;
    const seconds = row.buildSeconds ?? null;
    verdicts.push({
      budget: `full build <= ${limit / 60} min`,
      restaurants: row.restaurants,
      figure:
        seconds === null
          ? 'not built in this run'
          : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`,
      pass: seconds === null ? null : seconds <= limit,
    });
  }
  for (const { key, label } of judged) {
    for (const [name, limit, pick] of /** @type {const} */ ([
      ['INP', B.inpMs, 'inp'],
      ['time to result', B.resultMs, 'result'],
    ])) {
      for (const row of rows) {
        const figures = row.interactions[key];
        const budget = `${name} <= ${limit} ms: ${label}`;
        if (!figures) {
          verdicts.push({ budget, restaurants: row.restaurants, figure: 'not at this size', pass: null });
          continue;
        }
        const figure = figures[pick];
        verdicts.push({
          budget,
          restaurants: row.restaurants,
          figure: figure ? msSpread(figure) : 'not measured',
          pass: figure !== null && figure.median <= limit,
        });
      }
    }
  }
  // The worst run counts: the budget is "no task over 50 ms", not a typical one.
  for (const row of rows) {
    const worst = [
      ['cold load', row.coldSearchTask],
      ...judged.map(({ key, label }) => [label, row.interactions[key]?.searchTask ?? null]),
    ]
      .filter(/** @returns {entry is [string, Spread]} */ (entry) => entry[1] !== null)
      .sort((a, b) => b[1].max - a[1].max)[0];
    verdicts.push({
      budget: `no main-thread task over ${B.longTaskMs} ms caused by search work`,
      restaurants: row.restaurants,
      figure: worst
        ? worst[1].max === 0
          ? `none over ${B.longTaskMs} ms`
          : `${msText(worst[1].max)} (${worst[0]})`
        : 'no query went to a worker',
      pass: worst ? worst[1].max <= B.longTaskMs : null,
    });
  }
  for (const row of rows) {
    const { cost } = row;
    verdicts.push({
      budget: `files per restaurant <= ${B.restaurantFiles}`,
      restaurants: row.restaurants,
      figure: cost ? `at most ${cost.maxFiles}` : 'not measured',
      pass: cost !== null && cost.maxFiles <= B.restaurantFiles,
    });
    verdicts.push({
      budget: `KB per restaurant <= ${B.restaurantKb}`,
      restaurants: row.restaurants,
      figure: cost ? `at most ${(cost.maxBytes / 1024).toFixed(1)} KB` : 'not measured',
      pass: cost !== null && cost.maxBytes <= B.restaurantKb * 1024,
    });
  }
  return verdicts;
};

/**
 * The verdicts as lines of a table: budget, restaurants, figure, PASS, FAIL or n/a.
 * @param {Verdict[]} verdicts
 */
export const formatVerdicts = (verdicts) => {
  const cells = [
    ['budget', 'restaurants', 'figure (median, range)', 'verdict'],
    ...verdicts.map((verdict) => [
      verdict.budget,
      String(verdict.restaurants),
      verdict.figure,
      verdict.pass === null ? 'n/a' : verdict.pass ? 'PASS' : 'FAIL',
    ]),
  ];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
};
