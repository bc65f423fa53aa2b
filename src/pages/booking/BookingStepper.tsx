import { styled } from '@mui/material/styles';
import { iconLook } from '@/speed/looks/PlainIcon';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { BOOKING_STEPS, type BookingStep } from '@/features/bookingInProgress/bookingDraft';

const stepLabels: Record<BookingStep, string> = {
  datetime: 'Date & Time',
  details: 'Details',
  confirmation: 'Confirmation',
};

// MUI's StepIcon of a completed step (its internal CheckCircle icon).
const DONE_ICON = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/**
 * The look of MUI's Stepper with alternativeLabel (numbered circles, labels under them, a line
 * between steps), as one styled list rather than some thirty styled parts: every step of the
 * booking renders it, and the build prerenders a booking page per restaurant.
 */
const Steps = styled('ol')(({ theme }) => ({
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

/** 1 Date & Time, 2 Details, 3 Confirmation, with the current one marked. */
export function BookingStepper({ step }: { step: BookingStep }) {
  const activeIndex = BOOKING_STEPS.indexOf(step);
  return (
    <Steps aria-label="Booking steps">
      {BOOKING_STEPS.map((key, index) => (
        <li
          key={key}
          aria-current={index === activeIndex ? 'step' : undefined}
          className={index <= activeIndex ? 'step-reached' : undefined}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
            {index < activeIndex ? (
              <path d={DONE_ICON} />
            ) : (
              <>
                <circle cx="12" cy="12" r="12" />
                <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                  {index + 1}
                </text>
              </>
            )}
          </svg>
          <span className="step-label">
            {stepLabels[key]}
            {/* The tick says it on screen. */}
            {index < activeIndex && <VisuallyHidden>, completed</VisuallyHidden>}
          </span>
        </li>
      ))}
    </Steps>
  );
}
