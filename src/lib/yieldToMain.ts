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
 * needs done, but not before the diner sees its answer (e.g. writing the address).
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
