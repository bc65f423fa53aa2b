import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { discoveryUrlOpened } from '@/features/discovery/discoveryActions';
import { discoveryReset } from '@/features/filters/discoveryActions';

export interface SearchState {
  /** What the diner typed in the header search, as typed. */
  text: string;
}

const initialState: SearchState = { text: '' };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(discoveryReset, () => initialState)
      .addCase(discoveryUrlOpened, (state, action) => {
        state.text = action.payload.text;
      });
  },
  selectors: {
    selectSearchText: (state) => state.text,
  },
});

export const { searchTextChanged } = searchSlice.actions;
export const { selectSearchText } = searchSlice.selectors;
