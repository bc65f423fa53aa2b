import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { StatusPage } from '@/components/StatusPage';
import { paths } from '@/lib/routes';

/**
 * Any path no route matches. The page is the same for every path (the build serves one
 * prerendered copy for all of them); the missing path goes to the console, where error reports
 * pick it up, as information rather than an error: the site itself did nothing wrong.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.info(`404 Not Found: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <StatusPage
      title="Page not found"
      mark="404"
      heading="Oops! Page not found"
      text="There is no page at this address. It may have moved, or the link may be mistyped."
    >
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Return to Home
      </Button>
    </StatusPage>
  );
}
