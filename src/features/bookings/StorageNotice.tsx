import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppSelector } from '@/app/hooks';
import { selectStorageProblem } from './bookingsSlice';
import type { StorageProblem } from './bookingsStorage';

export const storageProblemMessages: Record<StorageProblem, string> = {
  unreadable:
    "Some bookings saved on this device can't be read by this version of the site. They are kept as they are; everything else is shown.",
  blocked:
    "This browser is blocking storage, so bookings can't be saved on this device. Keep your confirmation numbers.",
  full: "This device's storage is full, so a booking could not be saved on it. Keep your confirmation number.",
};

/** A short, dismissible notice when the device's bookings could not be read or saved. */
export function StorageNotice() {
  const problem = useAppSelector(selectStorageProblem);
  const [dismissed, setDismissed] = useState<StorageProblem | null>(null);
  const isOpen = problem !== null && problem !== dismissed;

  return (
    <Snackbar
      open={isOpen}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 120, md: 80 } }}
    >
      <Alert severity="warning" variant="filled" onClose={() => setDismissed(problem)} sx={{ maxWidth: 560 }}>
        {problem && storageProblemMessages[problem]}
      </Alert>
    </Snackbar>
  );
}
