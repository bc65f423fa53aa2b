import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ContactField } from '@/features/bookingInProgress/bookingDraft';
import { OCCASIONS } from '@/features/bookings/occasion';

interface OccasionSelectProps {
  value: string;
  onValue: (field: ContactField, value: string) => void;
}

/**
 * The booking's occasion, optional. The platform's own select: it works by keyboard and screen
 * reader everywhere, and brings no menu or popover code to the form.
 */
export const OccasionSelect = memo(function OccasionSelect({ value, onValue }: OccasionSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        Occasion
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onValue('occasion', event.target.value)}
        input={<OutlinedInput label="Occasion" notched />}
      >
        <option value="">None</option>
        {OCCASIONS.map((occasion) => (
          <option key={occasion.value} value={occasion.value}>
            {occasion.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
});
