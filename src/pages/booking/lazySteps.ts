import { lazyWithReload } from '@/lib/lazyWithReload';
import { afterNextPaint } from '@/lib/yieldToMain';

/**
 * Steps 2 and 3 load when the diner is about to need them, not with the booking page: its
 * first view (party size, calendar, times) carries only its own code. Named chunks, so that a
 * browser test can take one away as a deployment would.
 */
const loadDetailsStep = () => import(/* webpackChunkName: "booking-details" */ './DetailsStep');
const loadConfirmationStep = () =>
  import(/* webpackChunkName: "booking-confirmation" */ './ConfirmationStep');
const loadConfirmationToast = () => import('@/features/bookings/ConfirmationToast');

export const DetailsStep = lazyWithReload(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
export const ConfirmationStep = lazyWithReload(async () => ({
  default: (await loadConfirmationStep()).ConfirmationStep,
}));

// A preload that fails is only early: the step's own load tries again, and recovers. It starts
// after the frame that answers the tap which enabled it: adding its <script> within the tap took
// 16 ms of a next-available offer's 96 (4x CPU, CPU profile).
const preload = (load: () => Promise<unknown>) => {
  afterNextPaint()
    .then(load)
    .catch(() => undefined);
};

/** Once a date and a time are chosen: Continue will show the details step. */
export const preloadDetailsStep = () => {
  preload(loadDetailsStep);
};

/** On the details step: Confirm Booking will show the confirmation and the toast (RootLayout). */
export const preloadConfirmation = () => {
  preload(loadConfirmationStep);
  preload(loadConfirmationToast);
};
