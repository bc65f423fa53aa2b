import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppSelector } from '@/app/hooks';
import { selectStorageProblem } from './bookingsSlice';
import type { StorageProblem } from './bookingsStorage';
import { storageProblemMessages } from './storageMessages';

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
