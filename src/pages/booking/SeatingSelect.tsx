import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { SeatingArea } from '@/data/catalogueValues';
import { isSeatingArea } from '@/features/bookingInProgress/bookingDraft';
import { seatingPreferenceChosen } from '@/features/bookingInProgress/draftActions';
import { selectSeatingPreference } from '@/features/bookingInProgress/draftSelectors';

/**
 * Where the diner would like to sit, among the restaurant's areas; "No preference" by default.
 * The platform's own select, as for the occasion.
 */
export const SeatingSelect = memo(function SeatingSelect({ areas }: { areas: readonly SeatingArea[] }) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectSeatingPreference);
  const id = useId();
  const helperId = useId();
  // A preference this restaurant has no area for (left from another) reads as none.
  const value = chosen !== null && areas.includes(chosen) ? chosen : '';
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        Seating preference
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const area = event.target.value;
          dispatch(seatingPreferenceChosen(isSeatingArea(area) ? area : null));
        }}
        input={<OutlinedInput label="Seating preference" notched />}
        inputProps={{ 'aria-describedby': helperId }}
      >
        <option value="">No preference</option>
        {areas.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helperId}>
        A request, not a promise: the restaurant seats you where it can.
      </FormHelperText>
    </FormControl>
  );
});
