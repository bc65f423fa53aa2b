import { lazy } from 'react';

/**
 * Steps 2 and 3 load when the diner is about to need them, not with the booking page: its
 * first view (party size, calendar, times) carries only its own code.
 */
const loadDetailsStep = () => import('./DetailsStep');
const loadConfirmationStep = () => import('./ConfirmationStep');
const loadConfirmationToast = () => import('@/features/bookings/ConfirmationToast');

export const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
export const ConfirmationStep = lazy(async () => ({
  default: (await loadConfirmationStep()).ConfirmationStep,
}));

/** Once a date and a time are chosen: Continue will show the details step. */
export const preloadDetailsStep = () => {
  void loadDetailsStep();
};

/** On the details step: Confirm Booking will show the confirmation and the toast (RootLayout). */
export const preloadConfirmation = () => {
  void loadConfirmationStep();
  void loadConfirmationToast();
};
