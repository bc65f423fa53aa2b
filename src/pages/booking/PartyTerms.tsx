import { memo, useId } from 'react';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { Panel } from '@/components/Panel';
import type { BookingTerms } from '@/data/catalogueSchema';
import {
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
} from '@/features/bookingInProgress/draftSelectors';
import { partyTermsSentences, TERMS_AGREEMENT } from '@/features/restaurants/bookingTerms';
import { now } from '@/lib/dates';

/**
 * The restaurant's terms for this party, date and time, beside Confirm Booking: the deadline of
 * free cancellation, the fee for the party and a deposit that applies to it. Nothing when the
 * restaurant states no terms.
 */
export const PartyTerms = memo(function PartyTerms({ terms }: { terms: BookingTerms | undefined }) {
  const date = useAppSelector(selectSelectedDate);
  const time = useAppSelector(selectSelectedTime);
  const partySize = useAppSelector(selectPartySize);
  const titleId = useId();
  if (!terms || date === null || time === null) return null;
  const sentences = partyTermsSentences(terms, { date, time, partySize }, now());
  if (sentences.length === 0) return null;
  return (
    <Panel component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Booking terms
      </Typography>
      {sentences.map((sentence) => (
        <Typography key={sentence} variant="body2" sx={{ mb: 0.5 }}>
          {sentence}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {TERMS_AGREEMENT}
      </Typography>
    </Panel>
  );
});
