import { styled } from '@mui/material/styles';
import { fromTheme } from '@/speed/fromTheme';
import { formatCount } from '@/lib/format';
import { MAX_STARS, StarRating } from '@/speed/looks/StarRating';

/**
 * One styled element for the row (the look of MUI's Stack and body2 Typography): a page of
 * cards renders one on each card.
 */
const Summary = styled('span')(
  fromTheme((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    '& > .rating': { ...theme.typography.body2, fontWeight: 700 },
    '& > .reviews': { ...theme.typography.body2, color: theme.palette.text.secondary },
  })),
);

interface RatingSummaryProps {
  rating: number;
  reviewCount: number;
  size?: 'small' | 'medium';
}

/** Stars, the rating as a number and the review count, read out as one phrase. */
export function RatingSummary({ rating, reviewCount, size = 'small' }: RatingSummaryProps) {
  const reviews = `${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    // Wraps rather than overflowing when text is enlarged on a phone.
    <Summary role="img" aria-label={`Rated ${rating} out of ${MAX_STARS} from ${reviews}`}>
      <StarRating value={rating} size={size} />
      <span className="rating" aria-hidden>
        {rating.toFixed(1)}
      </span>
      <span className="reviews" aria-hidden>
        ({reviews})
      </span>
    </Summary>
  );
}
