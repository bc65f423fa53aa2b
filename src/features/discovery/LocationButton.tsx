import { Suspense, lazy, useCallback, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prepareCatalogueSearch } from '@/features/restaurants/restaurantsSlice';
import { selectChosenCity, selectPosition, selectPositionRequest } from './searchSlice';
import { loadLocationMenu, locationMenuEarlyPreload } from './menuCode';
import { lazyPreloadable } from '@/speed/lazyPreloadable';
import { fetchOnReach } from '@/speed/fetchOnReach';
import { whenIdle } from '@/speed/scheduling';

// The menu's code (MUI Menu, Popover, Modal, focus trap) loads when a diner reaches for it, as
// the Filters menu's does: fetched as the pointer or the focus arrives on the button.
const [LocationMenu, preloadLocationMenu, whenLocationMenuLoaded] = lazyPreloadable(
  async () => (await loadLocationMenu()).LocationMenu,
);

// Only a diner whose position could not be had needs the message's code (Snackbar, Alert).
const PositionAlert = lazy(async () => ({ default: (await import('./PositionAlert')).PositionAlert }));

/**
 * The header's Location: where the diner looks, near them or in one of the catalogue's cities.
 * Its label says the choice; with none, a text button from 600 px and an icon below.
 */
export function LocationButton() {
  const dispatch = useAppDispatch();
  const city = useAppSelector(selectChosenCity);
  const isNearMe = useAppSelector(selectPosition) !== null;
  const hasFailed = useAppSelector(selectPositionRequest).status === 'failed';
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const isMenuOpen = menuAnchor !== null;

  const choice = city ?? (isNearMe ? 'Near me' : null);
  const label = choice === null ? 'Location' : `Location: ${choice}`;
  const icon = isNearMe ? <NearMeRoundedIcon /> : <LocationOnOutlinedIcon />;

  const prepareSearch = () => dispatch(prepareCatalogueSearch());
  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    const anchor = event.currentTarget;
    // Opened once its code is there (lazyPreloadable): at once when it is, as it mostly is.
    whenLocationMenuLoaded(() => {
      setHasOpened(true);
      setMenuAnchor(anchor);
      void whenIdle().then(prepareSearch);
    });
  };
  const handleClose = useCallback(() => setMenuAnchor(null), []);
  const menuProps = {
    'aria-haspopup': 'menu',
    'aria-controls': isMenuOpen ? menuId : undefined,
    'aria-expanded': isMenuOpen,
    onClick: handleOpen,
    // The menu's code on any reach; a large catalogue's search (a city's or Near Me's list) on a
    // reach well ahead of the press, as the Filters button's.
    ...fetchOnReach({
      code: preloadLocationMenu,
      data: prepareSearch,
      dataOn: 'early-reach',
    }),
    ...locationMenuEarlyPreload,
  } as const;

  return (
    <>
      <Button
        color="inherit"
        startIcon={icon}
        aria-label={choice === null ? undefined : label}
        {...menuProps}
        // With a place chosen, its name shows at every width (cut on a phone); otherwise an icon below 600 px.
        sx={{
          display: choice === null ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
          maxWidth: { xs: '9em', sm: '14em' },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {choice ?? 'Location'}
        </span>
      </Button>
      <IconButton
        aria-label={label}
        {...menuProps}
        sx={{ display: choice === null ? { xs: 'inline-flex', sm: 'none' } : 'none' }}
      >
        {icon}
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <LocationMenu id={menuId} anchorEl={menuAnchor} onClose={handleClose} />
        </Suspense>
      )}
      {hasFailed && (
        <Suspense fallback={null}>
          <PositionAlert />
        </Suspense>
      )}
    </>
  );
}
