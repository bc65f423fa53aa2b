import { afterNextPaint, whenIdle, yieldToMain } from './yieldToMain';

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

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves in a task after the next animation frame, not before it', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const painted = afterNextPaint().then(() => {
      resolved = true;
    });
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(20);
    await painted;
    expect(resolved).toBe(true);
  });
});

describe('whenIdle', () => {
  const global = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  afterEach(() => {
    delete global.requestIdleCallback;
    delete global.cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the browser to be idle, at most the timeout, and can be cancelled', () => {
    const requestIdle = jest.fn((_work: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = jest.fn();
    global.requestIdleCallback = requestIdle;
    global.cancelIdleCallback = cancelIdle;
    const work = jest.fn();
    const cancel = whenIdle(work, 2000);
    expect(requestIdle).toHaveBeenCalledWith(work, { timeout: 2000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
