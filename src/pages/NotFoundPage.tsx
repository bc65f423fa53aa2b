import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/routes';

/** Any path no route matches. The missing path is logged so it shows up in error reports. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Not Found: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{pageTitle('Page not found')}</title>
      <Typography component="p" variant="h2" sx={{ color: 'primary.main' }} aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 1 }}>
        Oops! Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4, overflowWrap: 'anywhere' }}>
        There is no page at {pathname}. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Return to Home
      </Button>
    </Container>
  );
}
