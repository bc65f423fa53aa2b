import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { getRestaurantReviews } from '@/features/restaurants/restaurantReviews';
import { formatCount } from '@/lib/format';
import { restaurantReviewsPath } from '@/lib/routes';
import { DetailSection } from './DetailSection';
import { ReviewItem } from './ReviewItem';

/** How many of the sample reviews the detail page shows (docs/product.md#restaurant-detail). */
export const REVIEWS_SHOWN = 4;

interface ReviewsSectionProps {
  restaurantId: string;
  reviewCount: number;
}

/** The first reviews, and a link to the page with all of them. */
export function ReviewsSection({ restaurantId, reviewCount }: ReviewsSectionProps) {
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
        {getRestaurantReviews(restaurantId)
          .slice(0, REVIEWS_SHOWN)
          .map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
      </Box>
      <Link
        component={RouterLink}
        to={restaurantReviewsPath(restaurantId)}
        variant="body2"
        sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
      >
        View all {formatCount(reviewCount)} reviews
      </Link>
    </DetailSection>
  );
}
