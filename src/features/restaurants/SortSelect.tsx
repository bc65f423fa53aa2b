import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSortOrder, sortOrderChanged } from './restaurantsSlice';
import { SORT_OPTIONS } from './sortOptions';

/** Chooses the order of the home list. */
export function SortSelect() {
  const dispatch = useAppDispatch();
  const sortOrder = useAppSelector(selectSortOrder);

  const handleChange = (value: string) => {
    const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
    if (option) dispatch(sortOrderChanged(option.value));
  };

  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={sortOrder}
      onChange={(event) => handleChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {SORT_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
