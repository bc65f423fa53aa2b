import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookingRecord } from '@/features/bookings/types';
import { BookingCard } from './BookingCard';

interface BookingListProps {
  title: string;
  bookings: BookingRecord[];
  isPast?: boolean;
  calendarHintId: string;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
}

/** A titled section of booking cards. */
export function BookingList({ title, bookings, isPast = false, calendarHintId, empty }: BookingListProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {bookings.length === 0 ? (
        empty
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}
        >
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} isPast={isPast} calendarHintId={calendarHintId} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
