import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface PanelProps extends BoxProps {
  /** A dashed edge: a message standing in for content, rather than content. */
  isDashed?: boolean;
}

const panelSx: SxProps<Theme> = {
  p: { xs: 2, sm: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.default',
};

/** A bordered, rounded block set off from what is around it. `sx` adds to the look or changes it. */
export function Panel({ isDashed = false, sx, ...props }: PanelProps) {
  return (
    <Box
      {...props}
      sx={[panelSx, isDashed && { borderStyle: 'dashed' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
