import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { partySizeChanged } from './draftActions';
import { selectPartySize } from './draftSelectors';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { largePartyLead } from '@/features/restaurants/largeParty';
import { formatGuests, phoneHref } from '@/lib/format';

const stepButtonSx = { border: 1, borderColor: 'divider' } as const;

interface PartySizeStepperProps {
  /** Whom a party larger than a table takes can call instead. */
  restaurant?: { name: string; phone: string };
}

/**
 * Minus and plus buttons around the party size, clamped to 1..10 (docs/product.md#party-size);
 * at 10, whom to call for a larger party.
 */
export function PartySizeStepper({ restaurant }: PartySizeStepperProps = {}) {
  const dispatch = useAppDispatch();
  const partySize = useAppSelector(selectPartySize);
  const labelId = useId();
  const hintId = useId();
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const canDecrease = partySize > MIN_PARTY_SIZE;
  const canIncrease = partySize < MAX_PARTY_SIZE;

  const handleChange = (next: number) => {
    dispatch(partySizeChanged(next));
    // A button that becomes disabled drops keyboard focus; hand it to the other one.
    if (next <= MIN_PARTY_SIZE) increaseRef.current?.focus();
    if (next >= MAX_PARTY_SIZE) decreaseRef.current?.focus();
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Party size
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <IconButton
          ref={decreaseRef}
          aria-label="Decrease party size"
          disabled={!canDecrease}
          onClick={() => handleChange(partySize - 1)}
          sx={stepButtonSx}
        >
          <RemoveRoundedIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          aria-atomic
          sx={{ minWidth: '5.5em', textAlign: 'center', fontWeight: 600, fontSize: 'h6.fontSize' }}
        >
          {formatGuests(partySize)}
        </Typography>
        <IconButton
          ref={increaseRef}
          aria-label="Increase party size"
          disabled={!canIncrease}
          onClick={() => handleChange(partySize + 1)}
          sx={stepButtonSx}
        >
          <AddRoundedIcon />
        </IconButton>
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Maximum {MAX_PARTY_SIZE} guests per table
      </Typography>
      {/* Announced as it appears, at the most a table takes. */}
      <Box aria-live="polite">
        {restaurant && !canIncrease && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {largePartyLead(restaurant.name)}{' '}
            <Link href={phoneHref(restaurant.phone)}>{restaurant.phone}</Link>.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
