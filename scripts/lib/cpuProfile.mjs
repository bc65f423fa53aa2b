// What the page's main thread ran, from V8's sampling profiler (Chrome DevTools Protocol), put on
// the page's own clock so that it lines up with Event Timing: for what a tap runs between its
// input and its next paint that is not a component render (a script added, styles inserted,
// a store listener, the browser's own style and layout, shown as "(program)").

const SAMPLING_INTERVAL_US = 100;

/** Starts sampling; `stop()` returns the samples, each `{ at, ms, stack }` (page clock, ms). */
export const startCpuProfile = async (page, cdp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  // A marker that spins for 3 ms, so that its samples tie the profiler's clock to the page's.
  const markedAt = await page.evaluate(() => {
    const start = performance.now();
    (function cpuProfileMarker() {
      while (performance.now() - start < 3);
    })();
    return start;
  });
  return {
    stop: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      return toSamples(profile, markedAt);
    },
  };
};

const frameName = ({ callFrame: { functionName, url } }) => {
  const file = url.split('/').pop()?.split(/[.?]/)[0];
  return file ? `${functionName || '(anonymous)'} (${file})` : functionName || '(anonymous)';
};

const toSamples = (profile, markedAt) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id) => {
    const stack = [];
    for (let current = id; current !== undefined; current = parents.get(current)) {
      stack.push(frameName(nodes.get(current)));
    }
    return stack.reverse().slice(1); // without "(root)"
  };
  let at = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    at += profile.timeDeltas[index];
    return { at: at / 1000, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000, stack: stackOf(id) };
  });
  const marker = samples.find((sample) => sample.stack.some((frame) => frame.startsWith('cpuProfileMarker')));
  if (!marker) throw new Error('The profile has no sample of its marker');
  const offset = markedAt - marker.at;
  for (const sample of samples) sample.at += offset;
  return samples;
};

// React's and the bundler's own frames: skipped, so that a block is named by what it ran.
const PLUMBING =
  /^(\(program\)|\(idle\)|\(garbage collector\)|\(anonymous\)|commit|recursively|flush|performWork|performSync|processRoot|completeRoot|completeUnitOfWork|renderRoot|workLoop|performUnitOfWork|beginWork|renderWithHooks|update[A-Z]|runWithFiberInDEV|dispatch(Discrete|Continuous)?Event|dispatchEventForPluginEventSystem|batchedUpdates|processDispatchQueue|executeDispatch)/;

/**
 * The main thread from `from` to `to` (page clock, ms): each stretch of 1 ms or more spent in
 * one piece of work, named by its first frames that are not React's plumbing, and the functions
 * with the most time of their own.
 */
export const describeMainThread = (samples, from, to) => {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const blocks = [];
  for (const sample of inside) {
    const named = sample.stack.filter((frame) => !PLUMBING.test(frame));
    const name = sample.stack.length === 0 ? '(idle)' : named.slice(0, 4).join(' > ') || sample.stack[0];
    const last = blocks.at(-1);
    if (last?.name === name) last.ms += sample.ms;
    else blocks.push({ at: sample.at, ms: sample.ms, name });
  }
  const own = new Map();
  for (const sample of inside) {
    const frame = sample.stack.at(-1) ?? '(idle)';
    own.set(frame, (own.get(frame) ?? 0) + sample.ms);
  }
  return {
    blocks: blocks.filter((block) => block.ms >= 1),
    ownTime: [...own].sort((a, b) => b[1] - a[1]).slice(0, 15),
  };
};
