import { styled } from '@mui/material/styles';
import { termsSentences, type BookingTerms } from '@/features/restaurants/bookingTerms';
import { DetailSection } from './DetailSection';

interface PoliciesSectionProps {
  /** The restaurant's terms; a record that states none shows no section. */
  terms: BookingTerms | undefined;
}

const Sentences = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  '& > p': { ...theme.typography.body2, margin: 0 },
}));

/** The restaurant's booking terms in full: cancellation, its fee and any deposit. */
export function PoliciesSection({ terms }: PoliciesSectionProps) {
  const sentences = termsSentences(terms);
  if (sentences.length === 0) return null;
  return (
    <DetailSection title="Policies">
      <Sentences>
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </Sentences>
    </DetailSection>
  );
}
