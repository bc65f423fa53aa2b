import { loadOrReload } from './lazyWithReload';

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
