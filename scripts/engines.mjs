// @ts-check
// Runs the diner journeys of e2e-engines/ against the production build in Chromium, Firefox and
// WebKit. Builds first when the build is missing or older than the sources.
// ENGINES=firefox,webkit picks engines; journey names as arguments pick journeys; SKIP_BUILD=1
// takes the build as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchPuppeteer, firefoxPath } from '../e2e-engines/adapters/puppeteer.mjs';
import { launchWebKit, miniBrowserPath, webkitDriverPath } from '../e2e-engines/adapters/webdriverio.mjs';
import { journeys } from '../e2e-engines/journeys.mjs';
import { runJourneys } from '../e2e-engines/runner.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { buildIfStale } from './lib/freshBuild.mjs';
import { startStaticServer } from './lib/serve.mjs';

/**
 * Each engine, and the files it needs on the machine with the Debian package that brings each.
 * @type {Record<string, { launch: () => Promise<import('../e2e-engines/driver.mjs').Engine>, needs: [string, string][] }>}
 */
const ENGINES = {
  chromium: { launch: () => launchPuppeteer('chromium'), needs: [[chromiumPath(), 'chromium']] },
  firefox: { launch: () => launchPuppeteer('firefox'), needs: [[firefoxPath(), 'firefox-esr']] },
  webkit: {
    launch: launchWebKit,
    needs: [
      [webkitDriverPath(), 'webkit2gtk-driver'],
      [miniBrowserPath() ?? 'MiniBrowser', 'webkit2gtk-driver'],
      ['/usr/bin/xvfb-run', 'xvfb'],
    ],
  },
};

const names = (process.env.ENGINES || Object.keys(ENGINES).join(',')).split(',').map((name) => name.trim());
const engines = names.map((name) => {
  const engine = ENGINES[name];
  if (!engine) {
    console.error(`Unknown engine ${name}: choose from ${Object.keys(ENGINES).join(', ')}.`);
    process.exit(1);
  }
  return { name, ...engine };
});
const missing = engines.flatMap(({ needs }) => needs.filter(([file]) => !existsSync(file)));
if (missing.length > 0) {
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  console.error(
    `Missing ${missing.map(([file]) => file).join(', ')}: install with "apt-get install ${packages}" (or set ENGINES).`,
  );
  process.exit(1);
}

const only = process.argv.slice(2);
const chosen = only.length > 0 ? journeys.filter((journey) => only.includes(journey.name)) : journeys;
if (chosen.length === 0) {
  console.error(
    `No journey named ${only.join(', ')}: choose from ${journeys.map((journey) => `"${journey.name}"`).join(', ')}.`,
  );
  process.exit(1);
}

const distDir = process.env.DIST_DIR || 'dist';
if (!process.env.SKIP_BUILD) buildIfStale(distDir);

/** @param {import('node:http').Server} server */
const stop = (server) =>
  new Promise((resolve) => {
    if (!server.listening) return resolve(undefined);
    server.closeAllConnections();
    server.close(() => resolve(undefined));
  });

const started = Date.now();
const { server, url } = await startStaticServer({
  root: distDir,
  port: Number(process.env.ENGINES_PORT ?? 0),
});
// The engines run side by side, each its journeys in turn (a journey mostly waits on its browser):
// 133 s for the three against 187 s one after another, measured back to back on 2 cores.
let results;
try {
  results = await Promise.all(
    engines.map(({ name, launch }) =>
      runJourneys({
        engines: { [name]: launch },
        journeys: chosen,
        origin: url,
        serveBuild: async () => {
          const served = await startStaticServer({ root: distDir, port: 0 });
          return { origin: served.url, stop: () => stop(served.server) };
        },
        artifactsDir: path.join('test-results', 'engines'),
      }),
    ),
  );
} finally {
  await stop(server);
}

const { passed, failed, skipped } = results.reduce((sum, counts) => ({
  passed: sum.passed + counts.passed,
  failed: sum.failed + counts.failed,
  skipped: sum.skipped + counts.skipped,
}));
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} ` +
    `(${names.join(', ')}; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(failed > 0 ? 1 : 0);
