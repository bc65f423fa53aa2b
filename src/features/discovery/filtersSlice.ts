import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessibilityFact, DietaryOption } from '@/data/catalogueValues';
import type { PriceRange } from '@/data/types';
import { allRestaurantsRequested, discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { emptyFilters, type FiltersState } from './listOptions';

/** Adds the value when absent, removes it when present. */
const toggle = <T>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export const filtersSlice = createSlice({
  name: 'filters',
  initialState: emptyFilters,
  reducers: {
    cuisineToggled(state, action: PayloadAction<string>) {
      state.cuisines = toggle(state.cuisines, action.payload);
    },
    priceRangeToggled(state, action: PayloadAction<PriceRange>) {
      state.priceRanges = toggle(state.priceRanges, action.payload);
    },
    featureToggled(state, action: PayloadAction<string>) {
      state.features = toggle(state.features, action.payload);
    },
    dietaryOptionToggled(state, action: PayloadAction<DietaryOption>) {
      state.dietaryOptions = toggle(state.dietaryOptions, action.payload);
    },
    accessibilityFactToggled(state, action: PayloadAction<AccessibilityFact>) {
      state.accessibility = toggle(state.accessibility, action.payload);
    },
    filtersCleared() {
      return emptyFilters;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(discoveryReset, () => emptyFilters)
      .addCase(allRestaurantsRequested, () => emptyFilters)
      .addCase(discoveryUrlOpened, (_state, { payload: { filters } }): FiltersState => ({
        cuisines: [...filters.cuisines],
        priceRanges: [...filters.priceRanges],
        features: [...filters.features],
        dietaryOptions: [...filters.dietaryOptions],
        accessibility: [...filters.accessibility],
      }));
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const {
  cuisineToggled,
  priceRangeToggled,
  featureToggled,
  dietaryOptionToggled,
  accessibilityFactToggled,
  filtersCleared,
} = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
