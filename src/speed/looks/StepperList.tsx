import { styled } from '@mui/material/styles';
import { iconLook } from './PlainIcon';

// MUI's StepIcon of a completed step (its internal CheckCircle icon).
export const STEP_DONE_ICON =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/**
 * Lookalike of MUI's Stepper with alternativeLabel (@mui/material 9.5.0): numbered circles, labels
 * under them, a line between steps, as one styled list rather than some thirty styled parts
 * (Stepper, Step, StepLabel, StepIcon, StepConnector). Every step of the booking renders it, and
 * the build prerenders a booking page per restaurant: with the other page parts drawn so, a
 * booking page prerenders in 9.4 ms, not 13.3, and the 5,000 build in 152 s, not 203-225
 * (4abc7c8; decisions.md, "Parts on every page drawn by one styled root").
 *
 * Each `<li>` holds an `<svg>` (a circle and its number as `<text>`, or STEP_DONE_ICON) and a
 * `.step-label`; `.step-reached` marks the steps done and the current one.
 */
export const StepperList = styled('ol')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    position: 'relative',
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  // The line from the step before, between the two circles.
  '& > li + li::before': {
    content: '""',
    position: 'absolute',
    top: 12,
    left: 'calc(-50% + 20px)',
    right: 'calc(50% + 20px)',
    borderTop: `1px solid ${theme.palette.grey[400]}`,
  },
  '& svg': {
    ...iconLook(theme.typography.pxToRem(24)),
    display: 'block',
    // The numbers of the steps ahead are white on grey: a grey dark enough to read them (AA).
    color: theme.palette.text.secondary,
  },
  '& svg text': {
    fill: theme.palette.primary.contrastText,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(12),
  },
  '& .step-label': {
    ...theme.typography.body2,
    display: 'block',
    width: '100%',
    marginTop: theme.spacing(2),
    textAlign: 'center',
    color: theme.palette.text.secondary,
    // With large text on a phone, a long label wraps inside its own step.
    hyphens: 'auto',
    overflowWrap: 'anywhere',
  },
  '& .step-reached svg': { color: theme.palette.primary.main },
  '& .step-reached .step-label': { color: theme.palette.text.primary, fontWeight: 500 },
}));
