import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Restaurant } from '@/data/types';
import { todayDayOfWeek } from '@/lib/dates';
import { useHydrated } from '@/lib/useHydrated';
import { weeklyHours } from './openingHours';

interface OpeningHoursProps {
  hours: Restaurant['hours'];
}

/** The week's hours, Monday first, with the visitor's today marked. */
export function OpeningHours({ hours }: OpeningHoursProps) {
  // Today is the visitor's, known after hydration: the prerendered page marks no day.
  const rows = weeklyHours(hours, useHydrated() ? todayDayOfWeek() : null);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mx: -1.5 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.day}
          aria-current={row.isToday ? 'date' : undefined}
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            px: 1.5,
            py: 0.75,
            borderRadius: 2,
            typography: 'body2',
            ...(row.isToday && {
              bgcolor: alpha(theme.palette.primary.main, 0.08),
              color: 'primary.dark',
              fontWeight: 700,
            }),
          })}
        >
          <span>
            {row.dayName}
            {row.isToday && (
              <Typography
                component="span"
                variant="caption"
                sx={{ ml: 1, fontWeight: 700, textTransform: 'uppercase' }}
              >
                Today
              </Typography>
            )}
          </span>
          <Box component="span" sx={{ color: row.isClosed && !row.isToday ? 'text.secondary' : undefined }}>
            {row.hours}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
