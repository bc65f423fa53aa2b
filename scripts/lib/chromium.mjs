import { existsSync } from 'node:fs';

/** The system Chromium the browser tests and benchmarks drive; no browser is ever downloaded. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless Chromium on a machine with no network beyond localhost. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Stops the process with a one-line hint when there is no Chromium to drive. */
export const requireChromium = () => {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    console.error(
      `No Chromium at ${executable}: install it with "apt-get install chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  return executable;
};
