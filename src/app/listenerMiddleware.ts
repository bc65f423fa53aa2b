import {
  createAction,
  createListenerMiddleware,
  type Dispatch,
  type TypedStartListening,
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
 */
export const createAppListenerMiddleware = () => {
  const navigation: Navigation = { router: undefined };
  const extra: ListenerExtra = { navigation };
  const { middleware, startListening } = createListenerMiddleware({ extra });
  const attachRouter = (dispatch: Dispatch, router: DataRouter) => {
    navigation.router = router;
    dispatch(routerAttached());
  };
  return { middleware, startListening, attachRouter };
};
