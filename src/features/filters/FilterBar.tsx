import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectActiveFilterCount } from '@/features/restaurants/restaurantsSelectors';
import { FilterChips } from './FilterChips';
import { FilterMenu } from './FilterMenu';
import { filtersCleared } from './filtersSlice';

/** The Filters button with its menu and count badge, the active filters as chips, and Clear All. */
export function FilterBar() {
  const dispatch = useAppDispatch();
  const activeCount = useAppSelector(selectActiveFilterCount);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const isMenuOpen = menuAnchor !== null;

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => setMenuAnchor(event.currentTarget);
  const handleClose = () => setMenuAnchor(null);
  const focusFiltersButton = useCallback(() => filtersButton.current?.focus(), []);

  const handleClearAll = () => {
    dispatch(filtersCleared());
    // Clear All disappears with the chips; keep focus in the bar.
    focusFiltersButton();
  };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Badge
        badgeContent={activeCount}
        color="secondary"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Button
          ref={filtersButton}
          id={buttonId}
          variant="outlined"
          color="inherit"
          startIcon={<TuneRoundedIcon />}
          aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
          aria-haspopup="menu"
          aria-controls={isMenuOpen ? menuId : undefined}
          aria-expanded={isMenuOpen}
          onClick={handleOpen}
          sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          Filters
        </Button>
      </Badge>
      <FilterMenu id={menuId} anchorEl={menuAnchor} labelledBy={buttonId} onClose={handleClose} />
      <FilterChips onAllRemoved={focusFiltersButton} />
      {activeCount > 0 && (
        <Button variant="text" onClick={handleClearAll}>
          Clear All
        </Button>
      )}
    </Stack>
  );
}
