import {
  DAYS_OF_WEEK,
  atDateAndTime,
  dayOfWeek,
  dayjs,
  formatDisplayDate,
  formatTime12,
  parseIsoDate,
  parseTime,
  todayIso,
} from './dates';
import { formatDisplayDateNoWeekday, formatTimeRange12, todayDayOfWeek } from './dates';

describe('dates', () => {
  it('formats stored times in 12-hour form', () => {
    expect(formatTime12('17:00')).toBe('5:00 PM');
    expect(formatTime12('21:45')).toBe('9:45 PM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
  });

  it('leaves unparseable times and dates as they are', () => {
    expect(formatTime12('7pm')).toBe('7pm');
    expect(formatDisplayDate('2026-13-45')).toBe('2026-13-45');
  });

  it('parses stored dates strictly', () => {
    expect(parseIsoDate('2026-12-04').isValid()).toBe(true);
    expect(parseIsoDate('2026-02-30').isValid()).toBe(false);
    expect(parseIsoDate('04/12/2026').isValid()).toBe(false);
    expect(parseIsoDate('2026-12-4').isValid()).toBe(false);
    expect(parseIsoDate('2026-12-04T19:00').isValid()).toBe(false);
    expect(parseIsoDate('').isValid()).toBe(false);
    // A local day, whatever the visitor's zone: midnight there, not in UTC.
    expect(parseIsoDate('2026-12-04').format('YYYY-MM-DD HH:mm')).toBe('2026-12-04 00:00');
  });

  it('parses stored times strictly, as today at that time', () => {
    expect(parseTime('19:15').format('HH:mm:ss')).toBe('19:15:00');
    expect(parseTime('19:15').format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
    for (const bad of ['7:15', '24:00', '19:60', '19:15:00', '7 PM', ''])
      expect(parseTime(bad).isValid()).toBe(false);
  });

  it('formats dates for display', () => {
    expect(formatDisplayDate('2026-12-04')).toBe('Friday, December 4, 2026');
  });

  it('combines a date and time into a local instant', () => {
    const at = atDateAndTime('2026-12-04', '19:15');
    expect(at.format('YYYY-MM-DD HH:mm')).toBe('2026-12-04 19:15');
    expect(atDateAndTime('2026-02-30', '19:15').isValid()).toBe(false);
    expect(atDateAndTime('2026-12-04', '25:00').isValid()).toBe(false);
  });

  it('names the day of the week as the hours keys do', () => {
    expect(dayOfWeek(dayjs('2026-11-22'))).toBe('sunday');
    expect(dayOfWeek(dayjs('2026-11-23'))).toBe('monday');
    expect(dayOfWeek(dayjs('2026-11-28'))).toBe('saturday');
  });

  it('lists the week Monday first', () => {
    expect(DAYS_OF_WEEK).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  });

  it('takes today from the clock, so fake time moves it', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 23, 59) });
    expect(todayIso()).toBe('2026-11-22');
    jest.setSystemTime(new Date(2026, 10, 23, 0, 0));
    expect(todayIso()).toBe('2026-11-23');
    jest.useRealTimers();
  });
});

describe('dates for the restaurant detail page', () => {
  afterEach(() => jest.useRealTimers());

  it('formats opening hours as a 12-hour range', () => {
    expect(formatTimeRange12('17:00', '22:00')).toBe('5:00 PM - 10:00 PM');
    expect(formatTimeRange12('11:00', '00:30')).toBe('11:00 AM - 12:30 AM');
  });

  it('formats dates without the weekday', () => {
    expect(formatDisplayDateNoWeekday('2026-11-14')).toBe('November 14, 2026');
    expect(formatDisplayDateNoWeekday('yesterday')).toBe('yesterday');
  });

  it("takes today's weekday from the local clock, turning at local midnight", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 23, 59) });
    expect(todayDayOfWeek()).toBe('saturday');
    jest.setSystemTime(new Date(2026, 10, 22, 0, 0));
    expect(todayDayOfWeek()).toBe('sunday');
    jest.setSystemTime(new Date(2026, 10, 23, 0, 0));
    expect(todayDayOfWeek()).toBe('monday');
  });
});
