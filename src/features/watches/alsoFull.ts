import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { RestaurantSummary } from '@/data/types';
import { hasFreeTable } from '@/features/availability/availabilitySelectors';
import { selectAllSlotDraws } from '@/features/availability/availabilitySlice';
import { slotKey } from '@/features/availability/slotDraws';
import { selectShownRestaurants } from '@/features/discovery/discoverySelectors';
import { ownValue } from '@/lib/ownValue';

const createAppSelector = createSelector.withTypes<RootState>();

/**
 * The cards on the home list whose evening is also full for a party, as this visit drew it: what
 * the watch dialog offers to add in one step. A card whose times are not drawn is not known to
 * be full, so it is not offered.
 */
export const selectAlsoFullRestaurants = createAppSelector(
  [
    selectShownRestaurants,
    selectAllSlotDraws,
    (_state: RootState, date: string) => date,
    (_state: RootState, _date: string, partySize: number) => partySize,
    (_state: RootState, _date: string, _partySize: number, at: string) => at,
  ],
  (shown, draws, date, partySize, at): RestaurantSummary[] =>
    shown.filter(({ id }) => {
      const dayDraws = ownValue(draws, slotKey({ restaurantId: id, date, partySize }));
      return dayDraws !== undefined && !hasFreeTable(dayDraws, date, partySize, at);
    }),
);
