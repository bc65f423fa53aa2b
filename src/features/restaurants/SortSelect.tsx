import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSortOrder, sortOrderChanged } from './restaurantsSlice';
import { SORT_OPTIONS } from './sortOptions';

/**
 * Chooses the order of the home list. A native select: phones show their own picker, and it
 * spares the home page the code of MUI's menu-based Select.
 */
export function SortSelect() {
  const dispatch = useAppDispatch();
  const sortOrder = useAppSelector(selectSortOrder);
  const selectId = useId();

  const handleChange = (value: string) => {
    const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
    if (option) dispatch(sortOrderChanged(option.value));
  };

  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={selectId} shrink>
        Sort by
      </InputLabel>
      <NativeSelect
        value={sortOrder}
        onChange={(event) => handleChange(event.target.value)}
        input={<OutlinedInput label="Sort by" notched id={selectId} />}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
