import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while a page's code loads. A viewport tall, so the footer starts below the fold and the
 * page's arrival moves nothing in view.
 */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
