import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@/lib/format';
import { MAX_STARS, StarRating } from './StarRating';

interface RatingSummaryProps {
  rating: number;
  reviewCount: number;
  size?: 'small' | 'medium';
}

/** Stars, the rating as a number and the review count, read out as one phrase. */
export function RatingSummary({ rating, reviewCount, size = 'small' }: RatingSummaryProps) {
  const reviews = `${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      role="img"
      aria-label={`Rated ${rating} out of ${MAX_STARS} from ${reviews}`}
      // Wraps rather than overflowing when text is enlarged on a phone.
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <StarRating value={rating} size={size} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
        {rating.toFixed(1)}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
        ({reviews})
      </Typography>
    </Stack>
  );
}
