import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectPositionRequest } from '@/features/discovery/searchSlice';
import { nearMeRequested } from '@/features/discovery/nearMe';
import { prepareDistanceFormats } from '@/lib/format';
import { whenIdle } from '@/speed/scheduling';
import { containerLg } from '@/speed/looks/styles';

interface HomeHeroProps {
  /** Explore Restaurants, and Near Me once the list is in order: takes the diner to the list. */
  onExplore: () => void;
}

/**
 * The banner and its texts as one styled element: the look of MUI's Container, Typography (h1
 * as h3, h2 from md up; the line as body1, h6 from md up) and a Stack around the buttons. Its h1
 * is the home page's largest paint.
 */
const Hero = styled('section')(({ theme }) => ({
  color: theme.palette.common.white,
  background: `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.secondary.main} 100%)`,
  '& .hero-container': {
    ...containerLg(theme),
    paddingTop: theme.spacing(6),
    paddingBottom: theme.spacing(6),
    [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(10), paddingBottom: theme.spacing(10) },
  },
  '& h1': {
    ...theme.typography.h3,
    margin: 0,
    maxWidth: '16em',
    textWrap: 'balance',
    // With large text on a phone, "Experience" alone is wider than the screen.
    hyphens: 'auto',
    overflowWrap: 'break-word',
    [theme.breakpoints.up('md')]: theme.typography.h2,
  },
  '& p': {
    ...theme.typography.body1,
    margin: 0,
    marginTop: theme.spacing(2),
    maxWidth: '34em',
    opacity: 0.9,
    [theme.breakpoints.up('md')]: { ...theme.typography.h6, fontWeight: 400 },
  },
  '& .hero-actions': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    marginTop: theme.spacing(4),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'center' },
  },
}));

/**
 * The banner at the top of the home page. Near Me asks the browser for the diner's position (on
 * the press, never before), orders the list nearest first and takes the diner to it; a refusal
 * or a failure is said in words (PositionAlert) and leaves the list as it was.
 */
export function HomeHero({ onExplore }: HomeHeroProps) {
  const dispatch = useAppDispatch();
  const isLocating = useAppSelector(selectPositionRequest).status === 'pending';
  // The distances Near Me shows, their formats made once the page is idle, not in its wake.
  useEffect(() => {
    void whenIdle().then(() => prepareDistanceFormats());
  }, []);

  const handleNearMe = async () => {
    const result = await dispatch(nearMeRequested());
    if (nearMeRequested.fulfilled.match(result)) onExplore();
  };

  return (
    <Hero aria-labelledby="home-hero-heading">
      <div className="hero-container">
        <h1 id="home-hero-heading">Find Your Perfect Dining Experience</h1>
        <p>Discover exceptional restaurants near you, read what diners say and book a table in seconds.</p>
        <div className="hero-actions">
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
        </div>
      </div>
    </Hero>
  );
}
