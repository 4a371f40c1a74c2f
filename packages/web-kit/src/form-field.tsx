import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, type ReactNode, useId } from 'react';

/**
 * A labelled outlined input with its helper/error text. Same look as TextField, without TextField's Select,
 * filled and standard variants, which the first screen would otherwise download.
 */
export type FormFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  describedBy?: string;
};

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, helperText, error, required, fullWidth, disabled, describedBy, id, inputProps, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const describedByIds = [helperId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl
      variant="outlined"
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
      error={error}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        id={inputId}
        inputRef={ref}
        label={label}
        inputProps={{ ...inputProps, 'aria-describedby': describedByIds }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
