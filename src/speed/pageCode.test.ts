import { fireEvent } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { HOVER_INTENT_MS, listenForPageIntent, preloadNextPages } from './pageCode';

/** A site of three pages whose code loads count themselves. */
const site = () => {
  const loads = { home: jest.fn(), restaurant: jest.fn(), booking: jest.fn() };
  const page = (name: keyof typeof loads) => async () => {
    loads[name]();
    return {};
  };
  const tree: RouteObject[] = [
    {
      children: [
        { path: '/', lazy: page('home') },
        { path: '/restaurant/:id', lazy: page('restaurant'), handle: { nextPages: ['/book/:id'] } },
        { path: '/book/:id', lazy: page('booking') },
      ],
    },
  ];
  return { loads, tree };
};

/** A pointer event of a kind (jsdom has no PointerEvent: a mouse event that says its pointer's type). */
const point = (element: Element, type: string, pointerType: string) => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  element.dispatchEvent(event);
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const addElement = (html: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('listenForPageIntent', () => {
  it("fetches the code of a link's page when it is pressed, before its click", async () => {
    const { loads, tree } = site();
    stop = listenForPageIntent(tree);
    const link = addElement('<a href="/restaurant/2"><span>View Details</span></a>');

    point(link.firstElementChild as Element, 'pointerdown', 'touch');
    await settled();

    expect(loads.restaurant).toHaveBeenCalledTimes(1);
    expect(loads.booking).not.toHaveBeenCalled();
    expect(loads.home).not.toHaveBeenCalled();
  });

  it("fetches the page a control marked data-opens opens, and a focused link's", async () => {
    const { loads, tree } = site();
    stop = listenForPageIntent(tree);
    const change = addElement('<button data-opens="/book/1">Change</button>');
    const link = addElement('<a href="/">Home</a>');

    fireEvent.pointerDown(change);
    fireEvent.focusIn(link);
    await settled();

    expect(loads.booking).toHaveBeenCalledTimes(1);
    expect(loads.home).toHaveBeenCalledTimes(1);
  });

  it('fetches on a mouse resting on a link, not on one passing over it', async () => {
    jest.useFakeTimers();
    const { loads, tree } = site();
    stop = listenForPageIntent(tree);
    const passed = addElement('<a href="/">Home</a>');
    const rested = addElement('<a href="/book/3">Book</a>');

    point(passed, 'pointerover', 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    point(passed, 'pointerout', 'mouse');
    point(rested, 'pointerover', 'touch');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(loads.booking).not.toHaveBeenCalled();
    point(rested, 'pointerover', 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    await jest.runAllTimersAsync();

    expect(loads.home).not.toHaveBeenCalled();
    expect(loads.booking).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites, downloads and plain elements alone, and stops when told', async () => {
    const { loads, tree } = site();
    stop = listenForPageIntent(tree);
    fireEvent.pointerDown(addElement('<a href="https://example.com/book/1">Elsewhere</a>'));
    fireEvent.pointerDown(addElement('<a href="/book/1" download>booking.ics</a>'));
    fireEvent.pointerDown(addElement('<p>Text</p>'));
    stop();
    fireEvent.pointerDown(addElement('<a href="/book/1">Book</a>'));
    await settled();

    expect(loads.booking).not.toHaveBeenCalled();
  });

  it('lets a page whose code fails to load be, for its navigation to try again', async () => {
    const tree: RouteObject[] = [{ path: '/book/:id', lazy: () => Promise.reject(new Error('offline')) }];
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    stop = listenForPageIntent(tree);

    fireEvent.pointerDown(addElement('<a href="/book/1">Book</a>'));
    await settled();
    await settled();

    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('preloadNextPages', () => {
  it('fetches the pages a route names next, once the page is idle, and nothing for one that names none', async () => {
    const { loads, tree } = site();

    await preloadNextPages(tree, '/');
    expect(loads.booking).not.toHaveBeenCalled();

    const preloading = preloadNextPages(tree, '/restaurant/2');
    expect(loads.booking).not.toHaveBeenCalled();
    await preloading;
    await settled();
    expect(loads.booking).toHaveBeenCalledTimes(1);
  });
});
