import { restaurants } from '@/data/catalogue';
import type { DayHours, DayOfWeek } from '@/data/types';
import { weeklyHours } from './weeklyHours';

const everyDay = (hours: DayHours): Record<DayOfWeek, DayHours> => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
  sunday: hours,
});

describe('weeklyHours', () => {
  it('lists Monday to Sunday whatever order the data keys come in', () => {
    const { sunday, ...rest } = everyDay({ open: '17:00', close: '22:00' });
    const rows = weeklyHours({ sunday, ...rest }, 'monday');
    expect(rows.map((row) => row.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('shows each day in 12-hour form', () => {
    const rows = weeklyHours(restaurants[0]!.hours, 'monday');
    expect(rows.map((row) => row.hours)).toEqual([
      'Closed',
      '5:00 PM - 10:00 PM',
      '5:00 PM - 10:00 PM',
      '5:00 PM - 10:00 PM',
      '5:00 PM - 11:00 PM',
      '5:00 PM - 11:00 PM',
      '11:00 AM - 9:00 PM',
    ]);
  });

  it('shows Closed for a closed day, ignoring its times', () => {
    const rows = weeklyHours(everyDay({ open: '17:00', close: '22:00', closed: true }), 'monday');
    expect(rows.every((row) => row.hours === 'Closed' && row.isClosed)).toBe(true);
  });

  it('keeps times past midnight as they are', () => {
    const [monday] = weeklyHours(everyDay({ open: '18:00', close: '01:30' }), 'monday');
    expect(monday?.hours).toBe('6:00 PM - 1:30 AM');
  });

  it.each<DayOfWeek>(['monday', 'wednesday', 'sunday'])('flags %s, and only it, as today', (today) => {
    const rows = weeklyHours(everyDay({ open: '17:00', close: '22:00' }), today);
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual([today]);
  });
});
