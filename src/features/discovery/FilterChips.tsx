import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  priceRangeToggled,
  selectFilters,
} from './filtersSlice';
import { RemovableChip } from '@/speed/looks/RemovableChip';

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
            ref={(element: HTMLButtonElement | null) => {
              if (element) chipElements.current.set(chip.key, element);
              else chipElements.current.delete(chip.key);
            }}
            label={chip.label}
            aria-label={`Remove ${chip.label} filter`}
            onDelete={() => handleRemove(index)}
          />
        </li>
      ))}
    </Box>
  );
}
