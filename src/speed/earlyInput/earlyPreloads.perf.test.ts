/**
 * Budget: a control pressed before the script ran has its code fetched once, as the script
 * starts (menu code at 2.3-2.8 s, not 3.6-3.9 s). Guards docs/performance.md, row "Early preloads
 * (`data-early-preload`)".
 */
import { preloadForEarlyInput, registerEarlyPreload } from './earlyPreloads';

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
