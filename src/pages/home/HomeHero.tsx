import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';

interface HomeHeroProps {
  /** Explore Restaurants: takes the diner to the list. */
  onExplore: () => void;
}

/** The banner at the top of the home page. Near Me has no action yet (docs/product.md#inert-controls). */
export function HomeHero({ onExplore }: HomeHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      sx={{
        color: 'common.white',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography
          id="home-hero-heading"
          component="h1"
          sx={{
            typography: { xs: 'h3', md: 'h2' },
            maxWidth: '16em',
            textWrap: 'balance',
            // With large text on a phone, "Experience" alone is wider than the screen.
            hyphens: 'auto',
            overflowWrap: 'break-word',
          }}
        >
          Find Your Perfect Dining Experience
        </Typography>
        <Typography
          sx={{
            typography: { xs: 'body1', md: 'h6' },
            fontWeight: { md: 400 },
            mt: 2,
            maxWidth: '34em',
            opacity: 0.9,
          }}
        >
          Discover exceptional restaurants near you, read what diners say and book a table in seconds.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, alignItems: { sm: 'center' } }}
        >
          <Button variant="contained" size="large" startIcon={<ExploreOutlinedIcon />} onClick={onExplore}>
            Explore Restaurants
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="inherit"
            startIcon={<NearMeRoundedIcon />}
            sx={{ borderColor: 'currentColor' }}
          >
            Near Me
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
