import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useCancellationReminders } from './useCancellationReminders';

/** `1 cancellation reminder`, `2 cancellation reminders`. */
export const reminderCountText = (count: number): string =>
  `${count} cancellation ${count === 1 ? 'reminder' : 'reminders'}`;

/** What Account's badge shows, said after its name: "Account (1 cancellation reminder)". */
export function AccountReminderNote() {
  const count = useCancellationReminders().length;
  return count > 0 ? <VisuallyHidden>{` (${reminderCountText(count)})`}</VisuallyHidden> : null;
}
