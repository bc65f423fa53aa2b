import type { MouseEvent, ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { NavLink } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { MAIN_CONTENT_ID, focusMainContent } from '@/lib/focus';
import { Logo } from './Logo';

interface HeaderProps {
  /** The search field, placed in the middle on wide screens and on its own row on phones. */
  search: ReactNode;
  /** The Location control, first of the buttons on the right. */
  location: ReactNode;
  /** The Sign In button, last of the buttons (it opens a feature's dialog). */
  signIn?: ReactNode;
  /** Overlays such as a loading bar along the bottom edge. */
  children?: ReactNode;
}

/**
 * The sticky header of every page. Location chooses where the list looks; Account leads to the
 * bookings made on this device; Sign In says there are no accounts and offers to move them
 * (docs/product.md#header).
 */
export function Header({ search, location, signIn, children }: HeaderProps) {
  // Without script the link still works: the browser moves to #main by itself.
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };

  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      {/* The first stop of the Tab key on every page: past the header, to the page itself. */}
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={handleSkip}
        sx={{
          '&:not(:focus)': visuallyHidden,
          position: 'absolute',
          top: (theme) => theme.spacing(1),
          left: (theme) => theme.spacing(1),
          zIndex: 1,
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 3,
          outline: 2,
          outlineColor: 'primary.main',
        }}
      >
        Skip to main content
      </Box>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 1,
            py: 1.25,
            // On phones the buttons may wrap under each other (large text) rather than overflow.
            gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
            gridTemplateAreas: {
              xs: '"logo actions" "search search"',
              md: '"logo search actions"',
            },
          }}
        >
          <Box sx={{ gridArea: 'logo' }}>
            <Logo />
          </Box>
          <Box sx={{ gridArea: 'search', maxWidth: { md: 560 }, width: 1, justifySelf: 'center' }}>
            {search}
          </Box>
          <Box
            component="nav"
            aria-label="Account"
            sx={{
              gridArea: 'actions',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 0.5,
            }}
          >
            {location}
            <Button
              component={NavLink}
              to={paths.bookings}
              color="inherit"
              startIcon={<PersonOutlineRoundedIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Account
            </Button>
            <IconButton
              component={NavLink}
              to={paths.bookings}
              aria-label="Account"
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <PersonOutlineRoundedIcon />
            </IconButton>
            {signIn}
          </Box>
        </Box>
      </Container>
      {children}
    </AppBar>
  );
}
