import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import TextareaAutosize from '@mui/material/TextareaAutosize';

interface FormTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  error?: boolean;
  /** Shown under the field and tied to it as its description. */
  helperText?: ReactNode;
  helperTextProps?: Partial<FormHelperTextProps>;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * An outlined text field, composed as MUI's TextField composes it (label, input, helper text,
 * tied together by ids) but without TextField's other variants and its Select, which would
 * bring menu and modal code to every form.
 */
export function FormTextField({
  label,
  required = false,
  error = false,
  helperText,
  helperTextProps,
  maxLength,
  inputRef,
  multiline = false,
  minRows,
  ...inputProps
}: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        // The notch in the outline is sized from this, asterisk included.
        label={required ? `${label} *` : label}
        inputRef={inputRef}
        multiline={multiline}
        // A multiline field grows with its text, as MUI's own does it, but named here: the
        // production build leaves out the one InputBase imports (src/speed/leftOut).
        inputComponent={multiline ? TextareaAutosize : undefined}
        inputProps={{
          ...(multiline && { type: undefined, minRows }),
          maxLength,
          'aria-describedby': helperText ? helperId : undefined,
        }}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperId} {...helperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
