import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver as FakeObserver } from '@/testing/fakeIntersectionObserver';
import { EARLY_REACH, useFetchOnReach, type FetchOnReach } from './useFetchOnReach';

function Control(options: FetchOnReach) {
  return <button {...useFetchOnReach(options)}>Filters</button>;
}

/** A control whose code and data count their fetches. */
const renderControl = (options: Omit<FetchOnReach, 'code' | 'data'> = {}) => {
  const code = jest.fn();
  const data = jest.fn();
  render(<Control code={code} data={data} {...options} />);
  return { code, data, button: screen.getByRole('button', { name: 'Filters' }) };
};

describe('useFetchOnReach', () => {
  it('fetches code and data on any reach by hand unless told: a pointer of any kind, or focus', () => {
    const { code, data, button } = renderControl();

    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledTimes(1);

    fireEvent.focus(button);
    expect(code).toHaveBeenCalledTimes(2);
    expect(data).toHaveBeenCalledTimes(2);
  });

  it("on an early reach, fetches for a mouse arriving and not for a touch's", async () => {
    const { code, data, button } = renderControl({ dataOn: EARLY_REACH });

    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();

    await userEvent.setup().hover(button);
    expect(code).toHaveBeenCalledTimes(2);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it("on an early reach, fetches for the keyboard's focus and not for the focus a tap gives", async () => {
    const { code, data, button } = renderControl({ dataOn: EARLY_REACH });

    fireEvent.focus(button);
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();

    act(() => button.blur());
    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('on focus only, leaves a mouse arriving alone', async () => {
    const { code, data, button } = renderControl({ codeOn: [], dataOn: ['focus'] });

    await userEvent.setup().hover(button);
    expect(data).not.toHaveBeenCalled();
    fireEvent.focus(button);
    expect(data).toHaveBeenCalledTimes(1);
    expect(code).not.toHaveBeenCalled();
  });

  it('gives only the props its reaches need', () => {
    const fetch = jest.fn();
    const keysFor = (options: FetchOnReach) =>
      Object.keys(renderHook(() => useFetchOnReach(options)).result.current);
    expect(keysFor({ data: fetch, dataOn: ['focus'] })).toEqual(['onFocus']);
    expect(keysFor({ code: fetch, dataOn: ['focus'] })).toEqual(['onPointerEnter', 'onFocus']);
    expect(keysFor({ data: fetch, dataOn: ['near-screen'] })).toEqual(['ref']);
  });

  describe('near the screen', () => {
    beforeEach(() => FakeObserver.install());
    afterEach(() => FakeObserver.remove());

    it('fetches once the control comes within a screen of the viewport, then at idle, once', async () => {
      jest.useFakeTimers();
      const { code, data, button } = renderControl({ codeOn: [], dataOn: ['near-screen'] });
      fireEvent.pointerEnter(button, { pointerType: 'mouse' });
      fireEvent.focus(button);
      const [observer] = FakeObserver.made;
      expect(observer?.observed).toEqual([button]);

      act(() => observer!.report(true));
      expect(data).not.toHaveBeenCalled();
      await act(() => jest.runAllTimersAsync());
      expect(data).toHaveBeenCalledTimes(1);
      expect(code).not.toHaveBeenCalled();
      expect(observer!.isConnected).toBe(false);
      jest.useRealTimers();
    });

    it('keeps watching the same element across renders, and calls the latest fetcher', async () => {
      jest.useFakeTimers();
      const first = jest.fn();
      const latest = jest.fn();
      const { rerender } = render(<Control data={first} dataOn={['near-screen']} />);
      rerender(<Control data={latest} dataOn={['near-screen']} />);
      expect(FakeObserver.made).toHaveLength(1);

      act(() => FakeObserver.made[0]!.report(true));
      await act(() => jest.runAllTimersAsync());
      expect(first).not.toHaveBeenCalled();
      expect(latest).toHaveBeenCalledTimes(1);
      jest.useRealTimers();
    });
  });
});
