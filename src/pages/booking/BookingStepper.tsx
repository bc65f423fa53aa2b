import Step from '@mui/material/Step';
import { stepIconClasses } from '@mui/material/StepIcon';
import StepLabel, { stepLabelClasses } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { BOOKING_STEPS, type BookingStep } from '@/features/bookings/bookingDraft';

const stepLabels: Record<BookingStep, string> = {
  datetime: 'Date & Time',
  details: 'Details',
  confirmation: 'Confirmation',
};

/** 1 Date & Time, 2 Details, 3 Confirmation, with the current one marked. */
export function BookingStepper({ step }: { step: BookingStep }) {
  const activeIndex = BOOKING_STEPS.indexOf(step);
  return (
    <Stepper
      activeStep={activeIndex}
      alternativeLabel
      aria-label="Booking steps"
      sx={{
        // The numbers of the steps ahead are white on grey: a grey dark enough to read them (AA).
        [`& .${stepIconClasses.root}:not(.${stepIconClasses.active}):not(.${stepIconClasses.completed})`]: {
          color: 'text.secondary',
        },
        // With large text on a phone, a long label wraps inside its own step.
        [`& .${stepLabelClasses.label}`]: { hyphens: 'auto', overflowWrap: 'anywhere' },
      }}
    >
      {BOOKING_STEPS.map((key, index) => (
        <Step key={key} aria-current={index === activeIndex ? 'step' : undefined}>
          <StepLabel>
            {stepLabels[key]}
            {/* The tick says it on screen. */}
            {index < activeIndex && <VisuallyHidden>, completed</VisuallyHidden>}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
