import type { ComponentProps, KeyboardEvent } from 'react';
import { alpha, styled } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';

/**
 * Lookalike of MUI's small outlined primary Chip with a delete icon (@mui/material 9.5.0), drawn
 * by one styled button: the first tick of a filter mounted MUI's Chip and computed its styles
 * within the tap (tick a cuisine 128 -> 88 ms INP at 4x CPU, medians of 3, 946cbc7).
 */
const ChipButton = styled('button')(({ theme }) => ({
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

interface RemovableChipProps extends Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'onKeyDown'> {
  label: string;
  /** A click, Backspace or Delete: as MUI's Chip with `onDelete`. */
  onDelete: () => void;
}

/** A chip the diner removes: its label, then the delete icon. */
export function RemovableChip({ label, onDelete, ...props }: RemovableChipProps) {
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    onDelete();
  };
  return (
    <ChipButton type="button" onClick={onDelete} onKeyDown={handleKeyDown} {...props}>
      {label}
      <CancelIcon aria-hidden />
    </ChipButton>
  );
}
