import Badge from '@mui/material/Badge';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import { useCancellationReminders } from './useCancellationReminders';

/**
 * The header's Account icon, with the number of cancellation reminders due as a badge (said by
 * AccountReminderNote). Only a count on every page: the notices' code loads when one shows.
 */
export function AccountReminderIcon() {
  const count = useCancellationReminders().length;
  return (
    <Badge badgeContent={count} color="error" aria-hidden="true">
      <PersonOutlineRoundedIcon />
    </Badge>
  );
}
