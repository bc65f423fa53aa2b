import { styled } from '@mui/material/styles';
import { fromTheme } from '@/speed/fromTheme';

// One styled element for the row; the marks are plain spans (a card list renders many rows).
const Marks = styled('span')(
  fromTheme((theme) => ({
    display: 'inline-flex',
    fontWeight: 700,
    letterSpacing: '0.05em',
    whiteSpace: 'nowrap',
    '& > span': { color: theme.palette.text.primary },
    '& > span[data-dimmed]': { color: theme.palette.text.disabled },
  })),
);

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
    <Marks role="img" aria-label={`Price ${level} of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden data-dimmed={index < level ? undefined : ''}>
          {mark}
        </span>
      ))}
    </Marks>
  );
}
