/** The buyer portal's sign-in form (B-001, B-003, B-007): e-mail and password with their field checks. */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { email as emailValidator } from '@portico/domain';
import { ApiError, FormField, PasswordField } from '@portico/web-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/sign-in.ts';

export type SignInTokens = { idToken: string; expiresIn: number };

type Field = 'email' | 'password';

/** B-003: the messages of the two fields ('' when fine). */
export function signInFieldErrors(
  values: { email: string; password: string },
  t: (key: string) => string,
): Record<Field, string> {
  const email = values.email.trim();
  return {
    email: email === '' ? t('usernameCannotBeEmpty') : emailValidator(email) ? t('invalidEmail') : '',
    password: values.password === '' ? t('passwordCannotBeEmpty') : '',
  };
}

/**
 * B-001 / B-003 / B-007: e-mail and password, 'Username cannot be empty' / 'Password cannot be empty', the
 * e-mail format checked on blur, and the provider's answer ('Incorrect username or password') above the form.
 * Plain state rather than a form library: this is the first screen and every kilobyte shows.
 */
export function SignInForm({
  isDisabled,
  onTokens,
  onChallenge,
}: {
  isDisabled?: boolean;
  onTokens(tokens: SignInTokens): Promise<void>;
  onChallenge(challenge: { session: string; email: string }): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = signInFieldErrors(values, t);
  const shown = (field: Field) => (touched[field] ? errors[field] : '');
  // A refused sign-in puts the focus back in the password, to type it again (the button it was on was disabled
  // while the request ran, which sent the focus to the page's body).
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (failure) password.current?.focus();
  }, [failure]);

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const blur = (field: Field) => () => setTouched((s) => ({ ...s, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (errors.email || errors.password) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      const result = await signIn(values);
      if ('challenge' in result) onChallenge({ session: result.session, email: values.email });
      else await onTokens(result);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('internalServerError'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={isSubmitting}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormField
        name="email"
        label={t('loginEmail')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        disabled={isDisabled}
        value={values.email}
        onChange={change('email')}
        onBlur={blur('email')}
        error={Boolean(shown('email'))}
        helperText={shown('email')}
      />
      <PasswordField
        ref={password}
        words={t}
        name="password"
        label={t('loginPassword')}
        autoComplete="current-password"
        required
        fullWidth
        disabled={isDisabled}
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={Boolean(shown('password'))}
        helperText={shown('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isDisabled || isSubmitting} fullWidth>
        {t('signIn')}
      </Button>
    </Stack>
  );
}
