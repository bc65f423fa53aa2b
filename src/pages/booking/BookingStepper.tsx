import { STEP_DONE_ICON, StepperList } from '@/speed/looks/StepperList';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { BOOKING_STEPS, type BookingStep } from '@/features/bookingInProgress/bookingDraft';

const stepLabels: Record<BookingStep, string> = {
  datetime: 'Date & Time',
  details: 'Details',
  confirmation: 'Confirmation',
};

/** 1 Date & Time, 2 Details, 3 Confirmation, with the current one marked. */
export function BookingStepper({ step }: { step: BookingStep }) {
  const activeIndex = BOOKING_STEPS.indexOf(step);
  return (
    <StepperList aria-label="Booking steps">
      {BOOKING_STEPS.map((key, index) => (
        <li
          key={key}
          aria-current={index === activeIndex ? 'step' : undefined}
          className={index <= activeIndex ? 'step-reached' : undefined}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
            {index < activeIndex ? (
              <path d={STEP_DONE_ICON} />
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
    </StepperList>
  );
}
