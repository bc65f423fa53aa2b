import { lazyPreloadableWithReload, loadOrReload } from './lazyWithReload';

const asModule = (Component: () => unknown) => ({ Component });

describe('loading code that may be gone', () => {
  it('gives what loaded', async () => {
    const Page = () => null;
    await expect(loadOrReload(async () => ({ Component: Page }), asModule)).resolves.toEqual({
      Component: Page,
    });
  });

  it('gives a stand-in in place of code that could not be loaded', async () => {
    const failed = Object.assign(new Error('Loading chunk 990 failed.'), { name: 'ChunkLoadError' });
    const loaded = await loadOrReload(() => Promise.reject(failed), asModule);
    expect(loaded.Component).toEqual(expect.any(Function));
  });

  it('lets any other failure through as it is: reloading would not mend a bug', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    await expect(loadOrReload(() => Promise.reject(bug), asModule)).rejects.toBe(bug);
  });
});

describe('a preloadable component whose code may be gone', () => {
  it('is ready once its code has come, and ready with a stand-in once its code is gone', async () => {
    const Step = () => null;
    const [, preloadStep, whenStepLoaded] = lazyPreloadableWithReload(async () => Step);
    const failed = Object.assign(new Error('Loading chunk 991 failed.'), { name: 'ChunkLoadError' });
    const [, preloadGone, whenGoneLoaded] = lazyPreloadableWithReload(() => Promise.reject(failed));
    await preloadStep();
    await preloadGone();

    // Both run at once: the gone one renders its stand-in, which loads the URL again.
    const ran: string[] = [];
    whenStepLoaded(() => ran.push('step'));
    whenGoneLoaded(() => ran.push('gone'));
    expect(ran).toEqual(['step', 'gone']);
  });
});
