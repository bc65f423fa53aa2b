import { memo, useEffect, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Restaurant } from '@/data/types';
import { clockTicked, continuedToDetails } from '@/features/bookingInProgress/draftActions';
import { selectCanContinue, selectExpiredTime } from '@/features/bookingInProgress/draftSelectors';
import { BookingCalendar } from '@/features/bookingInProgress/BookingCalendar';
import { BOOKING_LINK_PARAMS } from '@/features/bookingInProgress/bookingLink';
import { PartySizeStepper } from '@/features/bookingInProgress/PartySizeStepper';
import { TimeSlotGrid } from '@/features/availability/TimeSlotGrid';
import { subscribeToMinutes } from '@/lib/clock';
import { formatTime12 } from '@/lib/dates';
import { restaurantPath } from '@/lib/routes';
import { useCanGoBack } from '@/lib/useCanGoBack';
import { whenDetailsStepLoaded } from './lazySteps';
import { StepActions } from './StepActions';

const sectionTitleSx = { fontWeight: 700, mb: 1 } as const;

/**
 * Continue, enabled once a date and a time are chosen. It alone follows that, so choosing a
 * time renders this button and the slots, not the calendar beside them.
 */
function ContinueButton() {
  const dispatch = useAppDispatch();
  const canContinue = useAppSelector(selectCanContinue);
  return (
    <Button
      variant="contained"
      size="large"
      disabled={!canContinue}
      // Shown once its code is there (at once when it came ahead), so the step never suspends.
      onClick={() => whenDetailsStepLoaded(() => dispatch(continuedToDetails()))}
    >
      Continue
    </Button>
  );
}

/**
 * Step 1: party size, date and time. Memoised: kept while hidden (BookingFlow), it is shown by
 * Back without rendering again.
 */
export const DateTimeStep = memo(function DateTimeStep({ restaurant }: { restaurant: Restaurant }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const expiredTime = useAppSelector(selectExpiredTime);

  // Left open, the step follows the clock: passed times go, and so does a date at midnight.
  useEffect(() => subscribeToMinutes(() => dispatch(clockTicked())), [dispatch]);
  const dateLabelId = useId();
  const { name, contact } = restaurant;
  const largePartyContact = useMemo(() => ({ name, phone: contact.phone }), [name, contact.phone]);
  const timeLabelId = useId();
  // The table a link asked for, kept in the address: a time that is taken is not chosen, but the
  // times around it may all be, which Notify me then offers to watch.
  const { search } = useLocation();
  const wanted = useMemo(() => {
    const params = new URLSearchParams(search);
    const date = params.get(BOOKING_LINK_PARAMS.date);
    const time = params.get(BOOKING_LINK_PARAMS.time);
    return date !== null && time !== null ? { date, time } : null;
  }, [search]);

  const handleBack = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(restaurantPath(restaurant.id));
  };

  return (
    <>
      {expiredTime && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {formatTime12(expiredTime)} has passed, so it can no longer be booked. Please choose another time.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <PartySizeStepper restaurant={largePartyContact} />
          <Box component="section" aria-labelledby={dateLabelId}>
            <Typography id={dateLabelId} component="h3" variant="subtitle1" sx={sectionTitleSx}>
              Date
            </Typography>
            <BookingCalendar />
          </Box>
        </Box>
        <Box component="section" aria-labelledby={timeLabelId}>
          <Typography id={timeLabelId} component="h3" variant="subtitle1" sx={sectionTitleSx}>
            Time
          </Typography>
          <TimeSlotGrid labelledBy={timeLabelId} wanted={wanted} />
        </Box>
      </Box>
      <StepActions>
        <Button color="inherit" onClick={handleBack}>
          Back
        </Button>
        <ContinueButton />
      </StepActions>
    </>
  );
});
