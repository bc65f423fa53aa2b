import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { Panel } from '@/components/Panel';

// A street grid in a 400 x 175 drawing: [start, size] of each column and row of blocks.
// The middle block, under the pin, is the restaurant's.
const BLOCK_COLUMNS = [
  [0, 30],
  [50, 80],
  [150, 100],
  [270, 80],
  [370, 30],
] as const;
const BLOCK_ROWS = [
  [0, 50],
  [70, 40],
  [130, 45],
] as const;

interface PlaceholderMapProps {
  /** Read out in place of the drawing, e.g. "Map showing 418 Mulberry Lane, Riverton". */
  label: string;
}

/**
 * A street map drawn in the page with a pin in the middle: no tiles, no iframe, nothing
 * fetched. Get Directions and View on Map beside it open a real map in a new tab.
 */
export function PlaceholderMap({ label }: PlaceholderMapProps) {
  return (
    <Panel
      role="img"
      aria-label={label}
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: { xs: '4 / 3', sm: '16 / 7' },
        p: 0,
        overflow: 'hidden',
        // The streets are the gaps between the blocks.
        bgcolor: 'common.white',
        '& > svg': { position: 'absolute', inset: 0, width: 1, height: 1 },
        '& [data-layer="park"]': { fill: alpha(theme.palette.success.main, 0.16) },
        '& [data-layer="water"]': { fill: alpha(theme.palette.info.main, 0.22) },
        '& [data-layer="blocks"]': { fill: theme.palette.grey[200] },
        '& [data-layer="venue"]': { fill: alpha(theme.palette.primary.main, 0.14) },
        '& [data-layer="avenue"]': { stroke: alpha(theme.palette.warning.main, 0.3), fill: 'none' },
      })}
    >
      <svg viewBox="0 0 400 175" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
        <g data-layer="blocks">
          {BLOCK_COLUMNS.flatMap(([x, width]) =>
            BLOCK_ROWS.map(([y, height]) => (
              <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="4" />
            )),
          )}
        </g>
        <rect data-layer="park" x="50" y="130" width="80" height="45" rx="4" />
        <rect data-layer="venue" x="150" y="70" width="100" height="40" rx="4" />
        <path data-layer="avenue" d="M-10 150 L140 -10" strokeWidth="7" />
        <path data-layer="water" d="M400 0 V64 C362 70 334 48 322 22 C317 11 316 4 317 0 Z" />
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
    </Panel>
  );
}
