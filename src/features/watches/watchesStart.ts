import type { AppStartListening, AppStore } from '@/app/store';
import { whenIdle } from '@/speed/scheduling';
import type { WatchesRuntimeOptions } from './watchesRuntime';
import { isAnyWatchStored } from './watchPresence';
import { WATCHES_STORAGE_KEY } from './watchTypes';

/** The way to the watches' code, which loads in its own chunk: at idle, or when a thunk needs it. */
export interface WatchesAccess {
  /** Resolves once the device's watches are read and kept in step (loading their code once). */
  ready(): Promise<void>;
}

/**
 * The watches' part of a store that stays in the page's first chunk: a few hundred bytes. The
 * rest — reading and writing `localStorage.watches`, other tabs, the check — loads once, in the
 * `watches` chunk: at a visit's start once the page is idle after its first paint
 * (`checkAtIdle`), or as soon as something needs the watches (`ready`).
 */
export const createWatchesAccess = (options: Omit<WatchesRuntimeOptions, 'store' | 'startAppListening'>) => {
  let attached: Pick<WatchesRuntimeOptions, 'store' | 'startAppListening'> | null = null;
  let started: Promise<void> | null = null;
  const ready = (): Promise<void> => {
    if (attached === null) return Promise.reject(new Error('The watches have no store yet.'));
    const context = attached;
    started ??= import(/* webpackChunkName: "watches" */ './watchesRuntime').then(({ startWatchesRuntime }) =>
      startWatchesRuntime({ ...context, ...options }),
    );
    return started;
  };
  return {
    ready,
    /** Hands over the store, made after this (its thunks reach `ready` through their extra argument). */
    attach: (store: AppStore, startAppListening: AppStartListening) => {
      attached = { store, startAppListening };
    },
    /**
     * The check at a visit's start: after the first paint, within one idle period. A device with
     * no watches stored loads none of their code, until another tab stores one or a screen asks.
     */
    checkAtIdle: () => {
      void whenIdle().then(() => {
        if (isAnyWatchStored(options.getBackend)) return ready();
        const onStorage = (event: Event) => {
          if ((event as StorageEvent).key !== WATCHES_STORAGE_KEY) return;
          options.eventTarget?.removeEventListener('storage', onStorage);
          void ready();
        };
        options.eventTarget?.addEventListener('storage', onStorage);
      });
    },
  } satisfies WatchesAccess & Record<string, unknown>;
};
