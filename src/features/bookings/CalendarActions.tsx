import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import type { Restaurant } from '@/data/types';
import { calendarFile, calendarFileName } from './calendarFile';
import { downloadCalendarFile } from './calendarFileDownload';
import { googleCalendarUrl, hasCalendarTime, openInNewTab } from './calendarLink';
import type { BookingRecord } from './types';

export const OFFLINE_CALENDAR_MESSAGE =
  "You're offline, so Google Calendar can't be opened. Download the .ics file instead: it opens in Apple Calendar, Outlook and most calendar apps.";

interface CalendarActionsProps {
  booking: BookingRecord;
  /** The restaurant's address; absent when the restaurant is no longer known. */
  location: Restaurant['location'] | undefined;
  /** The id of the text that says what Add to Calendar does. */
  hintId?: string;
  size?: 'small' | 'medium';
  /** Where the buttons sit in a row. */
  align?: 'center' | 'flex-start';
  /** On phones, one full-width button under the other (the confirmation), or a wrapping row. */
  isStackedOnPhones?: boolean;
  /** Quiet buttons where the booking is not the page's main business (e.g. a past one). */
  isQuiet?: boolean;
}

/**
 * Add to Calendar (Google Calendar in a new tab) and Download .ics (any calendar app). Offline,
 * Add to Calendar says it can't reach the calendar site and points to the file.
 */
export function CalendarActions({
  booking,
  location,
  hintId,
  size = 'medium',
  align = 'flex-start',
  isStackedOnPhones = true,
  isQuiet = false,
}: CalendarActionsProps) {
  const [isOfflineNoticeShown, setIsOfflineNoticeShown] = useState(false);
  const downloadButton = useRef<HTMLButtonElement>(null);

  // A record from storage may hold a date or time no calendar can place.
  if (!hasCalendarTime(booking)) return null;

  const handleAddToCalendar = () => {
    if (navigator.onLine === false) {
      setIsOfflineNoticeShown(true);
      downloadButton.current?.focus();
      return;
    }
    setIsOfflineNoticeShown(false);
    openInNewTab(googleCalendarUrl(booking, location));
  };

  const handleDownload = () =>
    downloadCalendarFile(calendarFile(booking, location), calendarFileName(booking));

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: isStackedOnPhones ? 'column' : 'row', sm: 'row' },
          flexWrap: 'wrap',
          justifyContent: align,
          gap: 1.5,
        }}
      >
        <Button
          variant={isQuiet ? 'outlined' : 'contained'}
          size={size}
          startIcon={<EventAvailableRoundedIcon />}
          onClick={handleAddToCalendar}
          aria-describedby={hintId}
        >
          Add to Calendar
        </Button>
        <Button
          ref={downloadButton}
          variant={isQuiet ? 'text' : 'outlined'}
          size={size}
          startIcon={<DownloadRoundedIcon />}
          onClick={handleDownload}
        >
          Download .ics
        </Button>
      </Box>
      {isOfflineNoticeShown && (
        <Alert
          severity="info"
          onClose={() => setIsOfflineNoticeShown(false)}
          sx={{ mt: 1.5, textAlign: 'left' }}
        >
          {OFFLINE_CALENDAR_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
