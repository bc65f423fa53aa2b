import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a production build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'src',
  'public',
  'package.json',
  'webpack.config.js',
  '.babelrc',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/lib/buildInputs.mjs',
  'scripts/lib/catalogue.mjs',
  'scripts/lib/catalogue-restaurants.cjs',
  'scripts/lib/source-map-json-loader.cjs',
  'scripts/service-worker.mjs',
  'scripts/service-worker.template.js',
];

const newestChange = (entry) => {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
};

/** Builds into `distDir` when it has no build or one older than the sources; exits if the build fails. */
export const buildIfStale = (distDir = process.env.DIST_DIR || 'dist') => {
  const distIndex = path.join(distDir, 'index.html');
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  if (!SOURCES.some((source) => existsSync(source) && newestChange(source) > builtAt)) return;
  console.log('Building the production site first...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
};
