/**
 * Pins the date and time the code reads (`Date`, so `dayjs()` and `now()`), and nothing else:
 * timers, animation frames and microtasks stay real. For tests of what depends on the time of
 * day, such as the start-up draws for today's cards: at night today has no time left, and the
 * next available days are drawn. Undo with `jest.useRealTimers()`.
 */
export const pinClock = (at: Date | string) =>
  jest.useFakeTimers({
    now: new Date(at),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
