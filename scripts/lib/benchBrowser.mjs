// The browser side of the benchmarks: a headless system Chromium, a cheap phone to open pages
// in, and what the page records about itself (paints, shifts, long tasks, interactions).
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { recordScripts } from './routeScripts.mjs';

// The phone profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
export const PHONE = { cpuRate: 4, latency: 150, down: (1.6 * 1e6) / 8, up: (750 * 1e3) / 8 };

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `YYYY-MM-DD` of the day `days` after today, on this machine's clock (the browser's too). */
export const isoDayAhead = (days) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Median and range of a figure over the runs. */
export const spread = (values) => {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0
    ? null
    : { median: median(finite), min: Math.min(...finite), max: Math.max(...finite) };
};

// Collected in the page from the moment it starts: paints, layout shifts, long tasks, and every
// event of an interaction that took 16 ms or more (Event Timing, the events INP is made of).
const observeVitals = () => {
  const vitals = { fcp: null, lcp: null, cls: 0, longTasks: [], interactions: {}, events: [] };
  window.__vitals = vitals;
  const observe = (type, callback, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // Not supported: the figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe(
    'event',
    (entry) => {
      if (!entry.interactionId) return;
      vitals.interactions[entry.interactionId] = Math.max(
        vitals.interactions[entry.interactionId] ?? 0,
        entry.duration,
      );
      vitals.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        input: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    },
    { durationThreshold: 16 },
  );
};

export const launchChromium = () =>
  chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });

/**
 * BENCH_TIME_OF_DAY=HH:MM: the page's clock reads today at that time (and runs on from it), so
 * that runs at different hours compare. Availability depends on the hour: after the last table
 * of the evening, every card looks days ahead for its next free one. Unset: the real clock.
 */
const clockShiftMs = (() => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(process.env.BENCH_TIME_OF_DAY ?? '');
  if (!match) return 0;
  const at = new Date();
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return at.getTime() - Date.now();
})();

/** Moves the page's `Date` by `shift` ms, leaving timers alone (unlike Playwright's clock). */
const shiftClock = (shift) => {
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  };
};

/**
 * A fresh phone: empty cache, 412 px wide, touch, slow CPU, and unless `network: false` a slow
 * network too. `seed` pins Math.random to a seeded sequence, so that every run of a benchmark
 * draws the same free tables. BENCH_TIME_OF_DAY sets its clock (above).
 */
export const openPhone = async (browser, { width = 412, network = true, seed } = {}) => {
  const context = await browser.newContext({
    viewport: { width, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observeVitals);
  if (clockShiftMs !== 0) await context.addInitScript(shiftClock, clockShiftMs);
  if (seed !== undefined) {
    await context.addInitScript((start) => {
      // mulberry32
      let state = start >>> 0;
      Math.random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }, seed);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.down,
      uploadThroughput: PHONE.up,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  return { context, page, cdp, scripts: recordScripts(page) };
};

/** Network idle, or at most 15 s (a page that keeps fetching should not hang the benchmark). */
export const settle = async (page, quietMs = 1500) => {
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => undefined);
  await page.waitForTimeout(quietMs);
};

/** A figure's median and range in whole ms: `412 ms (380-455)`. */
export const msRange = (figure) =>
  figure ? `${Math.round(figure.median)} ms (${Math.round(figure.min)}-${Math.round(figure.max)})` : 'n/a';

/** Rows of cells as lines of text, each column as wide as its widest cell. */
export const textTable = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
};

/** Blocking time after the first contentful paint, from the long tasks the page recorded. */
export const totalBlockingTime = (vitals) =>
  vitals.longTasks
    .filter((task) => vitals.fcp === null || task.start >= vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

/**
 * Follows the workers a page opened with openPhone starts (its dedicated workers, the service
 * worker): their cache off like the page's, and their Network events passed to `onNetwork(target,
 * method, params)`, `target` being the worker's type (`worker`, `service_worker`); the page's own
 * session does not see a worker's requests. A dedicated worker's requests go through the page's
 * network throttling (a worker's own cannot be set: "not supported"); the service worker is a
 * target of its own, which the phone's network reaches only through this (unless `network` is
 * false), on a link of its own: throttled targets do not share their bandwidth. CPU throttling
 * reaches the page's main thread only (a worker's: "only supported for pages"). Each worker waits
 * at its start until it is set up. With `profile`, each dedicated worker runs under V8's sampling
 * profiler from its start (a sample every 200 µs), and `stopProfiles()` resolves to their
 * profiles, whose times are on the clock of the network events (µs).
 */
export const followWorkers = async (cdp, onNetwork, { network = true, profile = false } = {}) => {
  // The session of a page speaks to its workers' sessions through Target messages (not flattened:
  // a Playwright CDP session cannot address another session's id).
  const targets = new Map();
  const replies = new Map();
  let nextId = 1;
  const send = (sessionId, method, params = {}) => {
    const id = nextId++;
    const reply = new Promise((resolve) => replies.set(id, resolve));
    cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      .catch(() => replies.get(id)?.(null));
    return reply;
  };
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    targets.set(sessionId, targetInfo.type);
    // In order on the worker's session: it starts once set up.
    void send(sessionId, 'Network.enable');
    void send(sessionId, 'Network.setCacheDisabled', { cacheDisabled: true });
    if (network && targetInfo.type === 'service_worker') {
      void send(sessionId, 'Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latency,
        downloadThroughput: PHONE.down,
        uploadThroughput: PHONE.up,
      });
    }
    if (profile && targetInfo.type === 'worker') {
      void send(sessionId, 'Profiler.enable');
      void send(sessionId, 'Profiler.setSamplingInterval', { interval: 200 });
      void send(sessionId, 'Profiler.start');
    }
    void send(sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => targets.delete(sessionId));
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { id, method, params, result } = JSON.parse(message);
    if (id !== undefined) {
      replies.get(id)?.(result ?? null);
      replies.delete(id);
    } else if (method?.startsWith('Network.')) onNetwork(targets.get(sessionId), method, params);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    /** The profiles of the dedicated workers still running (none that does not answer within 5 s). */
    stopProfiles: async () => {
      const workers = [...targets].filter(([, type]) => type === 'worker').map(([sessionId]) => sessionId);
      const stopped = await Promise.all(
        workers.map((sessionId) =>
          Promise.race([
            send(sessionId, 'Profiler.stop'),
            new Promise((resolve) => setTimeout(() => resolve(null), 5000)),
          ]),
        ),
      );
      return stopped.filter((reply) => reply?.profile).map((reply) => reply.profile);
    },
  };
};

/**
 * Run in the page before its scripts (addInitScript): every message the page posts to a worker
 * and every message a worker sends back, with its time on the page's clock, in
 * `window.__workerMessages` ({ kind: 'ask', type, id, at } or { kind: 'answer', id, at }). Only
 * the message's `type` and `id` are kept, as the search worker's protocol names them
 * (src/data/search/searchWorkerProtocol.ts).
 */
export const observeWorkerMessages = () => {
  const messages = [];
  window.__workerMessages = messages;
  const PageWorker = window.Worker;
  if (!PageWorker) return;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      // Added before the page's own listener: it runs first in the task that delivers an answer.
      this.addEventListener('message', (event) => {
        messages.push({ kind: 'answer', id: event.data?.id, at: performance.now() });
      });
    }

    postMessage(message, ...rest) {
      messages.push({ kind: 'ask', type: message?.type, id: message?.id, at: performance.now() });
      return super.postMessage(message, ...rest);
    }
  };
};
