import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../../components/form-field.tsx';

/** A password input with a show/hide button that has its own accessible name. */
export const PasswordField = forwardRef<HTMLInputElement, FormFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      ref={ref}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? t('hidePassword') : t('showPassword')}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
