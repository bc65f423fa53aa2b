import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import { StatusPage } from '@/components/StatusPage';
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

/** The fallback for any failure a route did not handle itself. */
export function RouteErrorPage() {
  const message = describeRouteError(useRouteError());
  return (
    <StatusPage title="Something went wrong" heading="Unexpected Application Error!" text={message}>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try Again
      </Button>
      {/* A full page load, in case the router itself is what failed. */}
      <Button variant="outlined" href={paths.home}>
        Return to Home
      </Button>
    </StatusPage>
  );
}
