/** The password input with a show/hide button, shared by both apps' auth forms. */

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { FormField, type FormFieldProps } from './form-field.tsx';

export type PasswordFieldProps = FormFieldProps & {
  /** The app's dictionary: showPassword / hidePassword name the toggle. */
  words(key: string): string;
};

/** A password input with a show/hide button that has its own accessible name (both apps' auth forms). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { words, ...props },
  ref,
) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      ref={ref}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? words('hidePassword') : words('showPassword')}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
