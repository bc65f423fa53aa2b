import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/routes';

/** The detail page for an id no restaurant has (SPEC §8). */
export function RestaurantNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{pageTitle('Restaurant not found')}</title>
      <SearchOffRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography component="h1" variant="h4" sx={{ mt: 1 }}>
        Restaurant not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4 }}>
        The restaurant you&apos;re looking for doesn&apos;t exist.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Back to Restaurants
      </Button>
    </Container>
  );
}
