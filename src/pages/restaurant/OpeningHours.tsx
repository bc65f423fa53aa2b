import { alpha, styled } from '@mui/material/styles';
import type { Restaurant } from '@/data/types';
import { todayDayOfWeek } from '@/lib/dates';
import { useHydrated } from '@/lib/useHydrated';
import { weeklyHours } from './weeklyHours';

interface OpeningHoursProps {
  hours: Restaurant['hours'];
}

/** The week as one styled list (body2 rows, today tinted), not a styled Box per row. */
const Week = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(0, -1.5),
  '& > li': {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: theme.spacing(2),
    padding: theme.spacing(0.75, 1.5),
    borderRadius: Number(theme.shape.borderRadius) * 2,
  },
  '& > li[aria-current]': {
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
    color: theme.palette.primary.dark,
    fontWeight: 700,
  },
  '& .hours-today': {
    ...theme.typography.caption,
    marginLeft: theme.spacing(1),
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  '& .hours-closed': { color: theme.palette.text.secondary },
}));

/** The week's hours, Monday first, with the visitor's today marked. */
export function OpeningHours({ hours }: OpeningHoursProps) {
  // Today is the visitor's, known after hydration: the prerendered page marks no day.
  const rows = weeklyHours(hours, useHydrated() ? todayDayOfWeek() : null);
  return (
    <Week>
      {rows.map((row) => (
        <li key={row.day} aria-current={row.isToday ? 'date' : undefined}>
          <span>
            {row.dayName}
            {row.isToday && <span className="hours-today">Today</span>}
          </span>
          <span className={row.isClosed && !row.isToday ? 'hours-closed' : undefined}>{row.hours}</span>
        </li>
      ))}
    </Week>
  );
}
