import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPreloadable } from './lazyPreloadable';

function Menu({ label }: { label: string }) {
  return <p>{label}</p>;
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{element}</Suspense>;

describe('lazyPreloadable', () => {
  it('renders at once, without suspending, when its code was preloaded', async () => {
    const load = jest.fn(async () => Menu);
    const [LazyMenu, preload] = lazyPreloadable(load);
    preload();
    await act(async () => undefined);

    render(inSuspense(<LazyMenu label="Cuisine" />));
    // In the same render: no fallback shown first, so nothing for React to hold back 300 ms.
    expect(screen.getByText('Cuisine')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends, then shows it, when its code was not preloaded; fetched once', async () => {
    const load = jest.fn(async () => Menu);
    const [LazyMenu, preload] = lazyPreloadable(load);
    render(inSuspense(<LazyMenu label="Price" />));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Price')).toBeInTheDocument();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells when its code is there: preload() settles then, after a failure too', async () => {
    let arrive: (component: typeof Menu) => void = () => undefined;
    const [, preload, isLoaded] = lazyPreloadable(
      () => new Promise<typeof Menu>((resolve) => (arrive = resolve)),
    );
    const settled = preload();
    expect(isLoaded()).toBe(false);
    arrive(Menu);
    await settled;
    expect(isLoaded()).toBe(true);

    const [, preloadBroken, isBrokenLoaded] = lazyPreloadable<{ label: string }>(() =>
      Promise.reject(new Error('ChunkLoadError')),
    );
    await expect(preloadBroken()).resolves.toBeUndefined();
    expect(isBrokenLoaded()).toBe(false);
  });

  it('fetches again after a failed fetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Menu);
    const [LazyMenu, preload] = lazyPreloadable<{ label: string }>(load);
    preload();
    await act(async () => undefined);
    preload();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    render(inSuspense(<LazyMenu label="Rating" />));
    expect(screen.getByText('Rating')).toBeInTheDocument();
  });
});
