import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/routes';

/** Only the message or status text: a stack trace helps no diner. */
export const describeRouteError = (error: unknown): string => {
  if (isRouteErrorResponse(error)) {
    return error.statusText || (typeof error.data === 'string' ? error.data : `Error ${error.status}`);
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
};

/** The fallback for any failure a route did not handle itself (SPEC §2). */
export function RouteErrorPage() {
  const message = describeRouteError(useRouteError());
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{pageTitle('Something went wrong')}</title>
      <Typography component="h1" variant="h4">
        Unexpected Application Error!
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        {/* A full page load, in case the router itself is what failed. */}
        <Button variant="outlined" href={paths.home}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
