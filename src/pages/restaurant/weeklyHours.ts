import type { DayHours, DayOfWeek } from '@/data/types';
import { DAYS_OF_WEEK, formatTimeRange12 } from '@/lib/dates';

/** One line of a restaurant's weekly hours, ready to show. */
export interface OpeningHoursRow {
  day: DayOfWeek;
  /** `Monday` */
  dayName: string;
  /** `5:00 PM - 10:00 PM`, or `Closed`. */
  hours: string;
  isClosed: boolean;
  isToday: boolean;
}

const dayName = (day: DayOfWeek): string => day.charAt(0).toUpperCase() + day.slice(1);

/** A restaurant's hours as rows Monday to Sunday, in 12-hour form, with today's row flagged. */
export const weeklyHours = (hours: Record<DayOfWeek, DayHours>, today: DayOfWeek | null): OpeningHoursRow[] =>
  DAYS_OF_WEEK.map((day) => {
    const { open, close, closed = false } = hours[day];
    return {
      day,
      dayName: dayName(day),
      hours: closed ? 'Closed' : formatTimeRange12(open, close),
      isClosed: closed,
      isToday: day === today,
    };
  });
