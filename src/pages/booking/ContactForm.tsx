import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormTextField } from '@/components/FormTextField';
import {
  contactFieldChanged,
  returnedToDateTime,
  selectContactDetails,
} from '@/features/bookings/bookingsSlice';
import { type ContactField } from '@/features/bookings/bookingDraft';
import { selectBookingRequest } from '@/features/bookings/bookingRequest';
import { selectSubmitError, selectSubmitStatus } from '@/features/bookings/bookingsSlice';
import {
  CONTACT_MAX_LENGTH,
  hasRequiredContact,
  validateContact,
} from '@/features/bookings/contactValidation';
import { submitBooking } from '@/features/bookings/submitBooking';
import { StepActions } from './StepActions';

interface FieldSpec {
  field: ContactField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}

const fields: FieldSpec[] = [
  { field: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: true },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
];

type Touched = Partial<Record<ContactField, boolean>>;

/** The contact form of step 2 with Back and Confirm Booking. Values live in the store. */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const contact = useAppSelector(selectContactDetails);
  const request = useAppSelector(selectBookingRequest);
  const isPending = useAppSelector(selectSubmitStatus) === 'pending';
  const submitError = useAppSelector(selectSubmitError);
  // Messages appear once a field has been left, or on Confirm; not while the diner types.
  const [touched, setTouched] = useState<Touched>({});
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});

  const errors = validateContact(contact);
  const errorFor = (field: ContactField) => (touched[field] ? errors[field] : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = fields.find(({ field }) => errors[field]);
    if (invalid || errors.specialRequests) {
      setTouched({ name: true, phone: true, email: true, specialRequests: true });
      inputs.current[invalid?.field ?? 'specialRequests']?.focus();
      return;
    }
    // A second press or Enter while this one is pending is dropped by the thunk's condition.
    if (request) void dispatch(submitBooking(request));
  };

  const markTouched = (field: ContactField) => setTouched((was) => ({ ...was, [field]: true }));
  const change = (field: ContactField, value: string) => dispatch(contactFieldChanged({ field, value }));

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Contact details">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map(({ field, label, type, autoComplete, required }) => (
          <FormTextField
            key={field}
            inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
              inputs.current[field] = element as HTMLInputElement | null;
            }}
            label={label}
            type={type}
            autoComplete={autoComplete}
            required={required}
            value={contact[field]}
            onChange={(event) => change(field, event.target.value)}
            onBlur={() => markTouched(field)}
            error={Boolean(errorFor(field))}
            // The message's line is always there, so nothing jumps when one appears; it is the
            // field's description, and a live region, so it is read out as it appears.
            helperText={errorFor(field) ?? ' '}
            helperTextProps={{ 'aria-live': 'polite' }}
            maxLength={CONTACT_MAX_LENGTH[field]}
          />
        ))}
        <FormTextField
          inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
            inputs.current.specialRequests = element as HTMLInputElement | null;
          }}
          label="Special Requests"
          placeholder="Allergies, a high chair, a quiet table... (optional)"
          multiline
          minRows={3}
          value={contact.specialRequests}
          onChange={(event) => change('specialRequests', event.target.value)}
          onBlur={() => markTouched('specialRequests')}
          error={Boolean(errorFor('specialRequests'))}
          helperText={
            errorFor('specialRequests') ??
            `${contact.specialRequests.length}/${CONTACT_MAX_LENGTH.specialRequests}`
          }
          helperTextProps={{ sx: { textAlign: 'right' } }}
          maxLength={CONTACT_MAX_LENGTH.specialRequests}
        />
      </Box>
      {submitError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {submitError}
        </Alert>
      )}
      {/* A screen reader does not read out the pressed button's new label, so the wait is announced. */}
      <Box role="status" sx={visuallyHidden}>
        {isPending ? 'Confirming...' : ''}
      </Box>
      <StepActions>
        <Button color="inherit" disabled={isPending} onClick={() => dispatch(returnedToDateTime())}>
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!hasRequiredContact(contact)}
          loading={isPending}
          loadingPosition="start"
        >
          {isPending ? 'Confirming...' : 'Confirm Booking'}
        </Button>
      </StepActions>
    </Box>
  );
}
