import { memo } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import PublicRoundedIcon from '@mui/icons-material/PublicRounded';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectCities } from './discoverySelectors';
import {
  anywhereChosen,
  cityChosen,
  selectChosenCity,
  selectPosition,
  selectPositionRequest,
} from './searchSlice';
import { nearMeRequested } from './nearMe';

interface LocationMenuProps {
  id: string;
  /** The Location button; the menu is open while it is set. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The Location menu: near me (the browser asks the diner for their position), anywhere, or one
 * of the catalogue's cities. One choice at a time, so the items are radio items.
 */
export const LocationMenu = memo(function LocationMenu({ id, anchorEl, onClose }: LocationMenuProps) {
  const dispatch = useAppDispatch();
  const cities = useAppSelector(selectCities);
  const city = useAppSelector(selectChosenCity);
  const isNearMe = useAppSelector(selectPosition) !== null;
  const isLocating = useAppSelector(selectPositionRequest).status === 'pending';
  const isAnywhere = city === null && !isNearMe;

  const choose = (action: () => void) => {
    action();
    onClose();
  };
  const check = (isChecked: boolean) => (
    <ListItemIcon sx={{ color: 'primary.main' }}>
      {isChecked && <CheckRoundedIcon fontSize="small" />}
    </ListItemIcon>
  );

  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      variant="menu"
      // Rendered in place, inside the header's navigation landmark, rather than at the end of <body>.
      disablePortal
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Location', dense: true }, paper: { sx: { mt: 1, minWidth: 220 } } }}
    >
      <MenuItem
        role="menuitemradio"
        aria-checked={isNearMe}
        selected={isNearMe}
        onClick={() => choose(() => void dispatch(nearMeRequested()))}
      >
        {check(isNearMe)}
        <ListItemText secondary={isLocating ? 'Finding your position…' : 'Nearest first, with distances'}>
          Near me
        </ListItemText>
        <NearMeRoundedIcon fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} aria-hidden />
      </MenuItem>
      <MenuItem
        role="menuitemradio"
        aria-checked={isAnywhere}
        selected={isAnywhere}
        onClick={() => choose(() => dispatch(anywhereChosen()))}
      >
        {check(isAnywhere)}
        <ListItemText>Anywhere</ListItemText>
        <PublicRoundedIcon fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} aria-hidden />
      </MenuItem>
      <Divider component="li" role="separator" />
      <ListSubheader component="li" role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
        Cities
      </ListSubheader>
      {cities.map((option) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={city === option}
          selected={city === option}
          onClick={() => choose(() => dispatch(cityChosen(option)))}
        >
          {check(city === option)}
          <ListItemText>{option}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
});
