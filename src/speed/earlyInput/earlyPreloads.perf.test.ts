/**
 * Budget: a control pressed before the script ran has its code fetched once, as the script
 * starts (menu code at 2.3-2.8 s, not 3.6-3.9 s). Guards docs/performance.md, row "Early preloads
 * (`data-early-preload`)".
 */
import { preloadAsPressesAreKept, preloadForEarlyInput, registerEarlyPreload } from './earlyPreloads';

describe('early preloads', () => {
  it('fetches the code of a control pressed before the script ran, once however often it was pressed', () => {
    const preload = jest.fn();
    const other = jest.fn();
    const marked = registerEarlyPreload('test-menu', preload);
    registerEarlyPreload('other-menu', other);
    document.body.innerHTML = `<button><span>Menu</span></button><a href="/">Home</a>`;
    const button = document.querySelector('button')!;
    Object.entries(marked).forEach(([name, value]) => button.setAttribute(name, value));

    // A press lands on the label inside the button, and the diner pressed twice.
    preloadForEarlyInput([button.querySelector('span')!, document.querySelector('a')!, button]);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('does nothing for a press on a control that fetches nothing', () => {
    document.body.innerHTML = `<button data-early-preload="no-such-menu">Go</button>`;
    expect(() => preloadForEarlyInput([document.querySelector('button')!])).not.toThrow();
  });
});

describe('preloads as presses are kept', () => {
  it('fetches the code of a control pressed before the script started, and of one pressed while it starts', () => {
    const menu = jest.fn();
    const other = jest.fn();
    const marked = registerEarlyPreload('kept-menu', menu);
    const otherMarked = registerEarlyPreload('later-menu', other);
    document.body.innerHTML = '<button id="menu">Menu</button><button id="other">Other</button>';
    const [first, second] = [...document.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    Object.entries(marked).forEach(([name, value]) => first.setAttribute(name, value));
    Object.entries(otherMarked).forEach(([name, value]) => second.setAttribute(name, value));
    let follower: ((element: HTMLElement) => void) | undefined;
    const earlyInput = {
      pressed: 'data-early-press',
      style: document.createElement('style'),
      follow: (callback: (element: HTMLElement) => void) => {
        follower = callback;
        callback(first);
      },
      take: () => [],
    };

    preloadAsPressesAreKept(earlyInput);
    expect(menu).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    follower?.(second);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page the inline script did not run on', () => {
    expect(() => preloadAsPressesAreKept(undefined)).not.toThrow();
  });
});
