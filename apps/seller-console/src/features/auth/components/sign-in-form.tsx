import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormField, PasswordField } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../../lib/i18n.ts';
import { signIn } from '../api/sign-in.ts';
import { useSession } from '../hooks/session.tsx';

const Credentials = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => t('consoleEnterYourEMailAddress') })
    .max(320),
  password: z
    .string()
    .min(1, { error: () => t('consoleEnterYourPassword') })
    .max(256),
});
type Credentials = z.infer<typeof Credentials>;

type SignInFormProps = {
  /** The first sign-in of an invited user must set a new password first. */
  onChallenge(session: string, email: string): void;
  /** Shown above the form until the user has a fresher message (an error of this form). */
  notice?: ReactNode;
};

export function SignInForm({ onChallenge, notice }: SignInFormProps) {
  const { acceptTokens } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: zodResolver(Credentials),
    defaultValues: { email: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async (result, { email }) => {
      if ('challenge' in result) onChallenge(result.session, email);
      else await acceptTokens(result.idToken, result.expiresIn);
    },
  });

  const failure = mutation.error
    ? mutation.error.message || t('consoleSomethingWentWrongPleaseTryAgain')
    : undefined;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={t('consoleSignIn')}
      onSubmit={handleSubmit((values) => {
        mutation.reset();
        mutation.mutate(values);
      })}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : (
        notice
      )}
      <FormField
        {...register('email')}
        label={t('consoleEMail')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <PasswordField
        {...register('password')}
        words={t}
        label={t('consolePassword')}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
        {t('consoleSignIn')}
      </Button>
    </Stack>
  );
}
