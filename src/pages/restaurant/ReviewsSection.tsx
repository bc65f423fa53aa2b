import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { reviews } from '@/data/reviews';
import { DetailSection } from './DetailSection';
import { ReviewItem } from './ReviewItem';
import { formatCount } from '@/lib/format';

/** How many of the sample reviews the detail page shows (docs/product.md#restaurant-detail). */
export const REVIEWS_SHOWN = 4;

interface ReviewsSectionProps {
  reviewCount: number;
}

/** The first sample reviews and a link to all of them, which has no page yet (docs/product.md#inert-controls). */
export function ReviewsSection({ reviewCount }: ReviewsSectionProps) {
  return (
    <DetailSection title="Customer Reviews">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: -2,
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {reviews.slice(0, REVIEWS_SHOWN).map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Box>
      <Link component="button" type="button" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        View all {formatCount(reviewCount)} reviews
      </Link>
    </DetailSection>
  );
}
