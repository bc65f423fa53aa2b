import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { positionErrorDismissed, selectPositionRequest } from './searchSlice';

/**
 * Why Near Me could not order the list (blocked, no position, too slow), in words, on whatever
 * page the diner asked from. It stays until closed: the diner may need the time to read it.
 */
export function PositionAlert() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPositionRequest);

  const handleClose = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(positionErrorDismissed());
  };

  return (
    <Snackbar
      open={status === 'failed'}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={(theme) => ({ top: { xs: theme.spacing(15), md: theme.spacing(10) } })}
    >
      <Alert severity="warning" variant="filled" role="alert" onClose={handleClose} sx={{ width: 1 }}>
        {error}
      </Alert>
    </Snackbar>
  );
}
