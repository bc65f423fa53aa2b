import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Jest here runs CommonJS; the scripts are ES modules, so each call runs in a child Node.
const call = (name: string, ...args: unknown[]): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const lib = await import(${JSON.stringify(path.join(__dirname, 'catalogueBudgets.mjs'))});
         process.stdout.write(JSON.stringify(lib[${JSON.stringify(name)}](...${JSON.stringify(args)}) ?? null));`,
      ],
      { encoding: 'utf8' },
    ),
  );

const spread = (median: number, min = median, max = median) => ({ median, min, max });

describe('longestTask', () => {
  it('takes the longest task that ran, even partly, in the span; 0 when none did', () => {
    const tasks = [
      { start: 0, duration: 300 }, // ends before the span
      { start: 900, duration: 120 }, // starts before it, ends within it
      { start: 1500, duration: 80 },
      { start: 2100, duration: 400 }, // after it
    ];
    expect(call('longestTask', tasks, 1000, 2000)).toBe(120);
    expect(call('longestTask', tasks, 600, 800)).toBe(0);
  });
});

describe('longestSearchTask', () => {
  const messages = [
    { kind: 'ask', type: 'init', at: 10 },
    { kind: 'ask', type: 'prepare', id: 1, at: 20 },
    { kind: 'answer', id: 1, at: 400 },
    { kind: 'ask', type: 'query', id: 2, at: 1000 },
    { kind: 'answer', id: 2, at: 1600 },
  ];

  it('counts the task that posts a query and those from its answer to the result, not the wait between', () => {
    const tasks = [
      { start: 990, duration: 60 }, // posts the query
      { start: 1200, duration: 300 }, // while the worker works: hydration, say
      { start: 1590, duration: 90 }, // receives the answer
      { start: 1700, duration: 70 }, // renders it
    ];
    expect(call('longestSearchTask', tasks, messages, 900, 1800)).toBe(90);
    expect(call('longestSearchTask', tasks.slice(0, 2), messages, 900, 1800)).toBe(60);
  });

  it('is null when no query went to a worker in the span: nothing can be told apart', () => {
    // The answer to `prepare` (id 1) is no query's.
    expect(call('longestSearchTask', [{ start: 300, duration: 200 }], messages, 100, 800)).toBeNull();
    expect(call('longestSearchTask', [{ start: 300, duration: 200 }], [], 100, 800)).toBeNull();
  });
});

describe('networkTimeOf', () => {
  it("puts a moment of the page's clock on the network events' clock, through the document's request", () => {
    // The document was asked for at network time 100 s, wall time 1,700,000,000 s; the page's
    // time origin is 5 ms after that wall time.
    expect(call('networkTimeOf', { timestamp: 100, wallTime: 1_700_000_000 }, 1_700_000_000_005, 995)).toBe(
      101,
    );
  });
});

describe('busyMs', () => {
  it("sums the worker's samples that are not idle, within the span", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)' } },
        { id: 2, callFrame: { functionName: '(idle)' } },
        { id: 3, callFrame: { functionName: 'match' } },
      ],
      startTime: 1_000_000,
      // At 1.0001, 1.0003, 1.0006 and 1.001 s, each standing for the time since the one before.
      samples: [3, 2, 3, 3],
      timeDeltas: [100, 200, 300, 400],
    };
    expect(call('busyMs', profile, 1, 2)).toBeCloseTo(0.8);
    expect(call('busyMs', profile, 1.0002, 1.0008)).toBeCloseTo(0.3);
  });
});

describe('bytesFetchedBy', () => {
  const fetches = [
    { target: 'page', url: 'http://x/', fromServiceWorker: false, bytes: 1000, finishedAt: 1 },
    { target: 'page', url: 'data:image/svg+xml,x', fromServiceWorker: false, bytes: 5, finishedAt: 1 },
    { target: 'page', url: 'http://x/main.js', fromServiceWorker: false, bytes: 3000, finishedAt: 2 },
    // The service worker's copy of a file the page fetched itself: for its cache.
    {
      target: 'service_worker',
      url: 'http://x/main.js',
      fromServiceWorker: false,
      bytes: 3000,
      finishedAt: 3,
    },
    // A fragment the search worker asked for, answered by the service worker, which fetched it.
    { target: 'worker', url: 'http://x/frag', fromServiceWorker: true, bytes: 0, finishedAt: 4 },
    { target: 'service_worker', url: 'http://x/frag', fromServiceWorker: false, bytes: 200, finishedAt: 3.9 },
    { target: 'worker', url: 'http://x/frag2', fromServiceWorker: false, bytes: 50, finishedAt: 4.5 },
    {
      target: 'service_worker',
      url: 'http://x/icon.png',
      fromServiceWorker: false,
      bytes: 700,
      finishedAt: 4,
    },
    // After the answer.
    { target: 'page', url: 'http://x/late.js', fromServiceWorker: false, bytes: 9000, finishedAt: 6 },
  ];

  it('counts what the page and its workers asked for once, whoever fetched it, up to the moment', () => {
    expect(call('bytesFetchedBy', fetches, 5)).toEqual({ forPage: 4250, serviceWorkerOther: 3700 });
    expect(call('bytesFetchedBy', fetches, 2)).toEqual({ forPage: 4000, serviceWorkerOther: 0 });
  });
});

describe('judgeCatalogue', () => {
  const judged = [
    { key: 'tick', label: 'tick' },
    { key: 'more', label: 'Show more' },
  ];
  const interaction = (inp: number, result: number, searchTaskMax: number) => ({
    inp: spread(inp),
    result: spread(result),
    searchTask: spread(0, 0, searchTaskMax),
  });
  const row = (restaurants: number, overrides: object) => ({
    restaurants,
    firstKey: spread(1000),
    bytesByThen: spread(200_000),
    coldSearchTask: null,
    interactions: { tick: interaction(50, 150, 0), more: interaction(60, 120, 0) },
    cost: { maxFiles: 4, maxBytes: 90 * 1024 },
    ...overrides,
  });
  type Verdict = { budget: string; restaurants: number; figure: string; pass: boolean | null };
  const verdictsOf = (rows: object[]) => call('judgeCatalogue', rows, 3, judged) as Verdict[];
  const find = (verdicts: Verdict[], budget: RegExp, restaurants: number) =>
    verdicts.find((verdict) => budget.test(verdict.budget) && verdict.restaurants === restaurants)!;

  it("judges the cold search's time and bytes against the default catalogue's, which is the reference", () => {
    const verdicts = verdictsOf([
      row(3, { interactions: { tick: interaction(50, 150, 0) } }),
      row(5000, { firstKey: spread(1150), bytesByThen: spread(250_001) }),
      row(60000, { firstKey: spread(1151), bytesByThen: spread(250_000) }),
    ]);
    expect(find(verdicts, /^first key/, 3)).toMatchObject({ pass: null, figure: '1000 ms (reference)' });
    expect(find(verdicts, /^first key/, 5000)).toMatchObject({ pass: true, figure: '1150 ms: 1.15x' });
    expect(find(verdicts, /^first key/, 60000).pass).toBe(false);
    expect(find(verdicts, /^bytes/, 5000).pass).toBe(false);
    expect(find(verdicts, /^bytes/, 60000)).toMatchObject({ pass: true, figure: '244.1 KB: 1.25x' });
    // A cold visit that never got its answer fails its size, whatever the others' median.
    const withNever = verdictsOf([row(3, {}), row(5000, { coldRuns: 5, coldAnswered: 4 })]);
    expect(find(withNever, /^first key/, 5000)).toMatchObject({
      pass: false,
      figure: '1000 ms: 1.00x, 1 of 5 never answered',
    });
    // Show more is not on the page of 3 restaurants: not judged there.
    expect(find(verdicts, /^INP <= 100 ms: Show more/, 3)).toMatchObject({ pass: null });
  });

  it('holds every interaction to 100 ms of INP and 200 ms to its result, and fails a figure not measured', () => {
    const verdicts = verdictsOf([
      row(3, {}),
      row(60000, {
        interactions: { tick: interaction(101, 200, 0), more: { ...interaction(40, 0, 0), result: null } },
      }),
    ]);
    expect(find(verdicts, /^INP <= 100 ms: tick/, 3).pass).toBe(true);
    expect(find(verdicts, /^INP <= 100 ms: tick/, 60000).pass).toBe(false);
    expect(find(verdicts, /^time to result <= 200 ms: tick/, 60000).pass).toBe(true);
    expect(find(verdicts, /^time to result <= 200 ms: Show more/, 60000)).toMatchObject({
      pass: false,
      figure: 'not measured',
    });
    expect(find(verdicts, /^first key/, 60000).pass).toBe(true);
  });

  it("fails a size whose worst run had a search task over 50 ms, naming where; n/a with no worker's query", () => {
    const verdicts = verdictsOf([
      row(3, {}),
      row(5000, { coldSearchTask: spread(0, 0, 50) }),
      row(60000, { interactions: { tick: interaction(50, 150, 0), more: interaction(60, 120, 51) } }),
      row(20000, { interactions: {} }),
    ]);
    expect(find(verdicts, /^no main-thread task/, 3)).toMatchObject({
      pass: true,
      figure: 'none over 50 ms',
    });
    expect(find(verdicts, /^no main-thread task/, 5000)).toMatchObject({
      pass: true,
      figure: '50 ms (cold load)',
    });
    expect(find(verdicts, /^no main-thread task/, 60000)).toMatchObject({
      pass: false,
      figure: '51 ms (Show more)',
    });
    expect(find(verdicts, /^no main-thread task/, 20000)).toMatchObject({ pass: null });
  });

  it('holds each restaurant to 6 files and 100 KB in the output', () => {
    const verdicts = verdictsOf([
      row(3, {}),
      row(60000, { cost: { maxFiles: 7, maxBytes: 100 * 1024 + 1 } }),
    ]);
    expect(find(verdicts, /^files per restaurant/, 3).pass).toBe(true);
    expect(find(verdicts, /^KB per restaurant/, 3).pass).toBe(true);
    expect(find(verdicts, /^files per restaurant/, 60000).pass).toBe(false);
    expect(find(verdicts, /^KB per restaurant/, 60000).pass).toBe(false);
  });

  it("holds the home page's bytes and a restaurant page's LCP to the 3's, and the builds of 5,000 and 60,000 to 3 and 20 min", () => {
    const verdicts = verdictsOf([
      row(3, { homeBytes: spread(200_000), restaurantLcp: spread(800), buildSeconds: 20 }),
      row(5000, { homeBytes: spread(250_000), restaurantLcp: spread(881), buildSeconds: 181 }),
      row(60000, { homeBytes: spread(250_001), restaurantLcp: spread(880), buildSeconds: null }),
    ]);
    expect(find(verdicts, /^home bytes/, 5000).pass).toBe(true);
    expect(find(verdicts, /^home bytes/, 60000).pass).toBe(false);
    expect(find(verdicts, /^restaurant page LCP/, 5000).pass).toBe(false);
    expect(find(verdicts, /^restaurant page LCP/, 60000).pass).toBe(true);
    expect(find(verdicts, /^full build/, 5000)).toMatchObject({ budget: 'full build <= 3 min', pass: false });
    // A build reused from another run has no time: not judged.
    expect(find(verdicts, /^full build/, 60000)).toMatchObject({
      budget: 'full build <= 20 min',
      pass: null,
    });
    expect(find(verdicts, /^full build/, 3)).toBeUndefined();
  });

  it('prints each verdict as PASS, FAIL or n/a', () => {
    const lines = call('formatVerdicts', [
      { budget: 'a', restaurants: 3, figure: '1 ms', pass: true },
      { budget: 'a', restaurants: 5000, figure: '2 ms', pass: false },
      { budget: 'b', restaurants: 3, figure: 'x', pass: null },
    ]) as string[];
    expect(lines.slice(1).map((line) => line.split(/\s+/).at(-1))).toEqual(['PASS', 'FAIL', 'n/a']);
  });
});
