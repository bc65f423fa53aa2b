import { useAppSelector } from '@/app/hooks';
import { useCurrentMinute } from '@/lib/clock';
import { useHydrated } from '@/lib/useHydrated';
import { selectCancellationReminders, type CancellationReminder } from './remindersDue';
import { useKeptReminders } from './keptReminders';

const NONE: CancellationReminder[] = [];

/**
 * The reminders of free cancellation due now, followed minute by minute. None before hydration:
 * the prerendered page was built without this device's bookings.
 */
export const useCancellationReminders = (): CancellationReminder[] => {
  const minute = useCurrentMinute();
  const kept = useKeptReminders();
  const isHydrated = useHydrated();
  const reminders = useAppSelector((state) => selectCancellationReminders(state, minute, kept));
  return isHydrated ? reminders : NONE;
};
