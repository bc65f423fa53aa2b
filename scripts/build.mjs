// npm run build: the production site in DIST_DIR (default dist/): webpack, then the prerender
// (scripts/prerender.mjs) and the service worker (scripts/service-worker.mjs).
//
// With the last build's output at hand and the same code (scripts/lib/buildInputs.mjs: every
// file webpack read, the build's scripts and settings), webpack is skipped and the prerender
// writes only what the catalogue's changes touched: a one-restaurant edit of 500 restaurants
// takes seconds. FULL_BUILD=1 builds everything afresh.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeHash, prerenderDirOf } from './lib/buildInputs.mjs';
import { cataloguePath, checkCatalogue, printProblems } from './lib/catalogue.mjs';

const distDir = process.env.DIST_DIR || 'dist';
const catalogueFile = cataloguePath();
const started = performance.now();

/** Runs a Node script of the build; stops the build when it fails. */
const run = (script, args = [], env = {}) => {
  const { status } = spawnSync(process.execPath, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
};

/** The last build's code hash, when its output is all there. */
const lastBuildsCode = () => {
  const prerenderDir = prerenderDirOf(distDir);
  const needed = [
    `${prerenderDir}/entry-server.cjs`,
    `${prerenderDir}.route-chunks.json`,
    `${prerenderDir}.template.html`,
  ];
  if (!needed.every((file) => existsSync(file))) return null;
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.build-manifest.json'), 'utf8')).code ?? null;
  } catch {
    return null;
  }
};

const last = process.env.FULL_BUILD === '1' ? null : lastBuildsCode();
let code = last && (await codeHash(distDir, catalogueFile));
const incremental = last !== null && code === last;
if (incremental) {
  // Webpack checks the catalogue when it runs; here it does not.
  const { problems, warnings } = await checkCatalogue(catalogueFile);
  if (problems.length > 0) {
    await printProblems([
      `The catalogue cannot be built: ${problems.length} problem(s).`,
      ...problems,
      ...warnings,
    ]);
    process.exit(1);
  }
  console.log("The code is the last build's: webpack skipped, only what the catalogue changed is written.");
} else {
  run(createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js'), ['--mode', 'production']);
  code = await codeHash(distDir, catalogueFile);
}
run(fileURLToPath(new URL('./prerender.mjs', import.meta.url)), [], {
  BUILD_CODE_HASH: code ?? '',
  BUILD_INCREMENTAL: incremental ? '1' : '',
});
run(fileURLToPath(new URL('./service-worker.mjs', import.meta.url)));
console.log(`Built ${distDir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
