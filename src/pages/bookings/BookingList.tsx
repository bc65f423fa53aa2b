import { memo, startTransition, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { isChangeable } from '@/features/bookings/bookingRecord';
import type { BookingRecord } from '@/features/bookings/types';
import { bookingTermsNote } from '@/features/restaurants/bookingTerms';
import { dayjs } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { BookingCard } from './BookingCard';

/**
 * Cards shown at first, and added by each "Show more": a device may hold thousands of
 * bookings, and a card each took seconds to render (2,000 bookings: 3.3 s).
 */
export const BOOKINGS_PAGE_SIZE = 10;

/**
 * The browser lays out and paints a card only when it nears the screen: a phone shows one or
 * two, and opening the cancel dialog (its scroll lock) or cancelling a booking (the status line
 * above the lists) would lay out every card shown. Opening the dialog 160 -> 136 ms INP with it
 * (4x CPU, 30 bookings; different runs).
 * Until drawn, a card counts as tall as it is most often drawn at the window's width (measured:
 * 366 to 409 px on phones of 320 to 414 px, 252 to 276 on tablets, 228 from 768 px on), so that the
 * cards above Show more do not move it as they are drawn (counted at 360 px, they shrank by 132
 * px each on a desktop).
 */
const Item = styled('li')(({ theme }) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 390px',
  [theme.breakpoints.up('sm')]: { containIntrinsicSize: 'auto 252px' },
  [theme.breakpoints.up('md')]: { containIntrinsicSize: 'auto 228px' },
}));

interface BookingListProps {
  title: string;
  bookings: BookingRecord[];
  isPast?: boolean;
  calendarHintId: string;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
  /** The current minute (ISO): Change and Cancel booking show only where `isChangeable` allows them then. */
  at?: string;
  onChange?: (booking: BookingRecord) => void;
  onCancel?: (booking: BookingRecord) => void;
}

/**
 * A titled section of booking cards, a page at a time. Memoized: opening the cancel dialog
 * renders the page again, not its lists; cancelling one renders 2 cards, not 23 (208 -> 88 ms INP).
 */
export const BookingList = memo(function BookingList({
  title,
  bookings,
  isPast = false,
  calendarHintId,
  empty,
  at,
  onChange,
  onCancel,
}: BookingListProps) {
  const headingId = useId();
  const [limit, setLimit] = useState(BOOKINGS_PAGE_SIZE);
  const shown = bookings.length <= limit ? bookings : bookings.slice(0, limit);
  const hidden = bookings.length - shown.length;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {bookings.length === 0 ? (
        empty
      ) : (
        <>
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}
          >
            {shown.map((booking) => {
              // The reducers' own rule: a table that has started, or a date that does not exist,
              // offers nothing the store would refuse.
              const canChange = at !== undefined && isChangeable(booking, at);
              // Upcoming bookings only, from the terms they were booked under; a string, so the
              // memoized card renders again only when what it says changes.
              const termsNote = canChange ? bookingTermsNote(booking.terms, booking, dayjs(at)) : null;
              return (
                <Item key={booking.id}>
                  <BookingCard
                    booking={booking}
                    isPast={isPast}
                    calendarHintId={calendarHintId}
                    onChange={canChange ? onChange : undefined}
                    onCancel={canChange ? onCancel : undefined}
                    termsNote={termsNote}
                  />
                </Item>
              );
            })}
          </Box>
          {hidden > 0 && (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              // In a transition, the new cards only: the tap paints at once (224 -> 48 ms INP, 4x CPU).
              onClick={() => startTransition(() => setLimit((current) => current + BOOKINGS_PAGE_SIZE))}
            >
              Show more ({formatCount(hidden)} more {title.toLowerCase()})
            </Button>
          )}
        </>
      )}
    </Box>
  );
});
