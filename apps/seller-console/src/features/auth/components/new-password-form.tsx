import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy } from '@portico/domain';
import { PasswordChecklist, PasswordField } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { completeNewPassword } from '../api/complete-new-password.ts';
import { useSession } from '../hooks/session.tsx';

type NewPasswordFormProps = { session: string; email: string; onCancel(): void };

/** B-012 / B-013: the NEW_PASSWORD_REQUIRED challenge of a first sign-in. */
export function NewPasswordForm({ session, email, onCancel }: NewPasswordFormProps) {
  const { acceptTokens } = useSession();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const policy = checkPasswordPolicy(newPassword);
  const isMismatch = confirmation.length > 0 && confirmation !== newPassword;
  const canSubmit = policy.ok && confirmation === newPassword;

  const mutation = useMutation({
    mutationFn: completeNewPassword,
    onSuccess: (tokens) => acceptTokens(tokens.idToken, tokens.expiresIn),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit) mutation.mutate({ session, newPassword });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={t('consoleSetANewPassword')}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {t('consoleWelcomeChooseANewPasswordFor')} <strong>{email}</strong> {t('consoleToFinishSigningIn')}
      </Typography>
      {mutation.error && (
        <Alert severity="error" role="alert">
          {mutation.error.message}
        </Alert>
      )}
      <PasswordField
        words={t}
        label={t('consoleNewPassword')}
        autoComplete="new-password"
        autoFocus
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        describedBy="password-rules"
      />
      <PasswordChecklist id="password-rules" password={newPassword} translate={t} />
      <PasswordField
        words={t}
        label={t('consoleConfirmNewPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={isMismatch}
        helperText={isMismatch ? t('consoleThePasswordsDoNotMatch') : ' '}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSubmit}
        loading={mutation.isPending}
      >
        {t('consoleChangePassword')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('consoleBackToSignIn')}
      </Button>
    </Stack>
  );
}
