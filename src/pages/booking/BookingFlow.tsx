import { Activity, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Restaurant } from '@/data/types';
import type { BookingStep } from '@/features/bookingInProgress/bookingDraft';
import { bookingPageOpened, parseChangeId } from '@/features/bookingInProgress/bookingLink';
import { selectConfirmedBookingStatus } from '@/features/bookingInProgress/draftSelectors';
import type { BookingStatus } from '@/features/bookings/types';
import { bookingLeft } from '@/features/bookingInProgress/draftActions';
import {
  selectBookingStep,
  selectCanContinue,
  selectDraftRestaurantId,
} from '@/features/bookingInProgress/draftSelectors';
import { PageHead } from '@/components/PageHead';
import { bookingPath } from '@/lib/routes';
import { BookingStepper } from './BookingStepper';
import { ChangeGate } from './ChangeGate';
import { DateTimeStep } from './DateTimeStep';
import { ConfirmationStep, DetailsStep, preloadConfirmation, preloadDetailsStep } from './lazySteps';

const stepHeadings: Record<BookingStep, string> = {
  datetime: 'Choose a date and time',
  details: 'Your details',
  confirmation: 'Your table is booked',
};

/** The confirmation's heading says what the device holds now, not what was booked then. */
const confirmationHeadings: Record<BookingStatus | 'missing', string> = {
  confirmed: stepHeadings.confirmation,
  cancelled: 'This booking is cancelled',
  missing: 'Booking not found',
};

/**
 * The details step, shown or kept hidden. Its code is fetched as soon as the diner can continue;
 * once it is there, the step is rendered ahead, hidden (`<Activity>`: React renders it when the
 * page has nothing else to do, and keeps it). Continue then only shows it, where it used to build
 * its fields and their styles after the tap (time to result 237 ms, 4x CPU). A draft that leaves
 * the step keeps it too, so Back and Continue again find it as it was.
 */
function DetailsStepSlot({ restaurant, shown }: { restaurant: Restaurant; shown: boolean }) {
  const canContinue = useAppSelector(selectCanContinue);
  const [ahead, setAhead] = useState(false);
  useEffect(() => {
    if (!canContinue || ahead) return;
    let live = true;
    void preloadDetailsStep().then(() => {
      if (live) setAhead(true);
    });
    return () => {
      live = false;
    };
  }, [canContinue, ahead]);
  if (!shown && !ahead) return null;
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <Suspense fallback={<Box sx={{ minHeight: '60vh' }} />}>
        <DetailsStep restaurant={restaurant} />
      </Suspense>
    </Activity>
  );
}

/**
 * The booking flow for a known restaurant: header, step indicator, the current step. It reads
 * only what it shows (the step, and the URL for a change), not the choices: a tap on a day, a
 * time or the party renders the control it changes, not the whole flow.
 */
// Party + renders the stepper and the times, not the flow: 136 -> 40 ms INP (4x CPU, median of 5).
export function BookingFlow({ restaurant }: { restaurant: Restaurant }) {
  const dispatch = useAppDispatch();
  const bookingRestaurantId = useAppSelector(selectDraftRestaurantId);
  // A step further on is shown after the tap that asked for it has painted, in a render React
  // can interrupt: the details step's fields took 140 ms of Continue's 224 ms INP (4x CPU). Back
  // shows the first step, kept as it was, within the tap.
  const storedStep = useAppSelector(selectBookingStep);
  const deferredStep = useDeferredValue(storedStep);
  const step = storedStep === 'datetime' ? storedStep : deferredStep;
  const confirmedStatus = useAppSelector(selectConfirmedBookingStatus) ?? 'missing';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A link may carry a choice (?party=4&date=…&time=…) or the booking it changes (?change=…),
  // read as the page opens: nothing on the page changes its URL.
  const { search } = useLocation();
  const changeId = parseChangeId(search);

  // Before paint, so another restaurant's choices never flash on screen.
  useLayoutEffect(() => {
    dispatch(bookingPageOpened(restaurant.id, search));
    return () => {
      dispatch(bookingLeft());
    };
  }, [dispatch, restaurant.id, search]);

  // The next step's code is fetched as soon as the diner can go there (the details step's, by
  // the date & time step).
  useEffect(() => {
    if (step === 'details') preloadConfirmation();
  }, [step]);

  // Each step change puts keyboard and screen-reader focus on the new step's heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const flow = (
    <>
      <BookingStepper step={step} />
      <Paper variant="outlined" sx={{ mt: { xs: 3, md: 4 }, p: { xs: 2, sm: 3, md: 4 }, borderRadius: 3 }}>
        <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ mb: 3 }}>
          {step === 'confirmation' ? confirmationHeadings[confirmedStatus] : stepHeadings[step]}
        </Typography>
        {step === 'confirmation' ? (
          <Suspense fallback={<Box sx={{ minHeight: '60vh' }} />}>
            <ConfirmationStep restaurant={restaurant} />
          </Suspense>
        ) : (
          <>
            {/* Kept while the diner is on the details step, hidden but live, so Back only
                shows it. Not an <Activity>: its effects would reconnect as it shows, and MUI's
                calendar then rendered its month again within Back's tap (INP 104 ms). */}
            <div hidden={step !== 'datetime'}>
              <DateTimeStep restaurant={restaurant} />
            </div>
            <DetailsStepSlot restaurant={restaurant} shown={step === 'details'} />
          </>
        )}
      </Paper>
    </>
  );
  const title = `Book a Table at ${restaurant.name}`;
  // A flow not started yet holds the fresh choices its start gives this restaurant, so it shows
  // at once (and is prerendered); another restaurant's choices never do.
  const isShown = bookingRestaurantId === restaurant.id || bookingRestaurantId === null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead
        title={title}
        description={`Choose a date, a time and your party size, and book a table at ${restaurant.name}.`}
        path={bookingPath(restaurant.id)}
        image={restaurant.images.hero}
      />
      <Typography component="h1" variant="h4" sx={{ mb: { xs: 3, md: 4 } }}>
        {title}
      </Typography>
      {/* Until the flow has started for this restaurant, hold the page's height so the footer
          stays below the fold and nothing in view moves when the steps appear. */}
      {!isShown && <Box sx={{ minHeight: '100vh' }} />}
      {isShown &&
        (changeId === null ? (
          flow
        ) : (
          <ChangeGate bookingId={changeId} restaurantId={restaurant.id} step={step}>
            {flow}
          </ChangeGate>
        ))}
    </Container>
  );
}
