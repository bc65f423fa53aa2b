import { memo } from 'react';
import { formatTime12 } from '@/lib/dates';

/** The accessible name of a slot: its time and whether it can be booked. */
const slotLabel = (time: string, available: boolean) =>
  `${formatTime12(time)}, ${available ? 'available' : 'unavailable'}`;

interface TimeSlotButtonProps {
  time: string;
  available: boolean;
  isSelected: boolean;
  /** The grid's one tab stop. */
  isTabStop: boolean;
  /** Called with the slot's time; the grid's own stable callbacks. */
  onChoose: (time: string) => void;
  onFocusTime: (time: string) => void;
  onElement: (time: string, element: HTMLButtonElement | null) => void;
}

/**
 * One time of the grid, drawn by `timeSlotsSx` (speed/looks/timeSlots.ts) on the grid. Memoised with props that keep their
 * identity, so choosing a time renders the two slots it moves between, not all of them.
 */
export const TimeSlotButton = memo(function TimeSlotButton({
  time,
  available,
  isSelected,
  isTabStop,
  onChoose,
  onFocusTime,
  onElement,
}: TimeSlotButtonProps) {
  return (
    <button
      type="button"
      ref={(element: HTMLButtonElement | null) => onElement(time, element)}
      tabIndex={isTabStop ? 0 : -1}
      aria-label={slotLabel(time, available)}
      aria-pressed={isSelected}
      // Still focusable, unlike `disabled`, so arrowing through the grid reads it out.
      aria-disabled={!available || undefined}
      onFocus={() => onFocusTime(time)}
      onClick={() => {
        if (available) onChoose(time);
      }}
    >
      {formatTime12(time)}
    </button>
  );
});
