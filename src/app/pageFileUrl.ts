import type { RouterState } from 'react-router-dom';
import { pageUrlOf } from '@/lib/routes';
import { routerAttached, type AppStartListening } from './listenerMiddleware';

/**
 * The URL of one of the build's page files (`/help.html`, `/restaurant/1/index.html`), which
 * static hosts answer with that page and HTTP 200, is replaced by the page's own URL as soon
 * as the router has it: the page shown is then the one the host answered for
 * (docs/product.md#not-found-and-errors).
 */
export const startPageFileUrl = (startAppListening: AppStartListening) => {
  let stopFollowingRouter: (() => void) | undefined;
  startAppListening({
    actionCreator: routerAttached,
    effect: (_action, { extra }) => {
      stopFollowingRouter?.();
      const { router } = extra.navigation;
      if (!router) return;
      let seenLocation: RouterState['location'] | undefined;
      const follow = ({ location }: RouterState) => {
        if (location === seenLocation) return;
        seenLocation = location;
        const page = pageUrlOf(location.pathname);
        if (page === location.pathname) return;
        void router.navigate(
          { pathname: page, search: location.search, hash: location.hash },
          { replace: true },
        );
      };
      follow(router.state);
      stopFollowingRouter = router.subscribe(follow);
    },
  });
};
