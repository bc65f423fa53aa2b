import { useCallback, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { BookingTerms } from '@/data/catalogueSchema';
import type { SeatingArea } from '@/data/catalogueValues';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { contactFieldChanged } from '@/features/bookingInProgress/draftActions';
import { selectContactDetails } from '@/features/bookingInProgress/draftSelectors';
import { type ContactField } from '@/features/bookingInProgress/bookingDraft';
import { selectBookingRequest } from '@/features/bookingInProgress/bookingRequest';
import { selectSubmitError } from '@/features/bookingInProgress/draftSelectors';
import {
  CONTACT_MAX_LENGTH,
  hasRequiredContact,
  validateContact,
} from '@/features/bookingInProgress/contactValidation';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';
import { ContactFormActions } from './ContactFormActions';
import { ContactInput } from './ContactInput';
import { OccasionSelect } from './OccasionSelect';
import { PartyTerms } from './PartyTerms';
import { SeatingSelect } from './SeatingSelect';

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

// Kept from render to render, as ContactInput needs its props.
const liveHelperText = { 'aria-live': 'polite' } as const;
const countHelperText = { sx: { textAlign: 'right' } } as const;

interface ContactFormProps {
  /** The restaurant's terms, stated beside Confirm Booking; none when it states none. */
  terms?: BookingTerms;
  /** Where the restaurant can seat a diner; no seating choice without them. */
  seatingAreas?: readonly SeatingArea[];
}

/**
 * The contact form of step 2, with the seating preference, the terms for this booking, Back and
 * Confirm Booking. Values live in the store.
 */
export function ContactForm({ terms, seatingAreas }: ContactFormProps) {
  const dispatch = useAppDispatch();
  const contact = useAppSelector(selectContactDetails);
  const request = useAppSelector(selectBookingRequest);
  const submitError = useAppSelector(selectSubmitError);
  // Messages appear once a field has been left, or on Confirm; not while the diner types.
  const [touched, setTouched] = useState<Touched>({});
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});

  const errors = validateContact(contact);
  const errorFor = (field: ContactField) => (touched[field] ? errors[field] : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = fields.find(({ field }) => errors[field]);
    const firstInvalid =
      invalid?.field ??
      (errors.dietaryNeeds ? 'dietaryNeeds' : errors.specialRequests ? 'specialRequests' : null);
    if (firstInvalid) {
      setTouched({ name: true, phone: true, email: true, dietaryNeeds: true, specialRequests: true });
      inputs.current[firstInvalid]?.focus();
      return;
    }
    // A second press or Enter while this one is pending is dropped by the thunk's condition.
    if (request) void dispatch(submitBooking(request));
  };

  // A field already left leaves the state as it is: leaving it again renders nothing.
  const markTouched = useCallback(
    (field: ContactField) => setTouched((was) => (was[field] ? was : { ...was, [field]: true })),
    [],
  );
  const change = useCallback(
    (field: ContactField, value: string) => dispatch(contactFieldChanged({ field, value })),
    [dispatch],
  );
  const keepInput = useCallback(
    (field: ContactField, element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = element as HTMLInputElement | null;
    },
    [],
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Contact details">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map(({ field, label, type, autoComplete, required }) => (
          <ContactInput
            key={field}
            field={field}
            label={label}
            type={type}
            autoComplete={autoComplete}
            required={required}
            value={contact[field]}
            onValue={change}
            onLeave={markTouched}
            onElement={keepInput}
            error={Boolean(errorFor(field))}
            // The message's line is always there, so nothing jumps when one appears; it is the
            // field's description, and a live region, so it is read out as it appears.
            helperText={errorFor(field) ?? ' '}
            helperTextProps={liveHelperText}
            maxLength={CONTACT_MAX_LENGTH[field]}
          />
        ))}
        <OccasionSelect value={contact.occasion} onValue={change} />
        {seatingAreas && seatingAreas.length > 0 && <SeatingSelect areas={seatingAreas} />}
        <ContactInput
          field="dietaryNeeds"
          label="Dietary needs or allergies"
          placeholder="Vegetarian, a nut allergy... (optional)"
          value={contact.dietaryNeeds}
          onValue={change}
          onLeave={markTouched}
          onElement={keepInput}
          error={Boolean(errorFor('dietaryNeeds'))}
          helperText={
            errorFor('dietaryNeeds') ?? `${contact.dietaryNeeds.length}/${CONTACT_MAX_LENGTH.dietaryNeeds}`
          }
          helperTextProps={countHelperText}
          maxLength={CONTACT_MAX_LENGTH.dietaryNeeds}
        />
        <ContactInput
          field="specialRequests"
          label="Special Requests"
          placeholder="A high chair, a quiet table... (optional)"
          multiline
          minRows={3}
          value={contact.specialRequests}
          onValue={change}
          onLeave={markTouched}
          onElement={keepInput}
          error={Boolean(errorFor('specialRequests'))}
          helperText={
            errorFor('specialRequests') ??
            `${contact.specialRequests.length}/${CONTACT_MAX_LENGTH.specialRequests}`
          }
          helperTextProps={countHelperText}
          maxLength={CONTACT_MAX_LENGTH.specialRequests}
        />
      </Box>
      {submitError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {submitError}
        </Alert>
      )}
      <PartyTerms terms={terms} />
      <ContactFormActions canConfirm={hasRequiredContact(contact)} />
    </Box>
  );
}
