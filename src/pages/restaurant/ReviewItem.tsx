import { alpha, styled } from '@mui/material/styles';
import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { MAX_STARS, StarRating } from '@/speed/looks/StarRating';
import type { Review } from '@/data/types';
import { formatDisplayDateNoWeekday } from '@/lib/dates';
import { chipLook } from '@/speed/looks/styles';

interface ReviewItemProps {
  review: Review;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();

/**
 * A review and everything in it but its stars, drawn as plain elements by this one styled root:
 * the look of MUI's Avatar, Stack, Typography and small outlined Chip (theme values included), at
 * one element's styling cost instead of some ten. A restaurant's page shows four reviews, its
 * reviews page all of them, and the build renders both for every restaurant.
 */
const ReviewRoot = styled('li')(({ theme }) => {
  const body2 = { ...theme.typography.body2, margin: 0 };
  const row = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  } as const;
  return {
    display: 'flex',
    gap: theme.spacing(1.5),
    padding: theme.spacing(2, 0),
    // MUI's Avatar, in the secondary colour.
    '& .review-avatar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 40,
      height: 40,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(20),
      lineHeight: 1,
      fontWeight: 700,
      borderRadius: '50%',
      overflow: 'hidden',
      userSelect: 'none',
      color: theme.palette.secondary.contrastText,
      backgroundColor: theme.palette.secondary.main,
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
    },
    '& .review-body': { flex: 1, minWidth: 0 },
    '& .review-row': row,
    '& .review-dated': { marginTop: theme.spacing(0.25) },
    '& .review-name': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
    // MUI's small outlined Chip in the success colour, with its icon.
    '& .review-verified': {
      ...chipLook(theme, { height: 24, labelPadding: 7 }),
      color: theme.palette.success.main,
      border: `1px solid ${alpha(theme.palette.success.main, 0.7)}`,
    },
    '& .review-verified > svg': { ...iconLook(18), marginLeft: 2, marginRight: -4 },
    '& .review-date': { ...body2, color: theme.palette.text.secondary },
    '& .review-comment': { ...body2, marginTop: theme.spacing(1) },
  };
});

// MUI's VerifiedRounded icon.
const VERIFIED_ICON =
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zM9.38 16.01 7 13.61a.996.996 0 0 1 0-1.41l.07-.07c.39-.39 1.03-.39 1.42 0l1.61 1.62 5.15-5.16c.39-.39 1.03-.39 1.42 0l.07.07c.39.39.39 1.02 0 1.41l-5.92 5.94c-.41.39-1.04.39-1.44 0';

/** One diner's review: who, how many stars, when, what they said, and whether verified. */
export function ReviewItem({ review }: ReviewItemProps) {
  const { customerName, rating, date, comment, verified } = review;
  return (
    <ReviewRoot>
      <div className="review-avatar" aria-hidden="true">
        {initials(customerName)}
      </div>
      <div className="review-body">
        <div className="review-row">
          <h3 className="review-name">{customerName}</h3>
          {verified && (
            <span className="review-verified">
              <PlainIcon path={VERIFIED_ICON} />
              <span>Verified</span>
            </span>
          )}
        </div>
        <div className="review-row review-dated">
          <StarRating value={rating} label={`${rating} out of ${MAX_STARS} stars`} />
          <time className="review-date" dateTime={date}>
            {formatDisplayDateNoWeekday(date)}
          </time>
        </div>
        <p className="review-comment">{comment}</p>
      </div>
    </ReviewRoot>
  );
}
