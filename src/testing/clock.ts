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

/**
 * Under `jest.useFakeTimers()`, brings the clock to `at` (the start of a minute) and runs the
 * minute's tick just after it, without running every tick of the hours between: each re-renders
 * the page, and hundreds of them outlast a test's time on a slow machine. The clock is set a
 * minute before `at`, which moves the timers already set with it (they keep their delays, as on
 * a device woken from sleep); the ticker's next tick comes within that minute, and the one after
 * it 50 ms past `at`.
 */
export const leapTo = async (at: Date) => {
  jest.setSystemTime(at.getTime() - 60_000);
  await jest.advanceTimersByTimeAsync(60_000 + 100);
};
