import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/**
 * MUI X's dayjs adapter, kept to the diner's own clock. AdapterDayjs makes every date through
 * dayjs's time-zone plugin as soon as that plugin is loaded, and the calendar links of My
 * Bookings load it (lib/zonedDates.ts): a booking page opened from My Bookings then built each
 * date with Intl's time-zone rules, and the first took 61 ms of Change's tap (4x CPU, CPU
 * profile). The booking's dates are wall dates of the diner's clock, as lib/dates.ts makes
 * them, so the plugin never changes one.
 */
export class LocalDayjsAdapter extends AdapterDayjs {
  constructor(...options: ConstructorParameters<typeof AdapterDayjs>) {
    super(...options);
    // An instance field of AdapterDayjs (private in its types), read on each date it makes.
    Object.assign(this, { hasTimezonePlugin: () => false });
  }
}
