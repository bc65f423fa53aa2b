import { styled } from '@mui/material/styles';
import type { BookingRecord } from '@/features/bookings/types';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import { formatGuests, formatSeatingRequest } from '@/lib/format';
import { occasionLabel } from '@/features/bookings/occasion';

// The details' styles, resolved once rather than per card and render (a card had 12 sx props).
const Details = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1.5),
  margin: theme.spacing(1.5, 0, 2),
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: 'repeat(4, auto)',
    justifyContent: 'start',
    columnGap: theme.spacing(4),
  },
}));

// On phones the date and the confirmation number get a row each, time and party size share one.
const Detail = styled('div')(({ theme }) => ({
  '&.is-wide, &.is-full': { gridColumn: '1 / -1' },
  [theme.breakpoints.up('sm')]: { '&.is-wide': { gridColumn: 'auto' } },
}));

const Label = styled('dt')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const Value = styled('dd')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  color: 'inherit',
}));

interface BookingDetailsProps {
  booking: BookingRecord;
  /** The id the card's name takes its date from. */
  dateId: string;
}

/**
 * A booking's date, time, party size and confirmation number, and the occasion and dietary needs
 * when the diner gave them, each label above its value.
 */
export function BookingDetails({ booking, dateId }: BookingDetailsProps) {
  const rows = [
    { label: 'Date', value: formatDisplayDate(booking.date), id: dateId, isWide: true },
    { label: 'Time', value: formatTime12(booking.time) },
    { label: 'Party size', value: formatGuests(booking.partySize) },
    { label: 'Confirmation number', value: booking.confirmationNumber, isWide: true },
    ...(booking.occasion
      ? [{ label: 'Occasion', value: occasionLabel(booking.occasion), isWide: true }]
      : []),
    // A request, not a promise, and said so.
    ...(booking.seatingPreference
      ? [{ label: 'Seating', value: formatSeatingRequest(booking.seatingPreference), isWide: true }]
      : []),
    ...(booking.dietaryNeeds
      ? [{ label: 'Dietary needs or allergies', value: booking.dietaryNeeds, isWide: true, isFull: true }]
      : []),
  ];
  return (
    <Details>
      {rows.map(({ label, value, id, isWide, isFull }) => (
        // A div may group a dt and its dd: the label above its value.
        <Detail key={label} className={isFull ? 'is-full' : isWide ? 'is-wide' : undefined}>
          <Label>{label}</Label>
          <Value id={id}>{value}</Value>
        </Detail>
      ))}
    </Details>
  );
}
