import type { AppStartListening } from '@/app/store';
import { now } from '@/lib/dates';
import { whenIdle } from '@/speed/scheduling';
import { selectAllSlotDraws, slotsDrawn } from './availabilitySlice';
import { selectUndrawnSlotKeys } from './availabilitySelectors';
import type { DrawsStorage } from './drawsStorage';

/**
 * Draws availability the first time a screen needs times for a restaurant, date and party
 * size. Listeners run within the dispatch that asked for them, so the times are there by the
 * time React renders. The draws are kept in `storage`, for the next page this tab loads: once
 * the page is idle after them (writing them all is a long task: 100 ms of a filter tick at
 * night, 4x CPU, when it ran inside the tick), and at once if the page is hidden or left first.
 */
export const startAvailabilityListeners = (startAppListening: AppStartListening, storage: DrawsStorage) => {
  let unsaved: Readonly<Record<string, readonly number[]>> | null = null;
  const saveNow = () => {
    if (unsaved === null) return;
    storage.save(unsaved);
    setUnsaved(null);
  };
  const saveIfHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  const setUnsaved = (draws: typeof unsaved) => {
    const target = globalThis.window as Window | undefined;
    if (draws !== null && unsaved === null) {
      target?.addEventListener('pagehide', saveNow);
      target?.document.addEventListener('visibilitychange', saveIfHidden);
    } else if (draws === null && unsaved !== null) {
      target?.removeEventListener('pagehide', saveNow);
      target?.document.removeEventListener('visibilitychange', saveIfHidden);
    }
    unsaved = draws;
  };

  startAppListening({
    actionCreator: slotsDrawn,
    effect: async (_action, { cancelActiveListeners, getState, pause }) => {
      setUnsaved(selectAllSlotDraws(getState()));
      // Prerendering: no page to wait for (and no storage either).
      if (globalThis.window === undefined) return saveNow();
      // Draws made meanwhile save once, the latest.
      cancelActiveListeners();
      await pause(whenIdle());
      saveNow();
    },
  });
  startAppListening({
    predicate: (_action, state) => selectUndrawnSlotKeys(state, now().toISOString()).length > 0,
    effect: (_action, { dispatch, getState }) => {
      const keys = selectUndrawnSlotKeys(getState(), now().toISOString());
      if (keys.length > 0) dispatch(slotsDrawn(keys));
    },
  });
};
