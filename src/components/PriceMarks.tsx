import Box from '@mui/material/Box';

interface PriceMarksProps {
  /** The price level written as marks, e.g. `$$$`: one mark per character. */
  value: string;
  /** How many marks the scale has; the ones beyond `value` are dimmed. */
  max?: number;
}

/** A price level as a row of marks on a fixed scale, e.g. $$$ of $$$$, read out as "Price 3 of 4". */
export function PriceMarks({ value, max = 4 }: PriceMarksProps) {
  const marks = Array.from(value);
  const level = Math.min(marks.length, max);
  const mark = marks[0] ?? '$';
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Price ${level} of ${max}`}
      sx={{ display: 'inline-flex', fontWeight: 700, letterSpacing: '0.05em', whiteSpace: 'nowrap' }}
    >
      {Array.from({ length: max }, (_, index) => (
        <Box
          component="span"
          key={index}
          aria-hidden
          sx={{ color: index < level ? 'text.primary' : 'text.disabled' }}
        >
          {mark}
        </Box>
      ))}
    </Box>
  );
}
