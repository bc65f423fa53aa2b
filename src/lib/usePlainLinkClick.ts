import { useCallback, useContext, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * A click handler for plain links (`<a href>`) that move within the app, as React Router's Link
 * does, at the cost of one hook for all of them: a plain click navigates; a click with a modifier
 * key or another button, a link to another site, a new tab or a download is left to the browser.
 * For lists of many links (a card's times): a Link each runs its own router hooks on every render
 * of the list. Before hydration the links work as they are.
 */
export const usePlainLinkClick = () => {
  // The router itself, from a context that never changes: useNavigate() also reads the route's
  // context, which changes with every URL (a keystroke, a tick, Show more), and would render
  // every card's times again each time, memo or not.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const link = event.currentTarget;
      if (!router || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void router.navigate(url.pathname + url.search + url.hash);
    },
    [router],
  );
};
