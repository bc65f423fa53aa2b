import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { Panel } from '@/components/Panel';
import type { Restaurant } from '@/data/types';
import {
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
} from '@/features/bookingInProgress/draftSelectors';
import { BookingSummary } from './BookingSummary';
import { ContactForm } from './ContactForm';

/**
 * Step 2: what is being booked, and the diner's contact details. Memoised: rendered ahead while
 * hidden (BookingFlow), it is shown by Continue without rendering again.
 */
export const DetailsStep = memo(function DetailsStep({ restaurant }: { restaurant: Restaurant }) {
  const date = useAppSelector(selectSelectedDate);
  const time = useAppSelector(selectSelectedTime);
  const partySize = useAppSelector(selectPartySize);
  const summaryTitleId = useId();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
        alignItems: 'start',
      }}
    >
      <Panel component="aside" aria-labelledby={summaryTitleId} sx={{ order: { md: 2 } }}>
        <Typography id={summaryTitleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          Booking summary
        </Typography>
        {date !== null && time !== null && (
          <BookingSummary restaurantName={restaurant.name} date={date} time={time} partySize={partySize} />
        )}
      </Panel>
      <ContactForm terms={restaurant.terms} seatingAreas={restaurant.seatingAreas} />
    </Box>
  );
});
