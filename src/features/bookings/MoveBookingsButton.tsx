import { Suspense, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazyWithReload } from '@/speed/lazyWithReload';

const MoveBookingsDialog = lazyWithReload(async () => ({
  default: (await import(/* webpackChunkName: "move-bookings" */ './MoveBookingsDialog')).MoveBookingsDialog,
}));

interface MoveBookingsButtonProps extends Pick<ButtonProps, 'variant' | 'startIcon' | 'sx' | 'size'> {
  children: ReactNode;
  /** The header's Sign In: the dialog first says there are no accounts. */
  isSignIn?: boolean;
}

/**
 * A button that opens the Move your bookings dialog. The dialog's code (and the bookings file's)
 * is fetched on the first press, never with the page.
 */
export function MoveBookingsButton({ children, isSignIn = false, ...buttonProps }: MoveBookingsButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const handleOpen = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  return (
    <>
      <Button {...buttonProps} onClick={handleOpen} aria-haspopup="dialog">
        {children}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MoveBookingsDialog isOpen={isOpen} onClose={() => setIsOpen(false)} isSignIn={isSignIn} />
        </Suspense>
      )}
    </>
  );
}
