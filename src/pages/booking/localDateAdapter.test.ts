import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
// Loads dayjs's time-zone plugin, as My Bookings' calendar links do.
import '@/lib/zonedDates';
import { dayjs } from '@/lib/dates';
import { LocalDayjsAdapter } from './localDateAdapter';

describe('LocalDayjsAdapter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes dates on the diner’s clock, without the time-zone plugin, even once it is loaded', () => {
    // Each conversion of the plugin formats the date with Intl's time-zone rules.
    const toZone = jest.spyOn(dayjs.prototype, 'tz');
    // MUI's own adapter goes through the plugin: what made a booking page slow after My Bookings.
    new AdapterDayjs().date(undefined);
    expect(toZone).toHaveBeenCalled();
    toZone.mockClear();

    const adapter = new LocalDayjsAdapter();
    const made = adapter.date('2026-11-27T19:15:00');
    const today = adapter.date(undefined);
    expect(made).not.toBeNull();
    if (made === null || today === null) return;
    expect(adapter.getTimezone(made)).toBe('system');
    expect(adapter.format(made, 'fullTime12h')).toBe('07:15 PM');
    expect(adapter.isSameDay(made, dayjs('2026-11-27'))).toBe(true);
    expect(adapter.isSameDay(today, dayjs())).toBe(true);
    expect(toZone).not.toHaveBeenCalled();
  });
});
