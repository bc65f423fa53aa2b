import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import {
  cuisineToggled,
  featureToggled,
  filtersCleared,
  priceRangeToggled,
} from './filtersSlice';
import { DEFAULT_SORT_ORDER, LIST_PAGE_SIZE, type SortOrder } from './listOptions';

/** The diner's search of the home list: what they typed, the order and how much of it is shown. */
export interface SearchState {
  /** What the diner typed in the header search, as typed. */
  text: string;
  sortOrder: SortOrder;
  /** How many of the matching restaurants the home list shows. */
  listLimit: number;
}

const initialState: SearchState = { text: '', sortOrder: DEFAULT_SORT_ORDER, listLimit: LIST_PAGE_SIZE };

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
    moreRestaurantsShown(state) {
      state.listLimit += LIST_PAGE_SIZE;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(discoveryReset, (state) => {
        state.text = '';
      })
      .addCase(discoveryUrlOpened, (state, { payload }) => {
        state.text = payload.text;
        state.sortOrder = payload.sortOrder;
      })
      // So is a new set of filters.
      .addMatcher(
        isAnyOf(
          cuisineToggled,
          priceRangeToggled,
          featureToggled,
          filtersCleared,
          discoveryReset,
          discoveryUrlOpened,
        ),
        (state) => {
          state.listLimit = LIST_PAGE_SIZE;
        },
      );
  },
  selectors: {
    selectSearchText: (state) => state.text,
    selectSortOrder: (state) => state.sortOrder,
    selectListLimit: (state) => state.listLimit,
  },
});

export const { searchTextChanged, searchTextCleared, sortOrderChanged, moreRestaurantsShown } =
  searchSlice.actions;
export const { selectSearchText, selectSortOrder, selectListLimit } = searchSlice.selectors;
