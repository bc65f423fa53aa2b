import { act, renderHook } from '@testing-library/react';
import { subscribeToMinutes, useToday } from './clock';

describe('clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 23, 58, 30) }));
  afterEach(() => jest.useRealTimers());

  it('ticks at the start of every minute until unsubscribed', () => {
    const listener = jest.fn();
    const stop = subscribeToMinutes(listener);
    jest.advanceTimersByTime(29_000);
    expect(listener).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_100);
    expect(listener).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(120_000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('moves "today" to the new day at midnight', () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-22');
    act(() => {
      jest.advanceTimersByTime(91_000);
    });
    expect(result.current).toBe('2026-11-23');
  });
});
