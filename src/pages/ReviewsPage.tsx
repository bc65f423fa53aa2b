import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { PageHead } from '@/components/PageHead';
import { RatingSummary } from '@/components/RatingSummary';
import type { Restaurant } from '@/data/types';
import {
  DEFAULT_REVIEW_SORT,
  getRestaurantReviews,
  parseReviewSort,
  ratingBreakdown,
  reviewCountLine,
  sortReviews,
  type ReviewSortOrder,
} from '@/features/restaurants/restaurantReviews';
import { useRestaurant } from '@/features/restaurants/useRestaurant';
import { restaurantPath, restaurantReviewsPath } from '@/lib/routes';
import { useHydrated } from '@/lib/useHydrated';
import { RestaurantUnavailable } from '@/pages/restaurant/RestaurantUnavailable';
import { ReviewItem } from '@/pages/restaurant/ReviewItem';
import { RatingBreakdown } from '@/pages/reviews/RatingBreakdown';
import { ReviewSortSelect } from '@/pages/reviews/ReviewSortSelect';

/** The page for a known restaurant: its rating, how the reviews split, and every review. */
function RestaurantReviews({ restaurant }: { restaurant: Restaurant }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has the default order; an order in the URL applies once hydrated.
  const isHydrated = useHydrated();
  const order = isHydrated ? parseReviewSort(searchParams.get('sort')) : DEFAULT_REVIEW_SORT;
  const all = getRestaurantReviews(restaurant.id);
  const breakdown = useMemo(() => ratingBreakdown(all), [all]);
  const sorted = useMemo(() => sortReviews(all, order), [all, order]);

  // A step of its own, so Back returns to the previous order; the default order leaves the URL plain.
  const handleSortChange = (next: ReviewSortOrder) =>
    setSearchParams(next === DEFAULT_REVIEW_SORT ? {} : { sort: next }, { preventScrollReset: true });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <PageHead
        title={`Reviews of ${restaurant.name}`}
        description={`What diners say about ${restaurant.name}: ratings and reviews.`}
        path={restaurantReviewsPath(restaurant.id)}
        image={restaurant.images.hero}
      />
      <Button
        component={RouterLink}
        to={restaurantPath(restaurant.id)}
        color="inherit"
        startIcon={<ArrowBackRoundedIcon />}
        sx={{ ml: -1, mb: 1 }}
      >
        {restaurant.name}
      </Button>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {`Reviews of ${restaurant.name}`}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <RatingSummary rating={restaurant.rating} reviewCount={restaurant.reviewCount} size="medium" />
      </Box>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <RatingBreakdown rows={breakdown} total={all.length} />
        <Card component="section" aria-labelledby="all-reviews-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <div>
              <Typography id="all-reviews-heading" component="h2" variant="h6">
                All reviews
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {reviewCountLine(all.length, restaurant.reviewCount)}
              </Typography>
            </div>
            <ReviewSortSelect value={order} onChange={handleSortChange} />
          </Box>
          <Box
            component="ul"
            aria-label="Reviews"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              '& > li + li': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            {sorted.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </Box>
        </Card>
      </Stack>
    </Container>
  );
}

/** `/restaurant/{id}/reviews`: every review the site holds for the restaurant. */
export function ReviewsPage() {
  const { id } = useParams();
  const { restaurant, status, retry } = useRestaurant(id);
  if (!restaurant) return <RestaurantUnavailable status={status} retry={retry} />;
  return <RestaurantReviews restaurant={restaurant} />;
}
