import fc from 'fast-check';
import {
  RELOAD_MARK_KEY,
  carryOverOnReload,
  documentReload,
  isChunkLoadError,
  mayReloadFor,
  reloadNow,
  reloadOnce,
  takeCarriedOver,
} from './chunkRecovery';

const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 990 failed.\n(error: /assets/990.js)'), { name: 'ChunkLoadError' });

let reloads: string[];
let stopCarryOver: () => void;
beforeEach(() => {
  sessionStorage.clear();
  reloads = [];
  jest.spyOn(documentReload, 'to').mockImplementation((href) => {
    reloads.push(href);
  });
  stopCarryOver = carryOverOnReload((keep) => keep('choices', 'kept'));
});
afterEach(() => {
  stopCarryOver();
  sessionStorage.clear();
});

describe('a failure to load code', () => {
  it.each([
    ['webpack', chunkLoadError()],
    ['webpack, by its message', new Error('Loading chunk page-booking failed.')],
    ['webpack, a style sheet', new Error('Loading CSS chunk 12 failed.')],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
  ])('is recognised (%s)', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an error of the code itself', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a chunk', new Error('Chunk 990 has a bug: Loading chunk 990 failed.')],
    ['a string', 'Loading chunk 990 failed.'],
    ['an object that looks like one', { name: 'ChunkLoadError', message: 'Loading chunk 990 failed.' }],
    ['nothing', undefined],
  ])('is told apart from %s', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('loading the URL again', () => {
  it('happens once per URL, carrying over what was registered', () => {
    expect(mayReloadFor('/book/1')).toBe(true);
    expect(reloadOnce('/book/1')).toBe(true);
    expect(reloads).toEqual(['/book/1']);
    expect(sessionStorage.getItem(RELOAD_MARK_KEY)).toBe('/book/1');
    expect(sessionStorage.getItem('choices')).toBe('kept');

    // The page that loaded next fails at the same URL: no second reload.
    expect(mayReloadFor('/book/1')).toBe(false);
    expect(reloadOnce('/book/1')).toBe(false);
    expect(reloads).toEqual(['/book/1']);
  });

  it('happens again for another URL', () => {
    reloadOnce('/book/1');
    expect(reloadOnce('/bookings')).toBe(true);
    expect(reloads).toEqual(['/book/1', '/bookings']);
  });

  it('never repeats for one URL, whatever the order of failures', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', '/book/1', '/bookings', '/book/1?x=1'), { maxLength: 30 }),
        (failures) => {
          sessionStorage.clear();
          reloads = [];
          for (const href of failures) reloadOnce(href);
          // Each reload loads the page that fails next: two in a row for one URL would be a loop.
          for (let index = 1; index < reloads.length; index += 1)
            expect(reloads[index]).not.toBe(reloads[index - 1]);
        },
      ),
    );
  });

  it('does not happen where the attempt cannot be remembered', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(mayReloadFor('/book/1')).toBe(false);
    expect(reloadOnce('/book/1')).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('does not happen offline, where the browser would show its own error instead', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce('/book/1')).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('does not happen when the mark cannot be written (storage full)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(reloadOnce('/book/1')).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('still happens when what is carried over does not fit', () => {
    stopCarryOver();
    stopCarryOver = carryOverOnReload(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(reloadOnce('/book/1')).toBe(true);
    expect(reloads).toEqual(['/book/1']);
  });

  it('lets anything else that fails wait while the page is already going', () => {
    reloadOnce('/book/1');
    documentReload.isUnderWay = true;
    try {
      expect(mayReloadFor('/book/1')).toBe(true);
    } finally {
      documentReload.isUnderWay = false;
    }
  });

  it("is always the diner's Reload, remembered so that a failure after it shows at once", () => {
    reloadOnce('/book/1');
    sessionStorage.removeItem('choices');
    reloadNow('/book/1');
    expect(reloads).toEqual(['/book/1', '/book/1']);
    expect(sessionStorage.getItem('choices')).toBe('kept');
    expect(mayReloadFor('/book/1')).toBe(false);
  });

  it('carries over only what the current registration keeps', () => {
    stopCarryOver();
    reloadOnce('/book/1');
    expect(sessionStorage.getItem('choices')).toBeNull();
  });
});

describe('what was carried over', () => {
  it('is read once', () => {
    sessionStorage.setItem('choices', 'kept');
    expect(takeCarriedOver('choices')).toBe('kept');
    expect(takeCarriedOver('choices')).toBeNull();
  });

  it('is nothing where storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(takeCarriedOver('choices')).toBeNull();
  });
});
