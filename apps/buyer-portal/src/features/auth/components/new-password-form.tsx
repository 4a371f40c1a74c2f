import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy } from '@portico/domain';
import { ApiError, PasswordChecklist, PasswordField } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeNewPassword } from '../api/complete-new-password.ts';
import type { SignInTokens } from './sign-in-form.tsx';

/**
 * B-011 / B-013 / B-014: the identity provider wants a new password before sign-in finishes. CHANGE stays
 * disabled until every rule of the policy is met; a refusal shows the provider's message.
 */
export function NewPasswordForm({
  session,
  onTokens,
}: {
  session: string;
  onTokens(tokens: SignInTokens): Promise<void>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const isValid = checkPasswordPolicy(password).ok;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      await onTokens(await completeNewPassword({ session, newPassword: password }));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('internalServerError'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
        {t('newPasswordHeading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('newPasswordIntro')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <PasswordField
        words={t}
        label={t('newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
        autoFocus
        describedBy="new-password-rules"
      />
      <PasswordChecklist password={password} id="new-password-rules" translate={(key) => t(key)} />
      <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting} fullWidth>
        {t('change')}
      </Button>
    </Stack>
  );
}
