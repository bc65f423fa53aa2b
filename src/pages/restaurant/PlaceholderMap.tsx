import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import LocationOnIcon from '@mui/icons-material/LocationOn';

interface PlaceholderMapProps {
  /** Read out in place of the drawing, e.g. "Map showing 418 Mulberry Lane, Riverton". */
  label: string;
}

/**
 * A street map drawn in the page with a pin in the middle: no tiles, no iframe, nothing
 * fetched. It stands in until a map provider is chosen.
 */
export function PlaceholderMap({ label }: PlaceholderMapProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: { xs: '4 / 3', sm: '16 / 7' },
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        '& > svg': { position: 'absolute', inset: 0, width: 1, height: 1 },
        '& [data-layer="park"]': { fill: alpha(theme.palette.success.main, 0.16) },
        '& [data-layer="water"]': { fill: alpha(theme.palette.info.main, 0.22) },
        '& [data-layer="blocks"]': { fill: theme.palette.grey[200] },
        '& [data-layer="streets"]': { stroke: theme.palette.common.white, fill: 'none' },
        '& [data-layer="avenues"]': { stroke: alpha(theme.palette.warning.main, 0.35), fill: 'none' },
      })}
    >
      <svg viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
        <g data-layer="blocks">
          <rect x="20" y="20" width="90" height="60" rx="4" />
          <rect x="130" y="20" width="110" height="60" rx="4" />
          <rect x="20" y="100" width="90" height="105" rx="4" />
          <rect x="260" y="100" width="120" height="45" rx="4" />
          <rect x="130" y="165" width="110" height="40" rx="4" />
        </g>
        <rect data-layer="park" x="130" y="100" width="110" height="45" rx="6" />
        <path data-layer="water" d="M400 0 L400 85 C370 90 330 70 300 40 C285 25 280 10 282 0 Z" />
        <g data-layer="streets" strokeWidth="8">
          <path d="M0 90 H400 M0 155 H400 M120 0 V225 M250 0 V225" />
        </g>
        <g data-layer="avenues" strokeWidth="5">
          <path d="M0 10 H280 M10 0 V225 M390 100 V225 M0 215 H400" />
        </g>
      </svg>
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          left: '50%',
          top: '50%',
          // The pin's tip, not its middle, marks the spot.
          transform: 'translate(-50%, -90%)',
          display: 'flex',
          color: 'primary.main',
          filter: `drop-shadow(0 2px 2px ${alpha(theme.palette.common.black, 0.3)})`,
          '& svg': { fontSize: 48 },
        })}
      >
        <LocationOnIcon />
      </Box>
    </Box>
  );
}
