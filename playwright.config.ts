import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests: the production build, served statically, in the system Chromium. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // 3 workers on 2 cores made the suite slower (12.7 against 11.2 min) and timing-sensitive
  // tests fail (a preload warning, a confirmation racing a navigation); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A ceiling, not a wait: on a busy machine an axe run over a booking takes longer than 30 s.
  timeout: 60_000,
  // Per-port output folders, so runs on different ports can go side by side.
  outputDir: `test-results/${port}`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded only when a failed test runs again (CI retries once): recording every test made
    // the suite about a seventh slower (10 home and booking tests: 89 s against 77 s). To
    // record a failure locally, run it again with --trace on.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/preview.mjs`,
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
  },
});
