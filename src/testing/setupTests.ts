// First: React looks for the performance timeline as it loads (see componentRenders.ts).
import './componentRenders';
import '@testing-library/jest-dom';
import { format } from 'node:util';
import { configure } from '@testing-library/react';

// Route modules load lazily; their first import is transpiled on demand, which on a small CI
// machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// A warning or error nobody expected fails the test, so React and library warnings never pile up.
// A test that expects one mocks it itself: jest.spyOn(console, 'error').mockImplementation(...).
// Redux Toolkit's development-only checks say when they took long: on a busy machine that is the
// machine's load, not the code's (production builds have no such checks).
const isSlowCheckNotice = (message: string) =>
  /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(message);
const unexpected: string[] = [];
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const message = format(...args);
      if (method === 'warn' && isSlowCheckNotice(message)) return;
      unexpected.push(`console.${method}: ${message}`);
    });
  }
});
afterEach(() => {
  // A test that pinned the clock or faked timers leaves the next one the real ones.
  jest.useRealTimers();
  const messages = unexpected.splice(0);
  if (messages.length > 0) {
    throw new Error(`Unexpected console output:\n${messages.join('\n\n')}`);
  }
});

// Each test starts on a device with nothing stored: every store loads the bookings it finds,
// and the availability draws of the tab (sessionStorage).
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
