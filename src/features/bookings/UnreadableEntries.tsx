import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { countEntries } from './bookingsFile';
import { selectUnreadableEntries, unreadableEntriesRemoved } from './bookingsSlice';

/**
 * The stored entries this version cannot read, and a way to remove them, after a confirm step
 * (docs/product.md#move-your-bookings): they may be a newer site's bookings, but they may also
 * be what fills this device's storage.
 */
export function UnreadableEntries({
  onRemoved,
}: {
  /** What the removal did, for the dialog's status line or its alert. */
  onRemoved: (outcome: { kind: 'done' | 'problem'; message: string }) => void;
}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const count = useAppSelector(selectUnreadableEntries).length;
  const [isConfirming, setIsConfirming] = useState(false);

  const handleRemove = async () => {
    setIsConfirming(false);
    dispatch(unreadableEntriesRemoved());
    const [result]: unknown[] = await store.persistor.flush();
    const isSaved = (result as { ok?: boolean } | undefined)?.ok !== false;
    onRemoved(
      isSaved
        ? { kind: 'done', message: `${countEntries(count)} removed from this device.` }
        : {
            kind: 'problem',
            message: 'They could not be removed from this device: its storage could not be written.',
          },
    );
  };

  return (
    <Box sx={{ mt: count > 0 ? 2 : 0 }}>
      {count > 0 && !isConfirming && (
        <>
          <Typography variant="body2">
            {countEntries(count)} on this device can&apos;t be read by this version of Tablo. They are kept in
            case a newer version can; you can remove them.
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setIsConfirming(true)}>
            Remove unreadable entries
          </Button>
        </>
      )}
      {count > 0 && isConfirming && (
        <Alert
          severity="warning"
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void handleRemove()}>
                Remove
              </Button>
              <Button color="inherit" size="small" onClick={() => setIsConfirming(false)}>
                Keep them
              </Button>
            </>
          }
        >
          Remove {countEntries(count)} this version of Tablo can&apos;t read? They are deleted from this
          device for good. Your bookings stay.
        </Alert>
      )}
    </Box>
  );
}
