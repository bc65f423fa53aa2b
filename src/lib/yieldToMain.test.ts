import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  const global = globalThis as { scheduler?: unknown };

  afterEach(() => {
    delete global.scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resumes in a new task, after a zero-delay timer, elsewhere', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runAllTimers();
    await yielded;
    expect(resumed).toBe(true);
  });
});
