import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@/lib/pageTitle';

export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <title>{pageTitle()}</title>
      <Typography component="h1" variant="h3">
        Find Your Perfect Dining Experience
      </Typography>
    </Container>
  );
}
