import type { AppDispatch, AppThunkExtra, RootState } from '@/app/store';
import { dayjs, now } from '@/lib/dates';
import { isBookableDate } from '@/features/bookingInProgress/bookingWindow';
import { watchStarted } from './watchActions';
import { normalizeWatchInput } from './watchFormat';
import { isSameCover } from './watchRules';
import { MAX_ACTIVE_WATCHES, type StartWatchOutcome, type WatchInput } from './watchTypes';

/** A new watch id: random where the browser can, unique enough on one device elsewhere. */
const newWatchId = (at: Date): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `w-${at.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Start a watch from the dialog. Never silent: the outcome is the watch, or why not — a choice
 * that breaks a rule or names an evening outside the booking window (`invalid`), one that covers
 * the same restaurants, evenings, window and party as an active watch (`duplicate`), the 21st
 * (`limit`), or a write that did not land (`storage`). The device's watches are read first
 * (their code loads at idle; the dialog may open before), so the checks see every tab's.
 */
export const startWatch =
  (input: WatchInput, at = now()) =>
  async (
    dispatch: AppDispatch,
    getState: () => RootState,
    extra: AppThunkExtra,
  ): Promise<StartWatchOutcome> => {
    const choice = normalizeWatchInput(input);
    if (choice === null || !choice.dates.every((date) => isBookableDate(date, dayjs(at))))
      return { ok: false, reason: 'invalid' };
    await extra.watches.ready();
    const { items, storageProblem } = getState().bookings.watches;
    if (items.some((watch) => isSameCover(watch, choice))) return { ok: false, reason: 'duplicate' };
    if (items.length >= MAX_ACTIVE_WATCHES) return { ok: false, reason: 'limit' };
    if (storageProblem === 'blocked') return { ok: false, reason: 'storage' };
    const watch = { id: newWatchId(at.toDate()), ...choice, createdAt: at.toISOString() };
    // The write runs within this dispatch (watchesSync.ts); a failed one takes the watch back out.
    dispatch(watchStarted(watch));
    const stored = getState().bookings.watches.items.some((item) => item.id === watch.id);
    return stored ? { ok: true, watch } : { ok: false, reason: 'storage' };
  };
