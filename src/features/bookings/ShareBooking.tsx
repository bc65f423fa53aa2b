import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import IosShareRoundedIcon from '@mui/icons-material/IosShareRounded';
import type { Restaurant } from '@/data/types';
import { shareText, shareTitle, type SharedBooking } from './shareText';

export const COPIED_MESSAGE = 'Booking details copied. Paste them into a message or a note.';
export const COPY_FAILED_MESSAGE = "This browser didn't let us copy. Select the details below and copy them:";

interface ShareBookingProps {
  booking: SharedBooking;
  /** The restaurant's address; absent when the restaurant is no longer known. */
  location: Restaurant['location'] | undefined;
  size?: 'small' | 'medium';
  /** Names the booking where several are on the page: `booking at … on …`. */
  bookingName?: string;
  align?: 'center' | 'flex-start';
}

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share (the device's share sheet, where the browser has the Web Share API) or Copy details (the
 * clipboard). What happened is said in a status line screen readers announce; when the
 * clipboard refuses, the details are shown to copy by hand.
 */
export function ShareBooking({
  booking,
  location,
  size = 'medium',
  bookingName,
  align = 'center',
}: ShareBookingProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const text = shareText(booking, location);
  const isShare = canShare();
  const action = isShare ? 'Share' : 'Copy details';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const handleClick = async () => {
    setOutcome(null);
    if (!isShare) return copy();
    try {
      await navigator.share({ title: shareTitle(booking), text });
    } catch (error) {
      // The diner closed the share sheet: nothing to say. Any other refusal falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: align }}>
      <Button
        variant="outlined"
        size={size}
        startIcon={isShare ? <IosShareRoundedIcon /> : <ContentCopyRoundedIcon />}
        onClick={() => void handleClick()}
        aria-label={bookingName && `${isShare ? 'Share' : 'Copy details of'} ${bookingName}`}
      >
        {action}
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: outcome === 'copied' ? 1 : 0 }}>
        {outcome === 'copied' ? COPIED_MESSAGE : ''}
      </Typography>
      {outcome === 'failed' && (
        <Alert
          severity="warning"
          onClose={() => setOutcome(null)}
          sx={{ mt: 1, textAlign: 'left', width: 1 }}
        >
          {COPY_FAILED_MESSAGE}
          <Box component="span" sx={{ display: 'block', mt: 1, whiteSpace: 'pre-line', userSelect: 'all' }}>
            {text}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
