// @ts-check
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDriver } from './driver.mjs';

/** @typedef {import('./driver.mjs').Engine} Engine */
/** @typedef {import('./journeys.mjs').Journey} Journey */
/** @typedef {import('./journeys.mjs').JourneyContext} JourneyContext */

/** Thrown by `skip`: the journey does not apply to this engine. */
class Skipped extends Error {}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {string} what
 * @returns {Promise<T>}
 */
const withTimeout = (promise, ms, what) => {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
};

/**
 * Runs every journey in every engine, one engine after another, each journey in a fresh
 * session. A failure names the engine, the journey and the step:
 * `[firefox] booking › step "choose a time": <error>`.
 *
 * @param {object} options
 * @param {Record<string, () => Promise<Engine>>} options.engines  How to start each engine, by name.
 * @param {Journey[]} options.journeys
 * @param {string} options.origin  Where the build is served.
 * @param {JourneyContext['serveBuild']} options.serveBuild
 * @param {string} options.artifactsDir  Where a failing journey's screenshot goes.
 * @param {number} [options.journeyTimeout]
 * @param {(line: string) => void} [options.log]
 */
export const runJourneys = async ({
  engines,
  journeys,
  origin,
  serveBuild,
  artifactsDir,
  journeyTimeout = 120_000,
  log = console.log,
}) => {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const [name, launch] of Object.entries(engines)) {
    /** @type {Engine} */
    let engine;
    try {
      engine = await withTimeout(launch(), 60_000, `starting ${name}`);
    } catch (error) {
      log(`[${name}] could not start: ${messageOf(error)}`);
      counts.failed += journeys.length;
      continue;
    }
    log(`[${name}] ${engine.version}`);
    try {
      for (const journey of journeys) {
        const started = Date.now();
        let current = 'start a session';
        /** @type {import('./driver.mjs').Session | undefined} */
        let session;
        try {
          session = await engine.newSession();
          /** @type {JourneyContext} */
          const context = {
            page: createDriver(session, origin),
            engine: name,
            step: async (stepName, run) => {
              current = stepName;
              await run();
            },
            skip: (reason) => {
              throw new Skipped(reason);
            },
            serveBuild,
          };
          await withTimeout(journey.run(context), journeyTimeout, journey.name);
          counts.passed += 1;
          log(`[${name}] ok ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        } catch (error) {
          if (error instanceof Skipped) {
            counts.skipped += 1;
            log(`[${name}] ${journey.name} skipped: ${error.message}`);
            continue;
          }
          counts.failed += 1;
          log(`[${name}] ${journey.name} › step "${current}": ${messageOf(error)}`);
          if (session) {
            const file = path.join(artifactsDir, `${name}-${journey.name.replace(/\W+/g, '-')}.png`);
            mkdirSync(artifactsDir, { recursive: true });
            await session.screenshot(file).then(
              () => log(`[${name}]   screenshot: ${file}`),
              () => {},
            );
          }
        } finally {
          await session?.close().catch(() => {});
        }
      }
    } finally {
      await engine.close().catch((error) => log(`[${name}] did not close cleanly: ${messageOf(error)}`));
    }
  }
  return counts;
};
