// npm run bench:interactions: only the interaction rows of npm run bench, for working on one.
//   ONLY='calendar|slot' npm run bench:interactions   the interactions whose label matches
//   BENCH_DIST=dist-mine ...   build into and measure dist-mine/ (and dist-mine-1k/)
//   RUNS=7 ...   SKIP_BUILD=1 ...   LARGE=0 ... (without the 1,000-restaurant build)
//   LARGE_SIZE=5000 ...   the large build's size (dir-5000/; default 1,000 in dir-1k/)
//   BASELINE=dir [BASELINE_1K=dir] ...   also measures an earlier build, taking turns with this one
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from './lib/benchBrowser.mjs';
import { formatInteractionRows, measureInteractions } from './lib/benchInteractions.mjs';
import { startStaticServer } from './lib/serve.mjs';
import { writeSyntheticCatalogue } from './lib/catalogue.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const withLarge = process.env.LARGE !== '0';
const largeSize = Number(process.env.LARGE_SIZE ?? 1000);
// BENCH_DIST=dir builds into dir/ and dir-1k/ (default dist-bench/ and dist-bench-1k/).
const dir = process.env.BENCH_DIST || 'dist-bench';
const largeDir = `${dir}-${largeSize === 1000 ? '1k' : largeSize}`;
const builds = [
  { dir, env: {} },
  ...(withLarge ? [{ dir: largeDir, env: { CATALOGUE: await writeSyntheticCatalogue(largeSize, 42) } }] : []),
];
if (!process.env.SKIP_BUILD) {
  for (const build of builds) {
    console.log(`Building ${build.dir}/ ...`);
    const result = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DIST_DIR: build.dir, ...build.env },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const browser = await launchChromium();
const servers = [];
const serve = async (root) => {
  if (!root) return undefined;
  const served = await startStaticServer({ root, port: 0 });
  servers.push(served.server);
  return served.url;
};
const measured = [
  {
    name: 'this build',
    origin: await serve(dir),
    largeOrigin: await serve(withLarge && largeDir),
  },
];
if (process.env.BASELINE) {
  measured.push({
    name: 'baseline',
    origin: await serve(process.env.BASELINE),
    largeOrigin: await serve(withLarge && process.env.BASELINE_1K),
  });
}
const rows = await measureInteractions(browser, {
  builds: measured,
  runs: RUNS,
  largeSize,
  only: process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : undefined,
  log: console.log,
});
for (const server of servers) server.close();
await browser.close();

console.log(`\nINP of each interaction, medians (and range) of ${RUNS} runs, 4x CPU, 412x823\n`);
for (const line of formatInteractionRows(
  rows,
  measured.map((build) => build.name),
))
  console.log(line);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/interactions.json', `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
console.log('\nWritten to bench-results/interactions.json');
