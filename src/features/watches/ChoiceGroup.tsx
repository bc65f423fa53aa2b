import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface ChoiceGroupProps {
  legend: string;
  choices: { value: string; label: string }[];
  chosen: readonly string[];
  /** At this many, the boxes not ticked are disabled: the limit shows before a press. */
  max: number;
  onToggle: (value: string) => void;
  /** Shown after the boxes, e.g. a button that ticks several at once. */
  action?: ReactNode;
  /** Short labels (dates) line up in columns, two at a phone's width. */
  isInColumns?: boolean;
}

/** A set of checkboxes under a legend, at most `max` of them ticked. */
export function ChoiceGroup({
  legend,
  choices,
  chosen,
  max,
  onToggle,
  action,
  isInColumns = false,
}: ChoiceGroupProps) {
  const isFull = chosen.length >= max;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {legend}
      </Typography>
      <Box
        sx={
          isInColumns
            ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', columnGap: 1 }
            : { display: 'flex', flexWrap: 'wrap', columnGap: 1 }
        }
      >
        {choices.map(({ value, label }) => {
          const isChosen = chosen.includes(value);
          return (
            <FormControlLabel
              key={value}
              label={label}
              control={
                <Checkbox
                  checked={isChosen}
                  disabled={!isChosen && isFull}
                  onChange={() => onToggle(value)}
                />
              }
            />
          );
        })}
      </Box>
      {action}
    </Box>
  );
}
