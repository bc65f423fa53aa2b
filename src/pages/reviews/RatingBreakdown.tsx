import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { RatingBreakdownRow } from '@/features/restaurants/restaurantReviews';
import { DetailSection } from '@/pages/restaurant/DetailSection';
import { formatReviews } from '@/lib/format';

interface RatingBreakdownProps {
  rows: RatingBreakdownRow[];
  /** How many reviews the rows count. */
  total: number;
}

/**
 * How many of the reviews give 5 stars, 4, ... 1: a bar each for the eye, and a line of text
 * each ("5 stars: 3 reviews") for everyone.
 */
export function RatingBreakdown({ rows, total }: RatingBreakdownProps) {
  return (
    <DetailSection title="Rating breakdown">
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5, mb: 2 }}>
        From the {formatReviews(total)} on this page
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map(({ stars, count, share }) => (
          <Box
            component="li"
            key={stars}
            sx={{
              display: 'grid',
              gridTemplateColumns: '4.5em minmax(0, 1fr) 6.5em',
              alignItems: 'center',
              gap: 1.5,
            }}
          >
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {stars} {stars === 1 ? 'star' : 'stars'}
              <VisuallyHidden>:</VisuallyHidden>
            </Typography>
            <Box aria-hidden sx={{ height: 8, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden' }}>
              <Box
                data-share={share}
                sx={{ height: 1, width: `${Math.round(share * 100)}%`, bgcolor: 'warning.main' }}
              />
            </Box>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {formatReviews(count)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}
