import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GeoPoint } from '@/lib/geo';
import { discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { nearMeRequested } from './nearMe';

/**
 * Where the diner looks: near them (a position, rounded to about 1 km) or in one of the
 * catalogue's cities, or anywhere (both null). The two are alternatives: choosing one drops the
 * other. The request for the position is tracked apart, so a failed one changes nothing else.
 */
export interface LocationState {
  city: string | null;
  position: GeoPoint | null;
  request: {
    status: 'idle' | 'pending' | 'succeeded' | 'failed';
    /** What went wrong, in words for the diner, while `status` is 'failed'. */
    error: string | null;
  };
}

const initialState: LocationState = {
  city: null,
  position: null,
  request: { status: 'idle', error: null },
};

export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    /** The Location menu: one of the catalogue's cities. */
    cityChosen(state, action: PayloadAction<string>) {
      state.city = action.payload;
      state.position = null;
    },
    /** The Location menu: anywhere, no city and no position. */
    anywhereChosen(state) {
      state.city = null;
      state.position = null;
    },
    /** The diner closed the message about a failed request. */
    positionErrorDismissed(state) {
      if (state.request.status === 'failed') state.request = { status: 'idle', error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(nearMeRequested.pending, (state) => {
        state.request = { status: 'pending', error: null };
      })
      .addCase(nearMeRequested.fulfilled, (state, { payload }) => {
        // The same place again keeps the list as it is (the same array from its selector).
        if (state.position?.lat !== payload.lat || state.position.lng !== payload.lng)
          state.position = payload;
        state.city = null;
        state.request = { status: 'succeeded', error: null };
      })
      .addCase(nearMeRequested.rejected, (state, { payload }) => {
        state.request = { status: 'failed', error: payload ?? 'Your position could not be found.' };
      })
      // Clear Filters in the empty state: a city filters the list like any filter.
      .addCase(discoveryReset, (state) => {
        state.city = null;
      })
      .addCase(discoveryUrlOpened, (state, { payload }) => {
        state.city = payload.city;
        state.position = payload.near;
      });
  },
  selectors: {
    selectChosenCity: (state) => state.city,
    selectPosition: (state) => state.position,
    selectPositionRequest: (state) => state.request,
  },
});

export const { cityChosen, anywhereChosen, positionErrorDismissed } = locationSlice.actions;
export const { selectChosenCity, selectPosition, selectPositionRequest } = locationSlice.selectors;
