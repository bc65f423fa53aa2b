import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import { styled } from '@mui/material/styles';
import { useActiveWatchCount } from '@/features/watches/useActiveWatchCount';
import { useCancellationReminders } from './useCancellationReminders';

const Frame = styled('span')({ position: 'relative', display: 'inline-flex' });

// The look of MUI's Badge, as one styled element: the header is on every page, and the Badge's
// code cost the home page 1.8 KB gzipped for a number on a red disc.
const Count = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  position: 'absolute',
  top: theme.spacing(-0.75),
  right: theme.spacing(-1),
  minWidth: theme.spacing(2.25),
  height: theme.spacing(2.25),
  padding: theme.spacing(0, 0.5),
  boxSizing: 'border-box',
  borderRadius: theme.spacing(1.125),
  backgroundColor: theme.palette.error.main,
  color: theme.palette.error.contrastText,
  fontWeight: 700,
  lineHeight: theme.spacing(2.25),
  textAlign: 'center',
}));

// The active watches' count, at the corner across from the reminders' (clear of Account's name)
// and in the theme's main colour: news, not something due.
const WatchCount = styled(Count)(({ theme }) => ({
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
      {count > 0 && <Count aria-hidden="true">{count}</Count>}
      {watchCount > 0 && <WatchCount aria-hidden="true">{watchCount}</WatchCount>}
    </Frame>
  );
}
