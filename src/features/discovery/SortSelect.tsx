import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prepareCatalogueSearch } from '@/features/restaurants/restaurantsSlice';
import { fetchOnReach } from '@/speed/fetchOnReach';
import { SORT_OPTIONS } from './listOptions';
import { selectPosition } from './searchSlice';
import { selectSortOrder, sortOrderChanged } from './searchSlice';

/**
 * Chooses the order of the home list. A native <select> styled by the theme: phones show their
 * own picker, keyboards and screen readers know it, and the home page carries no select code.
 */
export function SortSelect() {
  const dispatch = useAppDispatch();
  const sortOrder = useAppSelector(selectSortOrder);
  // Nearest first needs to know where the diner is (Near Me).
  const hasPosition = useAppSelector(selectPosition) !== null;
  const options = hasPosition ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== 'nearest');
  const selectId = useId();
  // Another order over a large catalogue is its search's: loading while the diner picks one.
  const reach = fetchOnReach({ data: () => dispatch(prepareCatalogueSearch()) });

  const handleChange = (value: string) => {
    const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
    if (option) dispatch(sortOrderChanged(option.value));
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography
        component="label"
        htmlFor={selectId}
        variant="body2"
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        Sort by
      </Typography>
      <Box
        component="select"
        id={selectId}
        value={sortOrder}
        onChange={(event) => handleChange(event.target.value)}
        {...reach}
        sx={{
          font: 'inherit',
          typography: 'body2',
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          minHeight: 40,
          px: 1.5,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.secondary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
