import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectPositionRequest } from '@/features/discovery/searchSlice';
import { nearMeRequested } from '@/features/discovery/nearMe';

interface HomeHeroProps {
  /** Explore Restaurants, and Near Me once the list is in order: takes the diner to the list. */
  onExplore: () => void;
}

/**
 * The banner at the top of the home page. Near Me asks the browser for the diner's position (on
 * the press, never before), orders the list nearest first and takes the diner to it; a refusal
 * or a failure is said in words (PositionAlert) and leaves the list as it was.
 */
export function HomeHero({ onExplore }: HomeHeroProps) {
  const dispatch = useAppDispatch();
  const isLocating = useAppSelector(selectPositionRequest).status === 'pending';

  const handleNearMe = async () => {
    const result = await dispatch(nearMeRequested());
    if (nearMeRequested.fulfilled.match(result)) onExplore();
  };

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
            startIcon={isLocating ? <CircularProgress size={20} color="inherit" /> : <NearMeRoundedIcon />}
            aria-busy={isLocating}
            onClick={() => void handleNearMe()}
            sx={{ borderColor: 'currentColor' }}
          >
            Near Me
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
