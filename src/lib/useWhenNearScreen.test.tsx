import { render } from '@testing-library/react';
import { useWhenNearScreen } from './useWhenNearScreen';

/** jsdom has no IntersectionObserver: one the test drives, as the browser's would be. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  isConnected = true;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.isConnected = false;
  }
  /** The browser reporting whether the element is within the margin now. */
  report(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

function Target({ onNear }: { onNear: () => void }) {
  return <button ref={useWhenNearScreen(onNear)}>Show more</button>;
}

describe('useWhenNearScreen', () => {
  beforeEach(() => {
    FakeObserver.made = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

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
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const onNear = jest.fn();
    expect(() => render(<Target onNear={onNear} />)).not.toThrow();
    expect(onNear).not.toHaveBeenCalled();
  });
});
