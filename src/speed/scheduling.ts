interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, letting the browser handle input and paint in
 * between: long work split at these points never blocks a tap for long. Uses the Prioritized
 * Task Scheduling API where the browser has it (the continuation goes ahead of other tasks),
 * a zero-delay timer elsewhere.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Resolves once the browser has painted the frame the current work leads to: for what a tap
 * needs done, but not before the diner sees its answer (e.g. writing the URL).
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The longest an idle-time task waits for the main thread to be free. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Resolves after the next paint, once the main thread has nothing more to do (an idle period,
 * at most IDLE_TIMEOUT_MS later): for work the diner does not wait for, that would otherwise
 * hold up the render that shows them what they asked for (e.g. the list a tick leaves, which
 * React renders after the tick's paint). Where the browser has no idle callbacks (Safari), in
 * the task after the next paint.
 */
export const whenIdle = async (): Promise<void> => {
  await afterNextPaint();
  if (typeof requestIdleCallback !== 'function') return;
  await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }));
};
