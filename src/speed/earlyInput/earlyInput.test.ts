import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replayEarlyInput } from './replayEarlyInput';

const inlineScript = readFileSync(path.join(__dirname, 'earlyInput.inline.js'), 'utf8');

/** The page as its HTML arrives: the inline script runs first, then the body is there. */
const loadPage = (body: string) => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.__earlyInput;
  new Function(inlineScript)();
  document.body.innerHTML = body;
  const earlyInput = (window as Window).__earlyInput;
  if (!earlyInput) throw new Error('The inline script left no window.__earlyInput.');
  return earlyInput;
};

/** React keeps an element's props on it once hydrated: what the replay waits for. */
const markHydrated = (element: Element) => Object.assign(element, { __reactProps$test: {} });

describe('the early-input script', () => {
  it('keeps a press on a control once, prevents its default action and shows it pressed', () => {
    const earlyInput = loadPage('<form><button type="submit"><span>Filters</span></button></form>');
    const button = document.querySelector('button')!;
    const inner = button.querySelector('span')!;
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    inner.dispatchEvent(first);
    inner.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    expect(first.defaultPrevented).toBe(true);
    expect(button).toHaveAttribute('data-early-press');
    const kept = earlyInput.take();
    expect(kept).toEqual([expect.objectContaining({ type: 'click', element: button })]);
  });

  it('tells its follower of each press as it is kept, those kept before it followed first', () => {
    const earlyInput = loadPage('<button id="a">Filters</button><button id="b">Location</button>');
    const [first, second] = [...document.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const told: Element[] = [];
    earlyInput.follow((element) => told.push(element));
    expect(told).toEqual([first]);

    second.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A second press on a kept control is not a new press.
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(told).toEqual([first, second]);
    expect(earlyInput.take()).toHaveLength(2);
  });

  it('leaves controls marked data-native to do their own work: a gallery radio checks at once', () => {
    const earlyInput = loadPage(
      '<div data-native><input type="radio" name="g" checked><input type="radio" name="g" id="second"></div>' +
        '<input type="radio" name="other" id="kept">',
    );
    const second = document.querySelector<HTMLInputElement>('#second')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    second.dispatchEvent(click);
    second.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
    );
    // A radio not so marked is kept for React, as before.
    const kept = document.querySelector<HTMLInputElement>('#kept')!;
    kept.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    expect(click.defaultPrevented).toBe(false);
    expect(second.checked).toBe(true);
    expect(second).not.toHaveAttribute('data-early-press');
    expect(kept.checked).toBe(false);
    expect(earlyInput.take()).toEqual([expect.objectContaining({ type: 'click', element: kept })]);
  });

  it('leaves links, text fields, disabled controls and plain text alone', () => {
    const earlyInput = loadPage(
      '<a href="/book/2"><span>Book</span></a><input type="search"><button disabled>No</button><p>Text</p>',
    );
    // What the script did, then no navigation (jsdom has none).
    let linkPrevented: boolean | undefined;
    const stopNavigation = (event: Event) => {
      linkPrevented ??= event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    document
      .querySelector('a span')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    for (const selector of ['input', 'button', 'p']) {
      document
        .querySelector(selector)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    document.removeEventListener('click', stopNavigation);
    expect(linkPrevented).toBe(false);
    expect(earlyInput.take()).toEqual([]);
  });

  it('keeps the last value picked in a field', () => {
    const earlyInput = loadPage('<select><option>2</option><option>3</option><option>4</option></select>');
    const select = document.querySelector('select')!;
    for (const value of ['3', '4']) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(earlyInput.take()).toEqual([
      expect.objectContaining({ type: 'value', element: select, value: '4' }),
    ]);
  });

  it('keeps nothing once the page has taken over', () => {
    const earlyInput = loadPage('<button>Filters</button>');
    earlyInput.take();
    document.querySelector('button')!.click();
    expect(window.__earlyInput).toBeUndefined();
    expect(earlyInput.take()).toEqual([]);
  });
});

describe('replayEarlyInput', () => {
  it('replays a kept press once, on the hydrated element, and removes the pressed look', async () => {
    const earlyInput = loadPage('<button>Increase party size</button>');
    const button = document.querySelector('button')!;
    button.click();
    const kept = earlyInput.take();
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    markHydrated(button);

    await replayEarlyInput(kept, earlyInput);
    await replayEarlyInput(kept, earlyInput);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('data-early-press');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('waits for React to hydrate the element before replaying', async () => {
    jest.useFakeTimers();
    const earlyInput = loadPage('<button>Show image 2 of 3</button>');
    const button = document.querySelector('button')!;
    button.click();
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    const replayed = replayEarlyInput(earlyInput.take(), earlyInput);
    await jest.advanceTimersByTimeAsync(200);
    expect(onClick).not.toHaveBeenCalled();
    markHydrated(button);
    await jest.advanceTimersByTimeAsync(100);
    await replayed;
    expect(onClick).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
