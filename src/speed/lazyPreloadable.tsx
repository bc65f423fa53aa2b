import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy`, with a `preload()` that fetches the code ahead of the render that needs it, and
 * a first render that does not suspend when the code is there by then. React.lazy alone suspends
 * that render however early its code arrived, and React reveals what a Suspense boundary waited
 * for no sooner than 300 ms after it showed the fallback: the Filters menu, its code fetched
 * long before, opened 431-487 ms after its tap (4x CPU), most of it that wait.
 * Returns the component, `preload` (its promise settles once the code is there or could not be
 * had) and `whenLoaded(run)`, which runs `run` at once when the code is there and otherwise once
 * it has come (or could not be had): what a tap that shows the component should do, since a
 * render before the code came suspends, and the same 300 ms hold applies however soon it comes.
 * A failed fetch is tried again by the next call.
 */
export const lazyPreloadable = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function Preloadable(props: P) {
    // Chosen at mount and kept: one that mounted lazy stays so, rather than mount again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  // A failure shows when the component renders, with its error boundary.
  const preload = (): Promise<void> =>
    fetchCode().then(
      () => undefined,
      () => undefined,
    );
  const whenLoaded = (run: () => void) => {
    if (loaded !== undefined) run();
    else void preload().then(run);
  };
  return [Preloadable, preload, whenLoaded] as const;
};
