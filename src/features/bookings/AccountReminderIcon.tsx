import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import { styled } from '@mui/material/styles';
import { IconCountBadge } from '@/speed/looks/IconCountBadge';
import { useActiveWatchCount } from '@/features/watches/useActiveWatchCount';
import { useCancellationReminders } from './useCancellationReminders';

const Frame = styled('span')({ position: 'relative', display: 'inline-flex' });

// The active watches' count, at the corner across from the reminders' (clear of Account's name)
// and in the theme's main colour: news, not something due.
const WatchCount = styled(IconCountBadge)(({ theme }) => ({
  top: 'auto',
  right: 'auto',
  bottom: theme.spacing(-0.75),
  left: theme.spacing(-1),
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

/**
 * The header's Account icon, with the number of cancellation reminders due on it and, below, the
 * number of active watches (both said by AccountReminderNote). Only counts on every page: the
 * notices' code loads when one shows.
 */
export function AccountReminderIcon() {
  const count = useCancellationReminders().length;
  const watchCount = useActiveWatchCount();
  return (
    <Frame>
      <PersonOutlineRoundedIcon />
      {count > 0 && <IconCountBadge aria-hidden="true">{count}</IconCountBadge>}
      {watchCount > 0 && <WatchCount aria-hidden="true">{watchCount}</WatchCount>}
    </Frame>
  );
}
