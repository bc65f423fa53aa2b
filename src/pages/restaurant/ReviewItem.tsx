import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import { MAX_STARS, StarRating } from '@/components/StarRating';
import type { Review } from '@/data/types';
import { formatDisplayDateNoWeekday } from '@/lib/dates';

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

/** One diner's review: who, how many stars, when, what they said, and whether verified. */
export function ReviewItem({ review }: ReviewItemProps) {
  const { customerName, rating, date, comment, verified } = review;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 2 }}>
      <Avatar
        aria-hidden
        sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
      >
        {initials(customerName)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {customerName}
          </Typography>
          {verified && (
            <Chip
              icon={<VerifiedRoundedIcon />}
              label="Verified"
              size="small"
              color="success"
              variant="outlined"
            />
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}
        >
          <StarRating value={rating} label={`${rating} out of ${MAX_STARS} stars`} />
          <Typography component="time" dateTime={date} variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDisplayDateNoWeekday(date)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {comment}
        </Typography>
      </Box>
    </Box>
  );
}
