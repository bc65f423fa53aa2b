import type { AppStartListening } from '@/app/store';
import { now } from '@/lib/dates';
import { selectAllSlotDraws, slotsDrawn } from './availabilitySlice';
import { selectUndrawnSlotKeys } from './availabilitySelectors';
import type { DrawsStorage } from './drawsStorage';

/**
 * Draws availability the first time a screen needs times for a restaurant, date and party
 * size. Listeners run within the dispatch that asked for them, so the times are there by the
 * time React renders. Every draw is kept in `storage` at once, for the next page this tab loads.
 */
export const startAvailabilityListeners = (startAppListening: AppStartListening, storage: DrawsStorage) => {
  startAppListening({
    actionCreator: slotsDrawn,
    effect: (_action, { getState }) => storage.save(selectAllSlotDraws(getState())),
  });
  startAppListening({
    predicate: (_action, state) => selectUndrawnSlotKeys(state, now().toISOString()).length > 0,
    effect: (_action, { dispatch, getState }) => {
      const keys = selectUndrawnSlotKeys(getState(), now().toISOString());
      if (keys.length > 0) dispatch(slotsDrawn(keys));
    },
  });
};
