import { memo } from 'react';
import type { FormHelperTextProps } from '@mui/material/FormHelperText';
import { FormTextField } from '@/components/FormTextField';
import type { ContactField } from '@/features/bookingInProgress/bookingDraft';

type InputElement = HTMLInputElement | HTMLTextAreaElement;

interface ContactInputProps {
  field: ContactField;
  label: string;
  value: string;
  error: boolean;
  helperText: string;
  helperTextProps?: Partial<FormHelperTextProps>;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  /** Called with the field's name; the form's own stable callbacks. */
  onValue: (field: ContactField, value: string) => void;
  onLeave: (field: ContactField) => void;
  onElement: (field: ContactField, element: InputElement | null) => void;
}

/**
 * One field of the contact form. Memoised with props that keep their identity, so a keystroke,
 * a field left or Confirm Booking renders the field it changes, not all four.
 */
export const ContactInput = memo(function ContactInput({
  field,
  onValue,
  onLeave,
  onElement,
  ...props
}: ContactInputProps) {
  return (
    <FormTextField
      {...props}
      inputRef={(element: InputElement | null) => onElement(field, element)}
      onChange={(event) => onValue(field, event.target.value)}
      onBlur={() => onLeave(field)}
    />
  );
});
