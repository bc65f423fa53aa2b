// Runs the Playwright specs against the production build in the system Chromium.
// Builds first when dist/ is missing or older than the sources. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './lib/chromium.mjs';
import { buildIfStale } from './lib/freshBuild.mjs';

requireChromium();
buildIfStale();

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
