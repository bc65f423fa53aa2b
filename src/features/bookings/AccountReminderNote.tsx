import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useActiveWatchCount, watchCountText } from '@/features/watches/useActiveWatchCount';
import { useCancellationReminders } from './useCancellationReminders';

/** `1 cancellation reminder`, `2 cancellation reminders`. */
export const reminderCountText = (count: number): string =>
  `${count} cancellation ${count === 1 ? 'reminder' : 'reminders'}`;

/**
 * What Account's badges show, said after its name: "Account (1 cancellation reminder, 2 active
 * watches)".
 */
export function AccountReminderNote() {
  const count = useCancellationReminders().length;
  const watchCount = useActiveWatchCount();
  const parts = [
    ...(count > 0 ? [reminderCountText(count)] : []),
    ...(watchCount > 0 ? [watchCountText(watchCount)] : []),
  ];
  return parts.length > 0 ? <VisuallyHidden>{` (${parts.join(', ')})`}</VisuallyHidden> : null;
}
