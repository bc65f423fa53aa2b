import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Panel } from '@/components/Panel';
import { timeSelected } from '@/features/bookingInProgress/draftActions';
import { selectSelectedDate, selectSelectedTime } from '@/features/bookingInProgress/draftSelectors';
import { useCurrentMinute } from '@/lib/clock';
import { selectDraftSlots } from './availabilitySelectors';
import { emptyWindowAround } from '@/features/watches/watchWindow';
import { formatTime12 } from '@/lib/dates';
import { NextAvailable, NotifyMeLine } from './NextAvailable';
import { TimeSlotButton } from './TimeSlotButton';
import { timeSlotsSx } from '@/speed/looks/timeSlots';
import { fromTheme } from '@/speed/fromTheme';

function SlotMessage({ title, text }: { title: string; text?: string }) {
  return (
    <Panel role="status" isDashed sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {text && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{text}</Typography>}
    </Panel>
  );
}

// Styled once, from the theme: as sx, the grid's look was worked out and hashed again at every
// render, which each day tapped is.
/** The grid with its keyboard hint, which shows while the keyboard is in the grid; its line is kept. */
const Slots = styled('div')({
  '&:not(:has(:focus-visible)) > .keyboard-hint': { visibility: 'hidden' },
});
/** Four columns at most; fewer where a time would not fit, as on a phone or with large text. */
const SlotGrid = styled('div')(
  fromTheme((theme) => ({
    display: 'grid',
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(auto-fill, minmax(max(6rem, calc(25% - 6px)), 1fr))',
    ...timeSlotsSx(theme),
  })),
);
const KeyboardHint = styled('p')(
  fromTheme((theme) => ({
    ...theme.typography.body2,
    margin: 0,
    marginTop: theme.spacing(1),
    color: theme.palette.text.secondary,
  })),
);

/** How many columns the grid shows right now: the buttons on the first one's row. */
const columnCount = (buttons: HTMLElement[]): number => {
  const firstRowTop = buttons[0]?.offsetTop;
  return Math.max(1, buttons.filter((button) => button.offsetTop === firstRowTop).length);
};

/** Where each arrow key takes focus in a grid of `count` slots laid out in `columns` columns. */
const arrowTargets = (index: number, count: number, columns: number): Record<string, number> => ({
  ArrowLeft: index - 1,
  ArrowRight: index + 1,
  ArrowUp: index - columns,
  ArrowDown: index + columns,
  Home: 0,
  End: count - 1,
});

/**
 * The times of the chosen date as a grid of buttons, in 12-hour form. The grid is one tab stop
 * (the chosen time, else the first free one) and the arrow keys move within it, as in the
 * calendar beside it. Taken times stay reachable, so a screen reader can hear which they are,
 * but they cannot be chosen.
 */
export function TimeSlotGrid({
  labelledBy,
  wanted = null,
}: {
  labelledBy?: string;
  /** The table a link asked for (`?date=&time=`): when its date shows and no time near it is free, Notify me. */
  wanted?: { date: string; time: string } | null;
}) {
  const dispatch = useAppDispatch();
  const at = useCurrentMinute();
  const date = useAppSelector(selectSelectedDate);
  const slots = useAppSelector((state) => selectDraftSlots(state, at));
  const selectedTime = useAppSelector(selectSelectedTime);
  const hasAvailableSlot = slots.some((slot) => slot.available);
  const [focusedTime, setFocusedTime] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  // Stable callbacks: a time tap renders 2-3 of 21 slots, 176 -> 120 ms INP (4x CPU, median of 5).
  const handleChoose = useCallback((time: string) => dispatch(timeSelected(time)), [dispatch]);
  const handleElement = useCallback((time: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(time, element);
    else buttons.current.delete(time);
  }, []);

  if (date === null) return <SlotMessage title="Please select a date first" />;
  if (!hasAvailableSlot) {
    return (
      <>
        <SlotMessage
          title="No available times for this date"
          text="Please try a different date or party size"
        />
        <NextAvailable date={date} at={at} />
      </>
    );
  }

  const emptyWindow = wanted?.date === date ? emptyWindowAround(slots, wanted.time) : null;
  const times = slots.map((slot) => slot.time);
  const firstAvailable = slots.find((slot) => slot.available)?.time;
  const tabStop = [focusedTime, selectedTime, firstAvailable].find(
    (time): time is string => time !== null && time !== undefined && times.includes(time),
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = times.findIndex((time) => buttons.current.get(time) === event.target);
    if (index < 0) return;
    const inOrder = times.flatMap((time) => buttons.current.get(time) ?? []);
    const target = arrowTargets(index, times.length, columnCount(inOrder))[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const time = times[target];
    if (time !== undefined) buttons.current.get(time)?.focus();
  };

  return (
    <>
      {emptyWindow && wanted && (
        <Box sx={{ mb: 2 }}>
          <NotifyMeLine
            date={date}
            time={wanted.time}
            text={`No table from ${formatTime12(emptyWindow.from)} to ${formatTime12(emptyWindow.to)}. Hear when one opens:`}
          />
        </Box>
      )}
      <Slots>
        {/* Arrow keys bubble up from the slot buttons, which hold the focus. */}
        <SlotGrid
          role="group"
          aria-labelledby={labelledBy}
          aria-describedby={hintId}
          onKeyDown={handleKeyDown}
        >
          {slots.map(({ time, available }) => (
            <TimeSlotButton
              key={time}
              time={time}
              available={available}
              isSelected={time === selectedTime}
              isTabStop={time === tabStop}
              onChoose={handleChoose}
              onFocusTime={setFocusedTime}
              onElement={handleElement}
            />
          ))}
        </SlotGrid>
        <KeyboardHint id={hintId} className="keyboard-hint">
          Arrow keys move between times; Enter or Space chooses one.
        </KeyboardHint>
      </Slots>
    </>
  );
}
