import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/routes';

/** The booking page for an id no restaurant has: the title only and a way home (SPEC §8). */
export function BookingNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{pageTitle('Restaurant not found')}</title>
      <SearchOffRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography component="h1" variant="h4" sx={{ mt: 1, mb: 4 }}>
        Restaurant not found
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Back to Home
      </Button>
    </Container>
  );
}
