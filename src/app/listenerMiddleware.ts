import {
  createAction,
  createListenerMiddleware,
  type Dispatch,
  type ListenerMiddlewareInstance,
  type Middleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router-dom';
import type { AppDispatch, RootState } from './store';

/** Where the diner is, and the way to take them elsewhere: the app's data router, once it exists. */
export interface Navigation {
  router: DataRouter | undefined;
}

/** Services listeners reach through `extra`. */
export interface ListenerExtra {
  navigation: Navigation;
}

/** `startListening` of a store's listener middleware, typed for this app. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

/** The router now sits in `extra.navigation`: listeners may follow it and navigate through it. */
export const routerAttached = createAction('navigation/routerAttached');

/**
 * A store's listener middleware (one per store, so that tests never share listeners), with the
 * way to hand its listeners the router: that is made after the store, once the first page's
 * code is in (src/main.tsx), or by a test around its store.
 *
 * Each listener gets a listener middleware of its own. RTK keys listeners by an id drawn from
 * Math.random, and browser tests pin Math.random (availability is drawn from it): in one shared
 * middleware every listener would get the same id and only the last one would stay.
 */
export const createAppListenerMiddleware = () => {
  const navigation: Navigation = { router: undefined };
  const extra: ListenerExtra = { navigation };
  const instances: Middleware[] = [];

  // Runs the action through every listener's middleware, in the order they were started.
  const middleware: Middleware = (api) => (next) => (action) =>
    instances.reduceRight<(action: unknown) => unknown>(
      (rest, instance) => instance(api)(rest),
      next,
    )(action);

  type StartListening = ListenerMiddlewareInstance<
    unknown,
    ThunkDispatch<unknown, unknown, UnknownAction>,
    ListenerExtra
  >['startListening'];
  const start = (options: Parameters<StartListening>[0]) => {
    const instance = createListenerMiddleware({ extra });
    instances.push(instance.middleware);
    return instance.startListening(options);
  };
  const startListening = Object.assign(start, { withTypes: () => start }) as StartListening;

  const attachRouter = (dispatch: Dispatch, router: DataRouter) => {
    navigation.router = router;
    dispatch(routerAttached());
  };
  return { middleware, startListening, attachRouter };
};
