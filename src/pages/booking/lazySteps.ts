import { lazyPreloadableWithReload } from '@/speed/lazyWithReload';
import { afterNextPaint } from '@/speed/scheduling';

/**
 * Steps 2 and 3 load when the diner is about to need them, not with the booking page: its
 * first view (party size, calendar, times) carries only its own code. Named chunks, so that a
 * browser test can take one away as a deployment would.
 */
const loadDetailsStep = () => import(/* webpackChunkName: "booking-details" */ './DetailsStep');
const loadConfirmationStep = () =>
  import(/* webpackChunkName: "booking-confirmation" */ './ConfirmationStep');
const loadConfirmationToast = () => import('@/features/bookingInProgress/ConfirmationToast');

// Preloadable, so that a step whose code came ahead renders at once: as React.lazy, the step
// suspended however early its code had come, and React shows what a Suspense boundary waited
// for no sooner than 300 ms after its fallback (Continue: its fields 465 ms after the tap, 4x CPU).
// Code a deployment removed loads the URL again once (lazyWithReload.tsx).
const [DetailsStep, markDetailsStepLoaded, whenDetailsStepLoaded] = lazyPreloadableWithReload(
  async () => (await loadDetailsStep()).DetailsStep,
);
const [ConfirmationStep, markConfirmationStepLoaded] = lazyPreloadableWithReload(
  async () => (await loadConfirmationStep()).ConfirmationStep,
);
export { ConfirmationStep, DetailsStep, whenDetailsStepLoaded };

// A preload that fails is only early: the step's own load tries again, and recovers (so the
// step is marked loaded only once its code has come). It starts after the frame that answers
// the tap which enabled it: adding its <script> within the tap took 16 ms of a next-available
// offer's 96 (4x CPU, CPU profile).
// Settles once the code is there or could not be had.
const preload = (load: () => Promise<unknown>, markLoaded?: () => Promise<void>): Promise<void> =>
  afterNextPaint()
    .then(load)
    .then(() => markLoaded?.())
    .catch(() => undefined);

/**
 * Once a date and a time are chosen: Continue will show the details step. Settles once its code
 * is there (or could not be had), for the step to be rendered ahead (BookingFlow).
 */
export const preloadDetailsStep = (): Promise<void> => preload(loadDetailsStep, markDetailsStepLoaded);

/** On the details step: Confirm Booking will show the confirmation and the toast (RootLayout). */
export const preloadConfirmation = () => {
  void preload(loadConfirmationStep, markConfirmationStepLoaded);
  void preload(loadConfirmationToast);
};
