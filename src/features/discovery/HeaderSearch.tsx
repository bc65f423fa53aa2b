import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prepareCatalogueSearch } from '@/features/restaurants/restaurantsSlice';
import { earlySearchAttribute } from '@/speed/earlyInput/earlySearch';
import { fetchOnReach } from '@/speed/fetchOnReach';
import { EARLY_SEARCH_PLAN, selectStartsSearchEarly } from './listSearch';
import { searchTextChanged, searchTextCleared, selectSearchText } from './searchSlice';

export const WIDE_PLACEHOLDER = 'Search restaurants, cuisines, or locations...';
export const NARROW_PLACEHOLDER = 'Search restaurants...';

const EARLY_SEARCH = earlySearchAttribute(EARLY_SEARCH_PLAN);

/**
 * The header's search field: every change goes to the store. The results are on the home list,
 * where typing on another page takes the diner (discoveryUrl.ts).
 */
export function HeaderSearch() {
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectSearchText);
  // Narrow on the first render, as in the prerendered HTML; a hydrated attribute is never patched.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'));
  // A large catalogue's search (its code and first fragments), loading while the diner starts to type.
  const reach = fetchOnReach({ data: () => dispatch(prepareCatalogueSearch()) });
  // Keys typed before the page's script runs start that search too (earlySearch.inline.js).
  const early = useAppSelector(selectStartsSearchEarly) ? EARLY_SEARCH : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    dispatch(searchTextChanged(event.target.value));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text) dispatch(searchTextCleared());
  };

  // The list already follows every keystroke; Enter has nothing left to submit.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        borderRadius: 999,
        bgcolor: 'background.default',
        // A clear ring while the field has focus: its 1px border alone changes too little.
        '&:focus-within': { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <SearchRoundedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      <InputBase
        type="search"
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        {...reach}
        placeholder={isWide ? WIDE_PLACEHOLDER : NARROW_PLACEHOLDER}
        inputProps={{ 'aria-label': 'Search restaurants', ...early }}
        sx={{ flex: 1, py: 0.5 }}
      />
    </Paper>
  );
}
