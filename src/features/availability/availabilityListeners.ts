import type { AppStartListening } from '@/app/store';
import { now } from '@/lib/dates';
import { slotsDrawn } from './availabilitySlice';
import { selectUndrawnSlotKeys } from './availabilitySelectors';

/**
 * Draws availability the first time a screen needs times for a restaurant, date and party
 * size. Listeners run within the dispatch that asked for them, so the times are there by the
 * time React renders.
 */
export const startAvailabilityListeners = (startAppListening: AppStartListening) =>
  startAppListening({
    predicate: (_action, state) => selectUndrawnSlotKeys(state, now().toISOString()).length > 0,
    effect: (_action, { dispatch, getState }) => {
      const keys = selectUndrawnSlotKeys(getState(), now().toISOString());
      if (keys.length > 0) dispatch(slotsDrawn(keys));
    },
  });
