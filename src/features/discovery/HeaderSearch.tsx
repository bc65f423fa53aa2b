import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import {
  discoveryHomeLocation,
  discoveryNavigationState,
} from './discoveryLocation';
import { selectDiscovery } from './discoverySelectors';
import { RESTAURANT_LIST_ID, paths } from '@/lib/routes';
import { searchTextChanged, selectSearchText } from './searchSlice';

export const WIDE_PLACEHOLDER = 'Search restaurants, cuisines, or locations...';
export const NARROW_PLACEHOLDER = 'Search restaurants...';

/** The header's search field: every change goes to the store, and the results are on the home list. */
export function HeaderSearch() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const text = useAppSelector(selectSearchText);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Narrow on the first render, as in the prerendered HTML; a hydrated attribute is never patched.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    dispatch(searchTextChanged(event.target.value));
    // The results live on the home list; take the diner to them from any other page, at the
    // address of the list as it now is (search, filters and sort). Leaving the home page, the
    // browser's address moves on a moment before the page does: either says "elsewhere".
    if (pathname !== paths.home || window.location.pathname !== paths.home) {
      navigate(discoveryHomeLocation(selectDiscovery(store.getState()), RESTAURANT_LIST_ID), {
        state: discoveryNavigationState,
      });
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text) dispatch(searchTextChanged(''));
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
        placeholder={isWide ? WIDE_PLACEHOLDER : NARROW_PLACEHOLDER}
        inputProps={{ 'aria-label': 'Search restaurants' }}
        sx={{ flex: 1, py: 0.5 }}
      />
    </Paper>
  );
}
