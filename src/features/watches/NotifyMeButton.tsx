import { Suspense, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/lib/routes';
import { usePlainLinkClick } from '@/lib/usePlainLinkClick';
import { fetchOnReach } from '@/speed/fetchOnReach';
import { lazyPreloadableWithReload } from '@/speed/lazyWithReload';
import type { WatchStart } from './WatchDialog';
import { selectIsEveningWatched } from './watchPresence';

// The dialog's code (and the form's) comes as the diner reaches for Notify me, never with the page.
const [WatchDialog, preloadWatchDialog, whenWatchDialogLoaded] = lazyPreloadableWithReload(
  async () => (await import(/* webpackChunkName: "watch-dialog" */ './WatchDialog')).WatchDialog,
);

interface NotifyMeButtonProps {
  start: WatchStart;
  /** `card`: a plain button the card's times style (CardTimes); `page`: MUI's outlined button. */
  look: 'card' | 'page';
}

/**
 * Notify me, where the answer is "full": opens the watch dialog for this table. Once a watch
 * covers this restaurant's evening for the party, it says so instead, with the way to My Bookings.
 */
export function NotifyMeButton({ start, look }: NotifyMeButtonProps) {
  const { restaurantId, date, partySize } = start;
  const isWatched = useAppSelector((state) => selectIsEveningWatched(state, restaurantId, date, partySize));
  const [opened, setOpened] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const [hasStarted, setHasStarted] = useState(false);
  const watchingLink = useRef<HTMLAnchorElement>(null);
  const handleLinkClick = usePlainLinkClick();

  // The button the dialog would give focus back to is gone: the line that replaces it takes it.
  useEffect(() => {
    if (hasStarted && isWatched) watchingLink.current?.focus();
  }, [hasStarted, isWatched]);

  const handleOpen = () =>
    whenWatchDialogLoaded(() => {
      setOpened((count) => count + 1);
      setIsOpen(true);
    });
  const reach = fetchOnReach({ code: preloadWatchDialog });

  return (
    <>
      {isWatched ? (
        <span className="watching">
          Watching for a table.{' '}
          <a ref={watchingLink} href={paths.bookings} onClick={handleLinkClick}>
            See My Bookings
          </a>
        </span>
      ) : look === 'card' ? (
        <button type="button" className="notify-me" aria-haspopup="dialog" onClick={handleOpen} {...reach}>
          Notify me
        </button>
      ) : (
        <Button variant="outlined" aria-haspopup="dialog" onClick={handleOpen} {...reach}>
          Notify me
        </Button>
      )}
      {opened > 0 && (
        <Suspense fallback={null}>
          <WatchDialog
            key={opened}
            isOpen={isOpen}
            start={start}
            onClose={() => setIsOpen(false)}
            onStarted={() => {
              setIsOpen(false);
              setHasStarted(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
