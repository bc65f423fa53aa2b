import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import { styled } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { NavLink } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { MAIN_CONTENT_ID, focusMainContent } from '@/lib/focus';
import { AppBarFrame } from '@/speed/looks/AppBarFrame';
import { containerLg } from '@/speed/looks/styles';
import { Logo } from './Logo';
import { VisuallyHidden } from './VisuallyHidden';

interface HeaderProps {
  /** The search field, placed in the middle on wide screens and on its own row on phones. */
  search: ReactNode;
  /** The Location control, first of the buttons on the right. */
  location: ReactNode;
  /** The Sign In button, last of the buttons (it opens a feature's dialog). */
  signIn?: ReactNode;
  /** Account's icon, in place of the plain person: one that may show what awaits there. */
  accountIcon?: ReactNode;
  /** Said after Account's name, e.g. ` (1 cancellation reminder)` (the node hides it from sight). */
  accountNote?: ReactNode;
  /** Overlays such as a loading bar along the bottom edge. */
  children?: ReactNode;
}

/**
 * The header's parts, in the frame of MUI's AppBar (AppBarFrame) and Container (containerLg), drawn
 * as plain elements by this one styled root. The controls in it are MUI's.
 */
const HeaderRoot = styled(AppBarFrame)(({ theme }) => ({
  // The first stop of the Tab key on every page: past the header, to the page itself.
  '& .header-skip': {
    position: 'absolute',
    top: theme.spacing(1),
    left: theme.spacing(1),
    zIndex: 1,
    padding: theme.spacing(1, 2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.primary.main,
    fontWeight: 600,
    boxShadow: theme.shadows[3],
    outline: `2px solid ${theme.palette.primary.main}`,
    '&:not(:focus)': visuallyHidden,
  },
  '& .header-container': containerLg(theme),
  '& .header-grid': {
    display: 'grid',
    alignItems: 'center',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(1),
    padding: theme.spacing(1.25, 0),
    // On phones the buttons may wrap under each other (large text) rather than overflow.
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"logo actions" "search search"',
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
    },
  },
  '& .header-logo': { gridArea: 'logo' },
  '& .header-search': {
    gridArea: 'search',
    width: '100%',
    justifySelf: 'center',
    [theme.breakpoints.up('md')]: { maxWidth: 560 },
  },
  '& .header-actions': {
    gridArea: 'actions',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: theme.spacing(0.5),
  },
}));

/**
 * The sticky header of every page. Location chooses where the list looks; Account leads to the
 * bookings made on this device; Sign In says there are no accounts and offers to move them
 * (docs/product.md#header).
 */
export function Header({
  search,
  location,
  signIn,
  accountIcon = <PersonOutlineRoundedIcon />,
  accountNote,
  children,
}: HeaderProps) {
  // Without script the link still works: the browser moves to #main by itself.
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };

  return (
    <HeaderRoot>
      <a className="header-skip" href={`#${MAIN_CONTENT_ID}`} onClick={handleSkip}>
        Skip to main content
      </a>
      <div className="header-container">
        <div className="header-grid">
          <div className="header-logo">
            <Logo />
          </div>
          <div className="header-search">{search}</div>
          <nav aria-label="Account" className="header-actions">
            {location}
            <Button
              component={NavLink}
              to={paths.bookings}
              color="inherit"
              startIcon={accountIcon}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Account
              {accountNote}
            </Button>
            <IconButton
              component={NavLink}
              to={paths.bookings}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              {accountIcon}
              <VisuallyHidden>Account</VisuallyHidden>
              {accountNote}
            </IconButton>
            {signIn}
          </nav>
        </div>
      </div>
      {children}
    </HeaderRoot>
  );
}
