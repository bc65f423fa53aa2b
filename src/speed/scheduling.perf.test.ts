/**
 * Budget: the scheduling helpers split work into tasks, after the paint, at idle (home TBT
 * 449 -> 137 ms; party size (1,000) 104 -> 32 ms; tick result 1,173 -> 191 ms). Guards
 * docs/performance.md, rows "Start-up in short tasks (`yieldToMain`)", "`afterNextPaint`: a
 * tap's follow-up after its paint" and "`whenIdle`: the URL and the draws written at idle".
 */
import { IDLE_TIMEOUT_MS, afterNextPaint, whenIdle, yieldToMain } from './scheduling';

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
  const withIdleCallbacks = () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdle = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    Object.assign(globalThis, { requestIdleCallback: requestIdle });
    return { callbacks, requestIdle };
  };
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('asks for an idle period only after the next paint, and resolves in it', async () => {
    jest.useFakeTimers();
    const { callbacks, requestIdle } = withIdleCallbacks();
    let resolved = false;
    const idle = whenIdle().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(requestIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    await Promise.resolve();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    await Promise.resolve();
    expect(resolved).toBe(false);
    const [idleCallback] = callbacks;
    if (!idleCallback) throw new Error('No idle callback was asked for');
    idleCallback({ didTimeout: false, timeRemaining: () => 50 });
    await idle;
    expect(resolved).toBe(true);
  });

  it('resolves after the next paint where the browser has no idle callbacks', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const idle = whenIdle().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(20);
    await idle;
    expect(resolved).toBe(true);
  });
});
