// Runs the Playwright specs against the production build in the system Chromium.
// Builds first when dist/ is missing or older than the sources. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { requireChromium } from './lib/chromium.mjs';

requireChromium();

const newestChange = (entry) => {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
};

const distIndex = path.join(process.env.DIST_DIR || 'dist', 'index.html');
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sources = [
  'src',
  'public',
  'package.json',
  'webpack.config.js',
  '.babelrc',
  'scripts/prerender.mjs',
  'scripts/service-worker.mjs',
  'scripts/service-worker.template.js',
];
if (sources.some((source) => newestChange(source) > builtAt)) {
  console.log('Building the production site first...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
