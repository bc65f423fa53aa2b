import { selectDraftSlotKey } from '@/features/availability/availabilitySelectors';
import { selectSlotDraws, slotsDrawn } from '@/features/availability/availabilitySlice';
import { slotKey } from '@/features/availability/slotDraws';
import { bookingDraftRestored } from '@/features/bookingInProgress/draftActions';
import {
  DRAFT_CARRY_OVER_KEY,
  parseCarriedDraft,
  serializeCarriedDraft,
} from '@/features/bookingInProgress/draftCarryOver';
import { carryOverOnReload, takeCarriedOver } from '@/lib/chunkRecovery';
import { routerAttached, type AppStartListening } from './listenerMiddleware';
import type { RootState } from './store';

/**
 * The booking in progress, and the times it was offered, carried over a reload the site makes
 * itself when code it needs is gone (src/lib/chunkRecovery.ts). They come back once the router
 * is attached: src/main.tsx takes the state a prerendered page hydrates from before that, so
 * hydration matches the HTML and the page then shows the diner's choices. Returns a function
 * that stops it.
 */
export const startReloadCarryOver = (startAppListening: AppStartListening, getState: () => RootState) => {
  const stopSaving = carryOverOnReload((keep) => {
    const state = getState();
    const { draft } = state.bookings;
    if (draft.restaurantId === null) return;
    const key = selectDraftSlotKey(state);
    const draws = key === null ? null : (selectSlotDraws(state, key) ?? null);
    keep(DRAFT_CARRY_OVER_KEY, serializeCarriedDraft({ draft, draws }));
  });
  const stopRestoring = startAppListening({
    actionCreator: routerAttached,
    effect: (_action, { dispatch, unsubscribe }) => {
      unsubscribe();
      const carried = parseCarriedDraft(takeCarriedOver(DRAFT_CARRY_OVER_KEY));
      if (carried === null) return;
      const { draft, draws } = carried;
      if (draws !== null && draft.restaurantId !== null && draft.date !== null) {
        // Drawn before the draft returns, so no fresh draw replaces them; an evening with more
        // slots than were carried draws the rest afresh.
        let next = 0;
        const key = slotKey({
          restaurantId: draft.restaurantId,
          date: draft.date,
          partySize: draft.partySize,
        });
        dispatch(slotsDrawn([key], () => draws[next++] ?? Math.random()));
      }
      dispatch(bookingDraftRestored(draft));
    },
  });
  return () => {
    stopSaving();
    stopRestoring();
  };
};
