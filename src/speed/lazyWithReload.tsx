import { lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router-dom';
import { isChunkLoadError, mayReloadFor, reloadOnce } from '@/lib/chunkRecovery';
import { lazyPreloadable } from './lazyPreloadable';

/** The URL the diner asked for: where a navigation under way is going, or where they are. */
const useRequestedHref = (): string => {
  const pending = useNavigation().location;
  const location = useLocation();
  return createPath(pending ?? location);
};

/**
 * After code failed to load: whether the URL is loading again (chunkRecovery.ts), and the
 * URL. Decided once, on mount, so a re-render while the page goes never flips it.
 */
export const useReloadOnce = (): { href: string; isReloading: boolean } => {
  const requestedHref = useRequestedHref();
  const [href] = useState(requestedHref);
  const [isReloading, setIsReloading] = useState(() => mayReloadFor(href));
  useEffect(() => {
    // Only trying tells whether the attempt can be remembered (storage may refuse the write).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a rare second render, with the error
    if (isReloading && !reloadOnce(href)) setIsReloading(false);
  }, [href, isReloading]);
  return { href, isReloading };
};

/**
 * Stands in for code that could not be loaded: nothing while the URL loads again; once a
 * reload did not help, the error goes on to the route's error page.
 */
function MissingCode({ error }: { error: Error }) {
  const { isReloading } = useReloadOnce();
  if (!isReloading) throw error;
  return null;
}

/**
 * What `load` resolves to; or, when its code could not be loaded, what `withStandIn` makes of a
 * component that loads the URL again. Route modules and `React.lazy` both go through it.
 */
export const loadOrReload = async <T,>(
  load: () => Promise<T>,
  withStandIn: (StandIn: () => ReactElement) => T,
): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    return withStandIn(function StandIn() {
      return <MissingCode error={error} />;
    });
  }
};

/** `React.lazy`, with code that could not be loaded loading the URL again once. */
export const lazyWithReload = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => loadOrReload(load, (StandIn) => ({ default: StandIn })));

/** `lazyPreloadable`, with code that could not be loaded loading the URL again once. */
export const lazyPreloadableWithReload = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPreloadable<P>(() => loadOrReload<ComponentType<P>>(load, (StandIn) => StandIn));
