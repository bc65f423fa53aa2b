import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { lazyWithReload } from '@/speed/lazyWithReload';
import { paths } from '@/lib/routes';
import { containerLg } from '@/speed/looks/styles';
import { useCancellationReminders } from './useCancellationReminders';

// Only a diner with a deadline within a day needs the notices' code.
const CancellationReminders = lazyWithReload(async () => ({
  default: (await import('./CancellationReminders')).CancellationReminders,
}));

// Lined up with the header's content.
const Frame = styled('section')(({ theme }) => ({
  ...containerLg(theme),
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
}));

/** The query My Bookings reads to open the cancel dialog of a booking: `?cancel=<id>`. */
export const CANCEL_PARAM = 'cancel';

/**
 * The cancellation reminders under the header, on every page but My Bookings (which shows them
 * itself), in a region of their own. Cancel goes to My Bookings with that booking's cancel
 * dialog open.
 */
export function HeaderReminders() {
  const reminders = useCancellationReminders();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (reminders.length === 0 || pathname === paths.bookings) return null;
  return (
    <Frame aria-label="Cancellation reminders">
      <Suspense fallback={null}>
        <CancellationReminders
          reminders={reminders}
          onCancel={(booking) =>
            void navigate(
              `${paths.bookings}?${new URLSearchParams({ [CANCEL_PARAM]: booking.id }).toString()}`,
            )
          }
        />
      </Suspense>
    </Frame>
  );
}
