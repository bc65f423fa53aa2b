import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { allRestaurantsRequested, discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  filtersCleared,
  priceRangeToggled,
} from './filtersSlice';
import { nearMeRequested } from './nearMe';
import { clampPartySize } from '@/features/bookings/partySize';
import type { GeoPoint } from '@/lib/geo';
import {
  DEFAULT_SORT_ORDER,
  FINDER_TIME_OPTIONS,
  LIST_PAGE_SIZE,
  defaultTableWanted,
  type SortOrder,
  type TableWanted,
} from './listOptions';

/**
 * The diner's search of the home list: what they typed, where they look, the table they want
 * (party, day, time), the order and how much of it is shown.
 */
export interface SearchState {
  /** What the diner typed in the header search, as typed. */
  text: string;
  /**
   * Where the diner looks: in one of the catalogue's cities, or near them (a position, rounded
   * to about 1 km), or anywhere (both null). The two are alternatives: choosing one drops the
   * other.
   */
  city: string | null;
  position: GeoPoint | null;
  /** The request for the diner's position, apart: a failed one changes nothing else. */
  positionRequest: {
    status: 'idle' | 'pending' | 'succeeded' | 'failed';
    /** What went wrong, in words for the diner, while `status` is 'failed'. */
    error: string | null;
  };
  table: TableWanted;
  sortOrder: SortOrder;
  /** How many of the matching restaurants the home list shows. */
  listLimit: number;
}

const initialState: SearchState = {
  text: '',
  city: null,
  position: null,
  positionRequest: { status: 'idle', error: null },
  table: defaultTableWanted,
  sortOrder: DEFAULT_SORT_ORDER,
  listLimit: LIST_PAGE_SIZE,
};

/** A city or anywhere was chosen: no position, so no nearest first, and a new list. */
const placeLeft = (state: SearchState) => {
  state.position = null;
  if (state.sortOrder === 'nearest') state.sortOrder = DEFAULT_SORT_ORDER;
  state.listLimit = LIST_PAGE_SIZE;
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    // A new search or order is a new list: it starts again from its first page.
    searchTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
      state.listLimit = LIST_PAGE_SIZE;
    },
    /** Escape in the field: the text goes, and the diner stays where they are. */
    searchTextCleared(state) {
      state.text = '';
      state.listLimit = LIST_PAGE_SIZE;
    },
    sortOrderChanged(state, action: PayloadAction<SortOrder>) {
      state.sortOrder = action.payload;
      state.listLimit = LIST_PAGE_SIZE;
    },
    /** The finder's Party size. */
    tablePartySizeChanged(state, action: PayloadAction<number>) {
      const partySize = clampPartySize(action.payload);
      if (!Number.isNaN(partySize)) state.table.partySize = partySize;
    },
    /** The finder's Date (`YYYY-MM-DD`); an empty field means today. */
    tableDateChanged(state, action: PayloadAction<string>) {
      state.table.date = /^\d{4}-\d{2}-\d{2}$/.test(action.payload) ? action.payload : null;
    },
    /** The finder's Time (`HH:mm`), one of the evening's slots. */
    tableTimeChanged(state, action: PayloadAction<string>) {
      if (FINDER_TIME_OPTIONS.includes(action.payload)) state.table.time = action.payload;
    },
    moreRestaurantsShown(state) {
      state.listLimit += LIST_PAGE_SIZE;
    },
    /** The Location menu: one of the catalogue's cities. */
    cityChosen(state, action: PayloadAction<string>) {
      state.city = action.payload;
      placeLeft(state);
    },
    /** The Location menu: anywhere, no city and no position. */
    anywhereChosen(state) {
      state.city = null;
      placeLeft(state);
    },
    /** The diner closed the message about a failed request for their position. */
    positionErrorDismissed(state) {
      if (state.positionRequest.status === 'failed') state.positionRequest = { status: 'idle', error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      // Clear Filters in the empty state: a city narrows the list like any filter.
      .addCase(discoveryReset, (state) => {
        state.text = '';
        state.city = null;
      })
      // View All: the whole list, wherever it is.
      .addCase(allRestaurantsRequested, (state) => {
        state.text = '';
        state.city = null;
        state.table = defaultTableWanted;
      })
      .addCase(discoveryUrlOpened, (state, { payload }) => {
        state.text = payload.text;
        state.sortOrder = payload.sortOrder;
        state.table = payload.table;
        state.city = payload.city;
        state.position = payload.near;
      })
      .addCase(nearMeRequested.pending, (state) => {
        state.positionRequest = { status: 'pending', error: null };
      })
      // Near Me is asked for to see the nearest first.
      .addCase(nearMeRequested.fulfilled, (state, { payload }) => {
        // The same place again keeps the list as it is (the same array from its selector).
        if (state.position?.lat !== payload.lat || state.position.lng !== payload.lng)
          state.position = payload;
        state.city = null;
        state.positionRequest = { status: 'succeeded', error: null };
        state.sortOrder = 'nearest';
      })
      .addCase(nearMeRequested.rejected, (state, { payload }) => {
        state.positionRequest = { status: 'failed', error: payload ?? 'Your position could not be found.' };
      })
      // A new set of filters, or a new place, is a new list too.
      .addMatcher(
        isAnyOf(
          cuisineToggled,
          priceRangeToggled,
          featureToggled,
          dietaryOptionToggled,
          accessibilityFactToggled,
          filtersCleared,
          discoveryReset,
          allRestaurantsRequested,
          discoveryUrlOpened,
          nearMeRequested.fulfilled,
        ),
        (state) => {
          state.listLimit = LIST_PAGE_SIZE;
        },
      );
  },
  selectors: {
    selectSearchText: (state) => state.text,
    selectSortOrder: (state) => state.sortOrder,
    selectTableWanted: (state) => state.table,
    selectListLimit: (state) => state.listLimit,
    selectChosenCity: (state) => state.city,
    selectPosition: (state) => state.position,
    selectPositionRequest: (state) => state.positionRequest,
  },
});

export const {
  searchTextChanged,
  searchTextCleared,
  sortOrderChanged,
  tablePartySizeChanged,
  tableDateChanged,
  tableTimeChanged,
  moreRestaurantsShown,
  cityChosen,
  anywhereChosen,
  positionErrorDismissed,
} = searchSlice.actions;
export const {
  selectSearchText,
  selectSortOrder,
  selectListLimit,
  selectTableWanted,
  selectChosenCity,
  selectPosition,
  selectPositionRequest,
} = searchSlice.selectors;
