import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_SORT_OPTIONS, type ReviewSortOrder } from '@/features/restaurants/restaurantReviews';

interface ReviewSortSelectProps {
  value: ReviewSortOrder;
  onChange: (order: ReviewSortOrder) => void;
}

/** The order of the reviews: a native <select>, styled like the home list's Sort by. */
export function ReviewSortSelect({ value, onChange }: ReviewSortSelectProps) {
  const selectId = useId();
  const handleChange = (next: string) => {
    const option = REVIEW_SORT_OPTIONS.find((candidate) => candidate.value === next);
    if (option) onChange(option.value);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography
        component="label"
        htmlFor={selectId}
        variant="body2"
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        Sort by
      </Typography>
      <Box
        component="select"
        id={selectId}
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        sx={{
          font: 'inherit',
          typography: 'body2',
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          minHeight: 40,
          px: 1.5,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.secondary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {REVIEW_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Stack>
  );
}
