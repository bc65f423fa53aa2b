import { render } from '@testing-library/react';
import { FakeIntersectionObserver as FakeObserver } from '@/testing/fakeIntersectionObserver';
import { useWhenNearScreen } from './useWhenNearScreen';

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
