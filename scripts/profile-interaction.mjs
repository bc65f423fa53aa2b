// What one interaction renders, by component: npm run profile:interaction -- "<label regex>"
// Builds the site with React's profiling build (REACT_PROFILE=1, into dist-profile/ unless
// SKIP_BUILD=1), runs the interaction of scripts/lib/benchInteractions.mjs whose label matches
// on the phone profile, and prints its events (Event Timing) and every component React rendered
// for it, with how often and for how long (React's "Components ⚛" performance track), those
// before the interaction's paint apart from those after it (deferred work).
//   CPU=1 ...   also what the main thread ran until that paint, from V8's sampling profiler
//   CPU=1 CPU_UNTIL=result ...   until the interaction's outcome was seen (its `until`)
//   LARGE=1 ...   the home page with 1,000 restaurants
//   PROFILE_DIST=dist-mine-profile ...   another build directory
import { spawnSync } from 'node:child_process';
import { launchChromium, openPhone, settle } from './lib/benchBrowser.mjs';
import { describeMainThread, startCpuProfile } from './lib/cpuProfile.mjs';
import {
  INTERACTIONS,
  afterInteractionPaint,
  performInteraction,
  setUpDevice,
} from './lib/benchInteractions.mjs';
import { startStaticServer } from './lib/serve.mjs';
import { writeSyntheticCatalogue } from './lib/catalogue.mjs';

const pattern = new RegExp(process.argv[2] ?? '.', 'i');
const interaction = INTERACTIONS.find((candidate) => pattern.test(candidate.label));
if (!interaction) {
  console.error(
    `No interaction matches ${pattern}; they are:\n${INTERACTIONS.map((i) => `  ${i.label}`).join('\n')}`,
  );
  process.exit(1);
}
const dir = `${process.env.PROFILE_DIST || 'dist-profile'}${process.env.LARGE ? '-1k' : ''}`;
if (!process.env.SKIP_BUILD) {
  console.log(`Building ${dir}/ with React's profiling build ...`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DIST_DIR: dir,
      REACT_PROFILE: '1',
      ...(process.env.LARGE && {
        CATALOGUE: await writeSyntheticCatalogue(Number(process.env.LARGE_SIZE) || 1000, 42),
      }),
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React's profiling build reports each component render through console.timeStamp, when it
// finds a DevTools hook (an empty one does).
const recordRenders = () => {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  const renders = [];
  window.__renders = renders;
  const original = console.timeStamp?.bind(console);
  console.timeStamp = (name, start, end, track, ...rest) => {
    if (track === 'Components ⚛' && typeof start === 'number') renders.push({ name, start, end });
    original?.(name, start, end, track, ...rest);
  };
};

const browser = await launchChromium();
const { server, url } = await startStaticServer({ root: dir, port: 0 });
const { context, page, cdp } = await openPhone(browser, {
  network: false,
  seed: interaction.takenDraws ? undefined : 20261122,
});
await context.addInitScript(recordRenders);
await setUpDevice(context, interaction);
await page.goto(url + interaction.path, { waitUntil: 'load' });
await settle(page, 1000);
if (interaction.prepare) {
  await interaction.prepare(page);
  await settle(page, 800);
}
const cpuProfile = process.env.CPU ? await startCpuProfile(page, cdp) : undefined;
const since = await performInteraction(page, cdp, interaction);
await afterInteractionPaint(page);
if (interaction.until) await interaction.until(page);
// CPU_UNTIL=result: the main thread described until the outcome was seen, not only until the paint.
const seenAt = await page.evaluate(() => performance.now());
await page.waitForTimeout(600);
const samples = await cpuProfile?.stop();
const { events, renders } = await page.evaluate(
  (after) => ({
    events: window.__vitals.events.filter((event) => event.start >= after),
    renders: window.__renders.filter((render) => render.start >= after),
  }),
  since,
);
await context.close();
await browser.close();
server.close();

console.log(`\n${interaction.label} (${interaction.path})\n\nevents of 16 ms or more:`);
for (const event of events) {
  console.log(
    `  ${event.name.padEnd(12)} ${Math.round(event.duration)} ms: input delay ${Math.round(event.input)}, handlers ${Math.round(event.processing)}`,
  );
}
// The interaction's paint: the end of its slowest event, as INP counts it.
const slowest = events.reduce(
  (worst, event) => (event.duration > (worst?.duration ?? -1) ? event : worst),
  undefined,
);
const paintAt = slowest ? slowest.start + slowest.duration : Infinity;

const printRenders = (title, list) => {
  const byName = new Map();
  for (const render of list) {
    const entry = byName.get(render.name) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += render.end - render.start;
    byName.set(render.name, entry);
  }
  console.log(`\n${title} (${list.length} renders; time includes children):`);
  for (const [name, { count, ms }] of [...byName].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${name.padEnd(40)} x${String(count).padEnd(4)} ${ms.toFixed(1)} ms`);
  }
};
printRenders(
  'components rendered before the paint',
  renders.filter((render) => render.start < paintAt),
);
printRenders(
  'components rendered after it',
  renders.filter((render) => render.start >= paintAt),
);

if (samples && events.length > 0) {
  const from = Math.min(...events.map((event) => event.start));
  const untilResult = process.env.CPU_UNTIL === 'result';
  const { blocks, ownTime } = describeMainThread(samples, from, untilResult ? seenAt : paintAt);
  console.log(
    `\nmain thread from the first input to ${untilResult ? 'the outcome seen' : 'the paint'} (ms after the input, ms):`,
  );
  for (const block of blocks) {
    console.log(
      `  ${String(Math.round(block.at - from)).padStart(5)} ${block.ms.toFixed(1).padStart(6)}  ${block.name}`,
    );
  }
  console.log('\nown time in that stretch:');
  for (const [frame, ms] of ownTime) console.log(`  ${ms.toFixed(1).padStart(6)}  ${frame}`);
}
