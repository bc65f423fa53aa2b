import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { bookingWindowAt } from '@/features/bookingInProgress/bookingWindow';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { useCurrentMinute } from '@/lib/clock';
import { formatShortDate, formatTime12 } from '@/lib/dates';
import { formatGuests } from '@/lib/format';
import { selectAlsoFullRestaurants } from './alsoFull';
import { ChoiceGroup } from './ChoiceGroup';
import { NotificationChoice } from './NotificationChoice';
import { startWatch } from './startWatch';
import { addAll, eveningChoices, toggleChoice, windowEnds } from './watchForm';
import { defaultWatchWindow } from './watchWindow';
import { useWatchNames } from './useWatchNames';
import {
  MAX_ACTIVE_WATCHES,
  MAX_WATCH_EVENINGS,
  MAX_WATCH_RESTAURANTS,
  type StartWatchRefusal,
  type Watch,
} from './watchTypes';

/** Where the answer was "full": the table the diner asked for. */
export interface WatchStart {
  restaurantId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm` the diner wanted, or null for none. */
  time: string | null;
  partySize: number;
}

/** Why a watch was not started, as the dialog says it (docs/product.md#watches). */
export const refusalMessages: Record<StartWatchRefusal, string> = {
  duplicate: 'You already watch these restaurants and evenings, at these times, for this party.',
  limit: `You are watching for ${MAX_ACTIVE_WATCHES} tables, the most Tablo keeps. Stop one in My Bookings to start another.`,
  invalid:
    'This watch cannot be started: choose evenings within the next 60 days, a restaurant, and a window that ends after it starts.',
  storage: 'This device would not store the watch (its storage is full or blocked), so it was not started.',
};

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 }, (_, i) => MIN_PARTY_SIZE + i);
const nativeSelect = { select: { native: true } } as const;

interface WatchDialogProps {
  isOpen: boolean;
  start: WatchStart;
  onClose: () => void;
  onStarted: (watch: Watch) => void;
}

/**
 * Sets a watch for a table: the party, up to three evenings, a window of times and up to five
 * restaurants, the cards also full for this choice added in one press. It says how a watch
 * works, and asks for notifications only when its button is pressed. Its code loads when the
 * dialog is first opened (NotifyMeButton).
 */
export function WatchDialog({ isOpen, start, onClose, onStarted }: WatchDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const at = useCurrentMinute();
  const [partySize, setPartySize] = useState(start.partySize);
  const [dates, setDates] = useState<readonly string[]>([start.date]);
  const [times, setTimes] = useState(() => defaultWatchWindow(start.time));
  const [restaurantIds, setRestaurantIds] = useState<readonly string[]>([start.restaurantId]);
  const [refusal, setRefusal] = useState<StartWatchRefusal | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  const evenings = useMemo(() => eveningChoices(start.date, bookingWindowAt(at).last), [start.date, at]);
  const alsoFull = useAppSelector((state) =>
    selectAlsoFullRestaurants(state, start.date, start.partySize, at),
  );
  const candidates = useMemo(
    () => alsoFull.map(({ id }) => id).filter((id) => id !== start.restaurantId),
    [alsoFull, start.restaurantId],
  );
  const restaurantChoices = useMemo(
    () => [start.restaurantId, ...candidates],
    [start.restaurantId, candidates],
  );
  const names = useWatchNames(restaurantChoices);
  const toAdd = addAll(restaurantIds, candidates, MAX_WATCH_RESTAURANTS).length - restaurantIds.length;

  const handleFrom = (event: ChangeEvent<HTMLInputElement>) => {
    const from = event.target.value;
    setTimes(({ to }) => ({ from, to: to < from ? from : to }));
  };
  const handleStart = async () => {
    setIsStarting(true);
    const outcome = await dispatch(
      startWatch({ restaurantIds: [...restaurantIds], dates: [...dates].sort(), window: times, partySize }),
    );
    setIsStarting(false);
    if (outcome.ok) onStarted(outcome.watch);
    else setRefusal(outcome.reason);
  };

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // A phone's narrower margins leave the evenings two to a row.
      slotProps={{
        paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <DialogTitle id={titleId}>Watch for a table</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Tablo tells you when a table opens for your party at these restaurants, on these evenings, within
          these times.
        </Typography>
        <Typography component="ul" variant="body2" sx={{ color: 'text.secondary', pl: 2.5, mt: 0, mb: 3 }}>
          <li>The watch lives on this device, in this browser.</li>
          <li>It is checked each time you open Tablo here, not while the site is closed.</li>
          <li>A table is not held for you: book it when Tablo tells you. A watch never books by itself.</li>
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            select
            label="Party"
            value={partySize}
            onChange={(event) => setPartySize(Number(event.target.value))}
            slotProps={nativeSelect}
            size="small"
            sx={{ maxWidth: 200 }}
          >
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {formatGuests(size)}
              </option>
            ))}
          </TextField>
          <ChoiceGroup
            legend={`Evenings (up to ${MAX_WATCH_EVENINGS})`}
            isInColumns
            choices={evenings.map((date) => ({ value: date, label: formatShortDate(date) }))}
            chosen={dates}
            max={MAX_WATCH_EVENINGS}
            onToggle={(date) =>
              setDates((chosen) => toggleChoice(chosen, date, evenings, MAX_WATCH_EVENINGS))
            }
          />
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
              Between
            </Typography>
            <TextField
              select
              label="From"
              value={times.from}
              onChange={handleFrom}
              slotProps={nativeSelect}
              size="small"
            >
              {SLOT_TIMES.map((time) => (
                <option key={time} value={time}>
                  {formatTime12(time)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label="To"
              value={times.to}
              onChange={(event) => setTimes(({ from }) => ({ from, to: event.target.value }))}
              slotProps={nativeSelect}
              size="small"
            >
              {windowEnds(times.from).map((time) => (
                <option key={time} value={time}>
                  {formatTime12(time)}
                </option>
              ))}
            </TextField>
          </Box>
          <ChoiceGroup
            legend={`Restaurants (up to ${MAX_WATCH_RESTAURANTS})`}
            choices={restaurantChoices.map((id, index) => ({ value: id, label: names[index] ?? id }))}
            chosen={restaurantIds}
            max={MAX_WATCH_RESTAURANTS}
            onToggle={(id) =>
              setRestaurantIds((chosen) => toggleChoice(chosen, id, restaurantChoices, MAX_WATCH_RESTAURANTS))
            }
            action={
              toAdd > 0 && (
                <Button
                  size="small"
                  onClick={() =>
                    setRestaurantIds((chosen) => addAll(chosen, candidates, MAX_WATCH_RESTAURANTS))
                  }
                >
                  {`Add ${toAdd} also full for this choice`}
                </Button>
              )
            }
          />
          <NotificationChoice />
          {refusal !== null && <Alert severity="warning">{refusalMessages[refusal]}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={isStarting || dates.length === 0 || restaurantIds.length === 0}
          onClick={() => void handleStart()}
        >
          Start watching
        </Button>
      </DialogActions>
    </Dialog>
  );
}
