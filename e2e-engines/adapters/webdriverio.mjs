// @ts-check
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Key, remote } from 'webdriverio';
import { VIEWPORT } from './puppeteer.mjs';

/** @typedef {import('../driver.mjs').Session} Session */
/** @typedef {import('../driver.mjs').Engine} Engine */

export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** WebKitGTK's test browser, where Debian's webkit2gtk packages put it (the folder names the API version). */
export const miniBrowserPath = () => {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const libDirs = [
    '/usr/lib',
    ...readdirSync('/usr/lib')
      .filter((name) => name.endsWith('-linux-gnu'))
      .map((name) => `/usr/lib/${name}`),
  ];
  for (const libDir of libDirs) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const candidate = path.join(libDir, api, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** @param {number} port */
const waitForDriver = async (port) => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
};

/** @param {WebdriverIO.Browser} browser @returns {Session} */
const sessionOf = (browser) => {
  /** @param {unknown} element */
  const el = (element) => /** @type {WebdriverIO.Element} */ (element);
  return {
    goto: async (url) => {
      await browser.url(url);
    },
    evaluate: (fn, ...args) => browser.execute(fn, ...args),
    evaluateSource: async (source) => {
      await browser.execute(source);
    },
    evaluateElement: async (fn, ...args) => {
      const reference = await browser.execute(fn, ...args);
      return reference ? browser.$(/** @type {any} */ (reference)).getElement() : null;
    },
    evaluateOn: (element, fn, ...args) => browser.execute(fn, el(element), ...args),
    click: (element) => el(element).click(),
    type: (element, text) => el(element).addValue(text),
    selectOption: (element, label) => el(element).selectByVisibleText(label),
    press: (key) => browser.keys([Key[key]]),
    // Classic WebDriver has no command to take the network away.
    setOffline: async () => false,
    screenshot: async (file) => {
      await browser.saveScreenshot(file);
    },
    close: () => browser.deleteSession(),
  };
};

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, on a virtual X display (xvfb-run),
 * over classic WebDriver. The driver runs on a local port for the whole run; each journey gets
 * its own browser session, and so its own storage.
 *
 * @returns {Promise<Engine>}
 */
export const launchWebKit = async () => {
  const binary = miniBrowserPath();
  if (!binary)
    throw new Error('No WebKitGTK MiniBrowser: install it with "apt-get install webkit2gtk-driver".');
  const port = /** @type {number} */ (await freePort());
  const driver = spawn(
    'xvfb-run',
    [
      '--auto-servernum',
      '--server-args=-screen 0 1600x1200x24',
      webkitDriverPath(),
      `--port=${port}`,
      // A session request that timed out must not keep the next one waiting.
      '--replace-on-new-session',
    ],
    // Its own process group, so closing stops Xvfb and the browsers with it.
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The driver's last words, for when a session cannot be made.
  /** @type {string[]} */
  const output = [];
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 20));
  };
  driver.stdout.on('data', keep);
  driver.stderr.on('data', keep);
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await waitForDriver(port);
  } catch (error) {
    stop();
    throw error;
  }

  /** @type {Set<WebdriverIO.Browser>} */
  const open = new Set();
  const newBrowser = async () => {
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      // A MiniBrowser that hangs on start-up (seen once in dozens of runs on a busy machine) is
      // given up after 30 s rather than WebdriverIO's two minutes, and started again.
      connectionRetryTimeout: 30_000,
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only; BiDi would fail to match capabilities.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      }),
    });
    open.add(browser);
    return browser;
  };
  /** @returns {Promise<WebdriverIO.Browser>} */
  const newBrowserOrSay = () =>
    newBrowser()
      .catch(newBrowser)
      .catch((error) => {
        throw new Error(
          `${error instanceof Error ? error.message : error}\nWebKitWebDriver said:\n${output.join('\n')}`,
        );
      });

  const probe = await newBrowserOrSay();
  const version = `WebKitGTK ${probe.capabilities.browserVersion} (MiniBrowser)`;
  await probe.deleteSession();
  open.delete(probe);

  return {
    name: 'webkit',
    version,
    newSession: async () => {
      const browser = await newBrowserOrSay();
      await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
      const session = sessionOf(browser);
      return {
        ...session,
        close: async () => {
          open.delete(browser);
          await session.close();
        },
      };
    },
    close: async () => {
      await Promise.allSettled([...open].map((browser) => browser.deleteSession()));
      stop();
    },
  };
};
