import { forwardRef, type TextareaHTMLAttributes } from 'react';

interface StandInProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  minRows?: number | string;
  maxRows?: number | string;
}

/**
 * Stands in the production build for the TextareaAutosize that MUI's InputBase imports for a
 * multiline field (webpack.config.js, leftOutMuiModules), so that every page with a text field
 * (the header's search) does not carry its code. The site's one multiline field brings MUI's own
 * (src/components/FormTextField.tsx); one that did not would get this plain textarea of
 * `minRows` rows, which does not grow.
 */
export default forwardRef<HTMLTextAreaElement, StandInProps>(function TextareaAutosize(
  { minRows, maxRows: _maxRows, ...props },
  ref,
) {
  return <textarea ref={ref} rows={minRows === undefined ? undefined : Number(minRows)} {...props} />;
});
