import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import ImportExportRoundedIcon from '@mui/icons-material/ImportExportRounded';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { EmptyState } from '@/components/EmptyState';
import { selectBookingTimeline } from '@/features/bookings/bookingsSelectors';
import { toChangeSearch } from '@/features/bookingInProgress/bookingLink';
import { CancelBookingDialog } from '@/features/bookings/CancelBookingDialog';
import { CancellationReminders } from '@/features/bookings/CancellationReminders';
import { CANCEL_PARAM } from '@/features/bookings/HeaderReminders';
import { useCancellationReminders } from '@/features/bookings/useCancellationReminders';
import { MoveBookingsButton } from '@/features/bookings/MoveBookingsButton';
import {
  bookingCancelled,
  selectAreBookingsLoaded,
  selectBookingById,
  selectStorageProblem,
} from '@/features/bookings/bookingsSlice';
import { cancelOutcome } from '@/features/bookings/cancelOutcome';
import type { BookingRecord } from '@/features/bookings/types';
import { now } from '@/lib/dates';
import { PageHead } from '@/components/PageHead';
import { useHydrated } from '@/lib/useHydrated';
import { bookingPath, paths } from '@/lib/routes';
import { BookingList } from './bookings/BookingList';
import { WatchingSection } from './bookings/WatchingSection';
import { useCurrentMinute } from '@/lib/clock';

const findTable = (
  <Button component={RouterLink} to={paths.home} variant="contained">
    Find a Restaurant
  </Button>
);
// Made once: a new element each render would make the memoized Upcoming list render again.
const noUpcoming = (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
    <Typography sx={{ color: 'text.secondary' }}>No upcoming bookings.</Typography>
    {findTable}
  </Box>
);

type AskToCancel = (bookingId: string) => void;

/**
 * The cancel dialog and the id of the booking it asks about, in state of its own: a card's Cancel
 * booking renders the dialog, not the page around it (about a fifth of the tap's work, 4x CPU).
 */
function CancelQuestion({
  askRef,
  onConfirm,
}: {
  askRef: RefObject<AskToCancel | null>;
  onConfirm: (bookingId: string) => void;
}) {
  const [toCancel, setToCancel] = useState<string | null>(null);
  // Opened and confirmed in transitions: the tap paints its pressed button first, and the modal,
  // its focus trap and its fade's forced style pass come in the next task.
  useImperativeHandle(askRef, () => (bookingId: string) => startTransition(() => setToCancel(bookingId)), []);
  return (
    <CancelBookingDialog
      bookingId={toCancel}
      onConfirm={(bookingId) =>
        startTransition(() => {
          setToCancel(null);
          onConfirm(bookingId);
        })
      }
      onClose={() => setToCancel(null)}
    />
  );
}

/** `/bookings`: the bookings stored on this device, upcoming first, past ones below. */
export function BookingsPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  // The device's bookings show after hydration (the prerendered page was built without them),
  // in a deferred, interruptible render: the page answers taps meanwhile.
  const isHydrated = useDeferredValue(useHydrated());
  const isLoaded = useAppSelector(selectAreBookingsLoaded) && isHydrated;
  const minute = useCurrentMinute();
  // The lists follow a change in a deferred render: confirming a cancel closes the dialog and
  // says so in the tap's own frame (the dialog's Cancel booking 128 -> 56 ms INP at 4x CPU).
  const { upcoming, past, cancelled } = useDeferredValue(
    useAppSelector((state) => selectBookingTimeline(state, minute)),
  );
  const calendarHintId = useId();
  const askToCancel = useRef<AskToCancel>(null);
  // Stable, like handleChange below.
  const handleCancel = useCallback((booking: BookingRecord) => askToCancel.current?.(booking.id), []);
  const reminders = useCancellationReminders();
  // `?cancel=<id>`, from a reminder's Cancel in the header: that booking's cancel dialog, once the
  // bookings are here; the URL then drops it, so a reload or Back does not ask again.
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelId = searchParams.get(CANCEL_PARAM);
  useEffect(() => {
    if (!isLoaded || cancelId === null) return;
    askToCancel.current?.(cancelId);
    setSearchParams(
      (params) => {
        params.delete(CANCEL_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [isLoaded, cancelId, setSearchParams]);
  // Said to screen readers, and shown, once a booking is cancelled.
  const [announcement, setAnnouncement] = useState('');

  // Stable, so that the memoized cards stay as they are when the dialog opens or one booking changes
  // (Change 136 -> 96 ms INP: the router renders the page again when the navigation starts).
  const handleChange = useCallback(
    (booking: BookingRecord) => {
      void navigate(`${bookingPath(booking.restaurantId)}${toChangeSearch(booking.id)}`);
    },
    [navigate],
  );
  const handleCancelConfirmed = (bookingId: string) => {
    dispatch(bookingCancelled(bookingId));
    // The store's records are what bookingsSync has just written to the device.
    const state = store.getState();
    setAnnouncement(
      cancelOutcome(selectBookingById(state, bookingId), selectStorageProblem(state), now().toISOString()),
    );
  };
  return (
    // At least a screen tall: the bookings arrive after the page, and whatever their number, the
    // footer below never moves in view.
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, minHeight: '100vh' }}>
      <PageHead
        title="My Bookings"
        description="The tables booked on this device, with their confirmation numbers."
        path={paths.bookings}
      />
      <Typography component="h1" variant="h4">
        My Bookings
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        Tables booked on this device, with their confirmation numbers.
      </Typography>
      {/* In the page's frame, not with the bookings: the largest text of the first paint, so the
          bookings arriving later are not the page's largest paint (LCP 2.5 s -> 0.6 s). */}
      <Typography id={calendarHintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Add to Calendar opens Google Calendar in a new tab; Download .ics saves a file for Apple Calendar,
        Outlook and other calendar apps.
      </Typography>
      <MoveBookingsButton
        variant="outlined"
        size="small"
        startIcon={<ImportExportRoundedIcon />}
        sx={{ mt: 2 }}
      >
        Move your bookings
      </MoveBookingsButton>
      <Typography role="status" sx={{ mt: announcement ? 2 : 0, fontWeight: 600 }}>
        {announcement}
      </Typography>
      {!isLoaded ? (
        // The stored bookings load after the page: never a false "no bookings" meanwhile.
        <Box sx={{ display: 'grid', placeItems: 'center', mt: 4, py: 8 }}>
          <CircularProgress aria-label="Loading your bookings" />
        </Box>
      ) : upcoming.length + past.length + cancelled.length === 0 ? (
        <Box sx={{ mt: 4 }}>
          <EmptyState
            icon={<EventBusyOutlinedIcon />}
            title="No bookings yet"
            description="Tables you book on this device will be listed here."
            action={findTable}
          />
        </Box>
      ) : (
        <>
          {reminders.length > 0 && (
            <Box sx={{ mt: 3 }}>
              <CancellationReminders reminders={reminders} onCancel={handleCancel} />
            </Box>
          )}
          <BookingList
            title="Upcoming"
            bookings={upcoming}
            calendarHintId={calendarHintId}
            at={minute}
            onChange={handleChange}
            onCancel={handleCancel}
            empty={noUpcoming}
          />
          {past.length > 0 && (
            <BookingList title="Past" bookings={past} isPast calendarHintId={calendarHintId} />
          )}
          {cancelled.length > 0 && (
            <BookingList title="Cancelled" bookings={cancelled} calendarHintId={calendarHintId} />
          )}
          <CancelQuestion askRef={askToCancel} onConfirm={handleCancelConfirmed} />
        </>
      )}
      {/* Watches are this device's too: shown once hydrated, as the bookings are. */}
      {isHydrated && <WatchingSection onAnnounce={setAnnouncement} />}
    </Container>
  );
}
