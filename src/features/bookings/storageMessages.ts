import type { StorageProblem } from './bookingsStorage';

/** The notice for each problem with the device's stored bookings (docs/product.md#storage). */
export const storageProblemMessages: Record<StorageProblem, string> = {
  unreadable:
    "Some bookings saved on this device can't be read by this version of the site. They are kept as they are; everything else is shown.",
  blocked:
    "This browser is blocking storage, so bookings can't be saved on this device. Keep your confirmation numbers.",
  full: "This device's storage is full, so a booking could not be saved on it. Keep your confirmation number.",
};

const why: Record<Exclude<StorageProblem, 'unreadable'>, string> = {
  full: "this device's storage is full",
  blocked: 'this browser is blocking storage',
};

/** Why a change or cancel of a stored booking did not happen: it could not be written. */
export const notSavedText = (
  problem: Exclude<StorageProblem, 'unreadable'>,
  what: 'change' | 'cancel',
): string =>
  what === 'change'
    ? `Your change could not be saved: ${why[problem]}. Nothing was changed.`
    : `could not be cancelled: ${why[problem]}. It is still booked.`;
