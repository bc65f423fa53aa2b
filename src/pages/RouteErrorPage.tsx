import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import { StatusPage } from '@/components/StatusPage';
import { isChunkLoadError, reloadNow } from '@/lib/chunkRecovery';
import { useReloadOnce } from '@/speed/lazyWithReload';
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

/**
 * The page's code could not be loaded. Code loaded through lazyWithReload.tsx gets here once
 * the URL was loaded again and that did not help; any other is given that one reload here.
 * Reload carries the booking in progress over, as the automatic one does.
 */
function MissingCodePage() {
  const { href, isReloading } = useReloadOnce();
  if (isReloading) return null;
  return (
    <StatusPage
      title="Page could not be loaded"
      heading="This page could not be loaded"
      text="The site may have just been updated, or the connection dropped. Reload to try again: the choices of a booking in progress are kept."
    >
      <Button variant="contained" onClick={() => reloadNow(href)}>
        Reload
      </Button>
      <Button variant="outlined" href={paths.home}>
        Return to Home
      </Button>
    </StatusPage>
  );
}

/** The fallback for any failure a route did not handle itself. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <MissingCodePage />;
  return (
    <StatusPage
      title="Something went wrong"
      heading="Unexpected Application Error!"
      text={describeRouteError(error)}
    >
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
