import { Suspense, lazy, useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectActiveFilterCount } from './discoverySelectors';
import { prepareCatalogueSearch } from '@/features/restaurants/restaurantsSlice';
import { filtersCleared } from './filtersSlice';
import { filterMenuEarlyPreload, loadFilterChips, loadFilterMenu } from './menuCode';
import { lazyPreloadable } from '@/speed/lazyPreloadable';
import { whenIdle } from '@/speed/scheduling';
import { fromTheme } from '@/speed/fromTheme';
import { fetchOnReach } from '@/speed/fetchOnReach';
import { CountBadge } from '@/speed/looks/CountBadge';

// The menu's code (MUI Menu, Popover, Modal, focus trap) loads when a diner reaches for it,
// not with the home page: fetched as the pointer or the focus arrives on the button.
const [FilterMenu, preloadFilterMenu, whenFilterMenuLoaded] = lazyPreloadable(
  async () => (await loadFilterMenu()).FilterMenu,
);

// The chips' code loads with the first active filter (3.9 KB gzipped less on the home page when
// chips were MUI's Chip), and is fetched with the menu's: fetched by the first tick, adding its
// script took 5 ms of that tap (1,000 restaurants, 4x CPU, CPU profile). Plain React.lazy on
// purpose: its first render suspends, so the chips follow the tick's paint. Rendered within the
// tick (lazyPreloadable, code there), they made its INP 176 ms, not 112 (5 runs, 4x CPU).
const FilterChips = lazy(async () => ({ default: (await loadFilterChips()).FilterChips }));

const preloadFilterCode = () => {
  void preloadFilterMenu();
  void loadFilterChips();
};

/** The bar's row: the Filters button, then the chips and Clear All, wrapping on a phone. */
const Bar = styled('div')(
  fromTheme((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  })),
);

/**
 * The Filters button's count: its corner badge, and the button's name ("Filters, 2 active") in a
 * hidden element the button is labelled by. It reads the store itself, so a tick renders these
 * two spans, not the button (an MUI Button and its ButtonBase, with their styles worked out again).
 */
function ActiveFilterCount({ nameId }: { nameId: string }) {
  const count = useAppSelector(selectActiveFilterCount);
  return (
    <>
      <span id={nameId} hidden>
        {count > 0 ? `Filters, ${count} active` : 'Filters'}
      </span>
      {count > 0 && <CountBadge aria-hidden>{count}</CountBadge>}
    </>
  );
}

/** The active filters as chips, and Clear All; mounted from the first active filter on. */
function ActiveFilters({ onCleared }: { onCleared: () => void }) {
  const dispatch = useAppDispatch();
  const activeCount = useAppSelector(selectActiveFilterCount);
  // Mounted from the first active filter on, so removing the last chip can still move focus.
  const [hasHadFilters, setHasHadFilters] = useState(false);
  if (activeCount > 0 && !hasHadFilters) setHasHadFilters(true);
  if (!hasHadFilters) return null;

  const handleClearAll = () => {
    dispatch(filtersCleared());
    // Clear All disappears with the chips; keep focus in the bar.
    onCleared();
  };
  return (
    // Clear All waits with the chips, so that it never moves aside when they arrive.
    <Suspense fallback={null}>
      <FilterChips onAllRemoved={onCleared} />
      {activeCount > 0 && (
        <Button variant="text" onClick={handleClearAll}>
          Clear All
        </Button>
      )}
    </Suspense>
  );
}

/**
 * The Filters button with its menu and count badge, the active filters as chips, and Clear All.
 * The bar itself reads nothing a tick changes: only the count, the chips and the ticked option
 * render again.
 */
export function FilterBar() {
  const dispatch = useAppDispatch();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const nameId = useId();
  const isMenuOpen = menuAnchor !== null;
  // Mounted from the first opening on, so closing it can run its transition and return focus.
  const [hasOpened, setHasOpened] = useState(false);

  // A large catalogue's search, which answers the menu's ticks (its code and first fragments).
  const prepareSearch = () => dispatch(prepareCatalogueSearch());
  // The menu's code on any reach; the search on a reach well ahead of the press, else once the
  // menu is on screen (handleOpen).
  const reach = fetchOnReach({ code: preloadFilterCode, data: prepareSearch, dataOn: 'early-reach' });

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    const anchor = event.currentTarget;
    // Opened once its code is there (lazyPreloadable): at once when it is, as it mostly is.
    whenFilterMenuLoaded(() => {
      setHasOpened(true);
      setMenuAnchor(anchor);
      void whenIdle().then(prepareSearch);
    });
  };
  const handleClose = useCallback(() => setMenuAnchor(null), []);
  const focusFiltersButton = useCallback(() => filtersButton.current?.focus(), []);

  return (
    <Bar>
      <Button
        ref={filtersButton}
        id={buttonId}
        variant="outlined"
        color="inherit"
        startIcon={<TuneRoundedIcon />}
        aria-labelledby={nameId}
        aria-haspopup="menu"
        aria-controls={isMenuOpen ? menuId : undefined}
        aria-expanded={isMenuOpen}
        onClick={handleOpen}
        {...reach}
        {...filterMenuEarlyPreload}
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        Filters
        <ActiveFilterCount nameId={nameId} />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <FilterMenu id={menuId} anchorEl={menuAnchor} labelledBy={buttonId} onClose={handleClose} />
        </Suspense>
      )}
      <ActiveFilters onCleared={focusFiltersButton} />
    </Bar>
  );
}
