import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface IconListProps {
  items: string[];
  /** Drawn before every item; decorative. */
  icon: ReactNode;
}

/** A list with an icon per item, in two columns from small tablets up. */
export function IconList({ items, icon }: IconListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1.25,
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25 }}>
          <Box aria-hidden sx={{ display: 'flex', color: 'secondary.main', '& svg': { fontSize: 20 } }}>
            {icon}
          </Box>
          <Typography variant="body2" sx={{ pt: 0.125 }}>
            {item}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
