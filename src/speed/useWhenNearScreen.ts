import { useCallback } from 'react';
import { whenIdle } from './scheduling';

/**
 * A ref callback that calls `onNear` once, the first time its element comes within a screen's
 * height below the viewport (or onto it): for fetching what a control will need while the diner
 * scrolls towards it, not in the tap. Does nothing where the browser has no IntersectionObserver.
 */
export const useWhenNearScreen = (onNear: () => void) =>
  useCallback(
    (element: Element | null) => {
      if (!element || typeof IntersectionObserver !== 'function') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          onNear();
        },
        { rootMargin: '0px 0px 100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onNear],
  );

/**
 * The ref a control's wrapper takes to fetch what its tap needs once it comes within a screen's
 * height below the viewport, at idle time. `fetch` keeps its identity (`useCallback`): the
 * element is watched again when it changes.
 */
export const useFetchNearScreen = (fetch: () => void) =>
  useWhenNearScreen(useCallback(() => void whenIdle().then(fetch), [fetch]));
