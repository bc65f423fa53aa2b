import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { allRestaurantsRequested, discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { cuisineToggled, featureToggled, filtersCleared, priceRangeToggled } from './filtersSlice';
import { anywhereChosen, cityChosen } from './locationSlice';
import { nearMeRequested } from './nearMe';
import { clampPartySize } from '@/features/bookings/partySize';
import {
  DEFAULT_SORT_ORDER,
  FINDER_TIME_OPTIONS,
  LIST_PAGE_SIZE,
  defaultTableWanted,
  type SortOrder,
  type TableWanted,
} from './listOptions';

/**
 * The diner's search of the home list: what they typed, the table they want (party, day,
 * time), the order and how much of it is shown.
 */
export interface SearchState {
  /** What the diner typed in the header search, as typed. */
  text: string;
  table: TableWanted;
  sortOrder: SortOrder;
  /** How many of the matching restaurants the home list shows. */
  listLimit: number;
}

const initialState: SearchState = {
  text: '',
  table: defaultTableWanted,
  sortOrder: DEFAULT_SORT_ORDER,
  listLimit: LIST_PAGE_SIZE,
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
  },
  extraReducers: (builder) => {
    builder
      .addCase(discoveryReset, (state) => {
        state.text = '';
      })
      .addCase(allRestaurantsRequested, (state) => {
        state.text = '';
        state.table = defaultTableWanted;
      })
      .addCase(discoveryUrlOpened, (state, { payload }) => {
        state.text = payload.text;
        state.sortOrder = payload.sortOrder;
        state.table = payload.table;
      })
      // Near Me is asked for to see the nearest first.
      .addCase(nearMeRequested.fulfilled, (state) => {
        state.sortOrder = 'nearest';
      })
      // Without a position there is no nearest.
      .addMatcher(isAnyOf(cityChosen, anywhereChosen), (state) => {
        if (state.sortOrder === 'nearest') state.sortOrder = DEFAULT_SORT_ORDER;
      })
      // So is a new set of filters, or a new place.
      .addMatcher(
        isAnyOf(
          cuisineToggled,
          priceRangeToggled,
          featureToggled,
          filtersCleared,
          discoveryReset,
          allRestaurantsRequested,
          discoveryUrlOpened,
          cityChosen,
          anywhereChosen,
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
} = searchSlice.actions;
export const { selectSearchText, selectSortOrder, selectListLimit, selectTableWanted } =
  searchSlice.selectors;
