import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { selectStorageProblem } from '@/features/bookings/bookingsSlice';
import { selectToastBooking } from '@/features/bookingInProgress/draftSelectors';
import { HeaderSearch } from '@/features/discovery/HeaderSearch';
import { MoveBookingsButton } from '@/features/bookings/MoveBookingsButton';
import { AccountReminderIcon } from '@/features/bookings/AccountReminderIcon';
import { AccountReminderNote } from '@/features/bookings/AccountReminderNote';
import { HeaderReminders } from '@/features/bookings/HeaderReminders';
import { LocationButton } from '@/features/discovery/LocationButton';
import { selectHasWatchMatches } from '@/features/watches/watchPresence';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import { lazyWithReload } from '@/speed/lazyWithReload';
import { NavigationFocus } from './NavigationFocus';
import { useHydrated } from '@/lib/useHydrated';
import { useAppSelector } from './hooks';

// Needed from the first navigation between pages on, not for the first paint.
const LinearProgress = lazyWithReload(() => import('@mui/material/LinearProgress'));

// Only once a booking is confirmed; it announces itself on whatever page the diner is by then.
const ConfirmationToast = lazyWithReload(async () => ({
  default: (await import('@/features/bookingInProgress/ConfirmationToast')).ConfirmationToast,
}));

/** "Booking Confirmed!", wherever the diner is when a booking is confirmed. */
function BookingToast() {
  const hasToast = useAppSelector(selectToastBooking) !== undefined;
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationToast />
    </Suspense>
  );
}

// Only a diner whose stored bookings have a problem needs the notice's code.
const StorageNotice = lazyWithReload(async () => ({
  default: (await import('@/features/bookings/StorageNotice')).StorageNotice,
}));

/**
 * The notice about this device's stored bookings, when they have a problem. After hydration
 * only: the prerendered page was built without this device's storage. Its own component, so
 * that the render hydration ends with touches this notice and not the whole frame.
 */
function DeviceStorageNotice() {
  const storageProblem = useAppSelector(selectStorageProblem);
  const isHydrated = useHydrated();
  if (!isHydrated || storageProblem === null) return null;
  return (
    <Suspense fallback={null}>
      <StorageNotice />
    </Suspense>
  );
}

// Only a visit whose watches found a free table needs the notice's code.
const WatchNotice = lazyWithReload(async () => ({
  default: (await import(/* webpackChunkName: "watch-notice" */ '@/features/watches/WatchNotice'))
    .WatchNotice,
}));

/**
 * The notice of tables the diner's watches found free, in a polite live region. The region comes
 * with the first matches and stays: the notice's code arrives after it, so what the notice says
 * is announced, without taking focus.
 */
function WatchMatches() {
  const hasMatches = useAppSelector(selectHasWatchMatches);
  const isHydrated = useHydrated();
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasMatches && !isNeeded) setIsNeeded(true);
  if (!isHydrated || !isNeeded) return null;
  return (
    <div role="status">
      <Suspense fallback={null}>
        <WatchNotice />
      </Suspense>
    </div>
  );
}

/** How long the next page may take to open before the bar shows: a quicker one shows none. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar under the header while the next page's code or data loads, once that has taken
 * PROGRESS_DELAY_MS: a page that opens sooner does not flash it, nor render it and fetch its
 * code within the navigation. Its own component: the frame around it does not render again on
 * every navigation (View Details re-rendered the whole header, 113 ms in React's profiling build
 * at 4x CPU).
 */
function NavigationProgress() {
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';
  // The navigation that has taken long enough; the next one waits its own delay.
  const [slowNavigation, setSlowNavigation] = useState<typeof navigation | null>(null);
  useEffect(() => {
    if (!isNavigating) return;
    const timer = setTimeout(() => setSlowNavigation(navigation), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isNavigating, navigation]);
  if (!isNavigating || slowNavigation !== navigation) return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label="Loading page"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
      />
    </Suspense>
  );
}

/** The frame of every page: sticky header, the page, footer. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* Each boundary hydrates on its own, in short slices, rather than all in one long task. */}
      <Suspense>
        <Header
          search={<HeaderSearch />}
          location={<LocationButton />}
          accountIcon={<AccountReminderIcon />}
          accountNote={<AccountReminderNote />}
          signIn={
            <MoveBookingsButton isSignIn variant="contained" sx={{ ml: 0.5, whiteSpace: 'nowrap' }}>
              Sign In
            </MoveBookingsButton>
          }
        >
          <NavigationProgress />
        </Header>
      </Suspense>
      {/* Under the header, not in it: it scrolls away rather than holding a phone's screen. */}
      <HeaderReminders />
      {/* Focusable by script only: the skip link and page changes put focus here. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        {/* The page hydrates in short slices rather than one long task (with the deferred
            calendar: booking page TBT 1.2 s -> 0.3 s on the benchmark's phone). */}
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
      <DeviceStorageNotice />
      <BookingToast />
      <WatchMatches />
      <NavigationFocus />
      <ScrollRestoration />
    </Box>
  );
}
