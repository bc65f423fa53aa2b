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

  it('runs what waits for its code once the code is there, at once when it already is, and after a failure too', async () => {
    let arrive: (component: typeof Menu) => void = () => undefined;
    const [, preload, whenLoaded] = lazyPreloadable(
      () => new Promise<typeof Menu>((resolve) => (arrive = resolve)),
    );
    const runs: string[] = [];
    whenLoaded(() => runs.push('before the code'));
    await act(async () => undefined);
    expect(runs).toEqual([]);
    arrive(Menu);
    await preload();
    expect(runs).toEqual(['before the code']);
    whenLoaded(() => runs.push('with the code there'));
    expect(runs).toEqual(['before the code', 'with the code there']);

    const [, preloadBroken, whenBrokenLoaded] = lazyPreloadable<{ label: string }>(() =>
      Promise.reject(new Error('ChunkLoadError')),
    );
    await expect(preloadBroken()).resolves.toBeUndefined();
    const afterFailure = jest.fn();
    whenBrokenLoaded(afterFailure);
    // Not at once (the code is not there), but once the fetch tried again has failed too: the
    // component then renders and shows the failure.
    expect(afterFailure).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(afterFailure).toHaveBeenCalledTimes(1);
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
