import { act, render, screen } from '@testing-library/react';
import { FakeIntersectionObserver as FakeObserver } from '@/testing/fakeIntersectionObserver';
import { useFetchNearScreen, useWhenNearScreen } from './useWhenNearScreen';

function Target({ onNear }: { onNear: () => void }) {
  return <button ref={useWhenNearScreen(onNear)}>Show more</button>;
}

describe('useWhenNearScreen', () => {
  beforeEach(() => FakeObserver.install());
  afterEach(() => FakeObserver.remove());

  it('calls back once, when the element comes within a screen below the viewport, then stops watching', () => {
    const onNear = jest.fn();
    render(<Target onNear={onNear} />);
    const [observer] = FakeObserver.made;
    expect(observer?.options.rootMargin).toBe('0px 0px 100% 0px');
    expect(observer?.observed).toHaveLength(1);

    observer!.report(false);
    expect(onNear).not.toHaveBeenCalled();
    observer!.report(true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer!.isConnected).toBe(false);
  });

  it('stops watching when the element goes away', () => {
    const { unmount } = render(<Target onNear={jest.fn()} />);
    unmount();
    expect(FakeObserver.made.every((observer) => !observer.isConnected)).toBe(true);
  });

  it('does nothing where the browser has no IntersectionObserver', () => {
    FakeObserver.remove();
    const onNear = jest.fn();
    expect(() => render(<Target onNear={onNear} />)).not.toThrow();
    expect(onNear).not.toHaveBeenCalled();
  });
});

function ShowMore({ fetch }: { fetch: () => void }) {
  return <div ref={useFetchNearScreen(fetch)}>Show more</div>;
}

describe('useFetchNearScreen', () => {
  beforeEach(() => {
    FakeObserver.install();
    jest.useFakeTimers();
  });
  afterEach(() => {
    FakeObserver.remove();
    jest.useRealTimers();
  });

  it('fetches once the element comes within a screen of the viewport, then at idle, once', async () => {
    const fetch = jest.fn();
    render(<ShowMore fetch={fetch} />);
    const [observer] = FakeObserver.made;
    expect(observer?.observed).toEqual([screen.getByText('Show more')]);

    act(() => observer!.report(true));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => jest.runAllTimersAsync());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(observer!.isConnected).toBe(false);
  });

  it('keeps watching the same element while its fetcher keeps its identity', () => {
    const fetch = jest.fn();
    const { rerender } = render(<ShowMore fetch={fetch} />);
    rerender(<ShowMore fetch={fetch} />);
    expect(FakeObserver.made).toHaveLength(1);
  });
});
