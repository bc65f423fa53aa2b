import Box from '@mui/material/Box';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import type { SeatingArea } from '@/data/catalogueValues';
import { formatGuests } from '@/lib/format';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';

interface BookingSummaryProps {
  restaurantName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  partySize: number;
  /** The seating area asked for, shown as a request; nothing for no preference. */
  seatingPreference?: SeatingArea;
}

/** Restaurant, date, time, party size and any seating asked for, as a description list. */
export function BookingSummary({
  restaurantName,
  date,
  time,
  partySize,
  seatingPreference,
}: BookingSummaryProps) {
  const rows = [
    { label: 'Restaurant', value: restaurantName, Icon: RestaurantOutlinedIcon },
    { label: 'Date', value: formatDisplayDate(date), Icon: CalendarMonthOutlinedIcon },
    { label: 'Time', value: formatTime12(time), Icon: ScheduleOutlinedIcon },
    { label: 'Party size', value: formatGuests(partySize), Icon: GroupOutlinedIcon },
    ...(seatingPreference
      ? [{ label: 'Seating', value: `${seatingPreference} (requested)`, Icon: EventSeatOutlinedIcon }]
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {rows.map(({ label, value, Icon }) => (
        // A div may group a dt and its dd; `contents` lets both sit in the list's grid.
        <Box key={label} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
          >
            <Icon aria-hidden fontSize="small" sx={{ color: 'secondary.main' }} />
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
