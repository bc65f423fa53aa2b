import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { deadlineFor, type WallDateTime } from '@/features/restaurants/bookingTerms';
import { atDateAndTime, dayjs, type Dayjs } from '@/lib/dates';
import { selectBookings } from './bookingsSlice';
import type { BookingRecord } from './types';

/** How long before a booking's free-cancellation deadline the site reminds the diner of it. */
export const REMINDER_HOURS = 24;

export interface CancellationReminder {
  booking: BookingRecord;
  deadline: WallDateTime;
  /** What Keep remembers: the booking and its deadline, so a moved booking reminds again. */
  key: string;
}

export const reminderKey = (booking: BookingRecord, deadline: WallDateTime): string =>
  `${booking.id}|${deadline.date}T${deadline.time}`;

/**
 * The reminder due for `booking` at `at`, or null: a confirmed booking with the terms it was
 * booked under, whose free-cancellation deadline is still ahead and at most 24 hours away.
 */
export const reminderFor = (booking: BookingRecord, at: Dayjs): CancellationReminder | null => {
  if (booking.status !== 'confirmed') return null;
  const deadline = deadlineFor(booking.terms, booking);
  if (!deadline) return null;
  const deadlineAt = atDateAndTime(deadline.date, deadline.time);
  if (!deadlineAt.isValid() || !at.isBefore(deadlineAt)) return null;
  if (deadlineAt.diff(at, 'minute') > REMINDER_HOURS * 60) return null;
  return { booking, deadline, key: reminderKey(booking, deadline) };
};

const createAppSelector = createSelector.withTypes<RootState>();

/**
 * The reminders due at `at` (the current minute, ISO), soonest deadline first, less those the
 * diner kept this visit (`kept`: the keys, as keptReminders.ts holds them).
 */
export const selectCancellationReminders = createAppSelector(
  [
    selectBookings,
    (_state: RootState, at: string) => at,
    (_state: RootState, _at: string, kept: readonly string[]) => kept,
  ],
  (bookings, at, kept): CancellationReminder[] => {
    const when = dayjs(at);
    const reminders: CancellationReminder[] = [];
    for (const booking of bookings) {
      const reminder = reminderFor(booking, when);
      if (reminder && !kept.includes(reminder.key)) reminders.push(reminder);
    }
    const deadlineOf = ({ deadline }: CancellationReminder) => `${deadline.date}T${deadline.time}`;
    return reminders.sort((a, b) =>
      deadlineOf(a) < deadlineOf(b) ? -1 : deadlineOf(a) > deadlineOf(b) ? 1 : 0,
    );
  },
);
