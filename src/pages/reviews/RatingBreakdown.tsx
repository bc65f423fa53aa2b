import { styled } from '@mui/material/styles';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { RatingBreakdownRow } from '@/features/restaurants/restaurantReviews';
import { DetailSection } from '@/pages/restaurant/DetailSection';
import { formatReviews } from '@/lib/format';

interface RatingBreakdownProps {
  rows: RatingBreakdownRow[];
  /** How many reviews the rows count. */
  total: number;
}

/** The line under the title and the bars, as one styled element (MUI's body2 Typography look). */
const Breakdown = styled('div')(({ theme }) => ({
  '& > p': {
    ...theme.typography.body2,
    margin: theme.spacing(-1.5, 0, 2),
    color: theme.palette.text.secondary,
  },
  '& > ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(1) },
  '& > ul > li': {
    display: 'grid',
    gridTemplateColumns: '4.5em minmax(0, 1fr) 6.5em',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
  '& .breakdown-stars, & .breakdown-count': { ...theme.typography.body2, margin: 0 },
  '& .breakdown-stars': { fontWeight: 600 },
  '& .breakdown-count': { color: theme.palette.text.secondary },
  '& .breakdown-bar': {
    display: 'block',
    height: 8,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.grey[200],
    overflow: 'hidden',
  },
  '& .breakdown-bar > span': {
    display: 'block',
    height: '100%',
    backgroundColor: theme.palette.warning.main,
  },
}));

/**
 * How many of the reviews give 5 stars, 4, ... 1: a bar each for the eye, and a line of text
 * each ("5 stars: 3 reviews") for everyone.
 */
export function RatingBreakdown({ rows, total }: RatingBreakdownProps) {
  return (
    <DetailSection title="Rating breakdown">
      <Breakdown>
        <p>From the {formatReviews(total)} on this page</p>
        <ul>
          {rows.map(({ stars, count, share }) => (
            <li key={stars}>
              <span className="breakdown-stars">
                {stars} {stars === 1 ? 'star' : 'stars'}
                <VisuallyHidden>:</VisuallyHidden>
              </span>
              <span className="breakdown-bar" aria-hidden="true">
                <span data-share={share} style={{ width: `${Math.round(share * 100)}%` }} />
              </span>
              <span className="breakdown-count">{formatReviews(count)}</span>
            </li>
          ))}
        </ul>
      </Breakdown>
    </DetailSection>
  );
}
