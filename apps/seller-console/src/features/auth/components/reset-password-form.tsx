import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy, email as emailValidator, integer } from '@portico/domain';
import { ApiError, PasswordChecklist } from '@portico/web-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { confirmForgotPassword, forgotPassword } from '../api/forgot-password.ts';

export type ResetStep = 'email' | 'code';

/**
 * Staff forgot / new password, as the portal's reset (B-024…B-031) with the spec's words: step 1 mails a
 * verification code; step 2 takes the code and a new password. The mail's link (?resetPswdFromEmail=true) starts
 * at step 2, which then asks for the e-mail too. Fields are checked on blur, the code must be numeric, Submit
 * waits for the password policy (B-013) and a failure shows the server's message (B-014).
 */
export function ResetPasswordForm({ initialStep, onDone }: { initialStep: ResetStep; onDone(): void }) {
  const [step, setStep] = useState<ResetStep>(initialStep);
  const [email, setEmail] = useState('');
  return step === 'email' ? (
    <EmailStep
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep('code');
      }}
    />
  ) : (
    <CodeStep email={email} isEmailAsked={initialStep === 'code'} onDone={onDone} />
  );
}

const emailRule = () =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('requiredField') })
    .refine((v) => emailValidator(v) === undefined, { error: () => t('invalidEmail') });

const failureOf = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : t('consoleSomethingWentWrongPleaseTryAgain');

function EmailStep({ onSent }: { onSent(email: string): void }) {
  const [failure, setFailure] = useState<string>();
  const schema = z.object({ email: emailRule() });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await forgotPassword(email);
      onSent(email);
    } catch (err) {
      setFailure(failureOf(err));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2.5} aria-label={t('resetPasswordHeading')} onSubmit={submit}>
      <Typography color="text.secondary">{t('resetStepEmailIntro')}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        {...register('email')}
        label={t('resetEmail')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('sendCode')}
      </Button>
    </Stack>
  );
}

function CodeStep({ email, isEmailAsked, onDone }: { email: string; isEmailAsked: boolean; onDone(): void }) {
  const [failure, setFailure] = useState<string>();
  const schema = z.object({
    email: emailRule(),
    verificationCode: z
      .string()
      .trim()
      .min(1, { error: () => t('requiredField') })
      .refine((v) => integer(v) === undefined, { error: () => t('verificationCodeMustBeNumeric') }),
    newPassword: z.string().refine((v) => checkPasswordPolicy(v).ok),
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email, verificationCode: '', newPassword: '' },
  });
  const newPassword = watch('newPassword');
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await confirmForgotPassword({
        email: values.email,
        code: values.verificationCode,
        newPassword: values.newPassword,
      });
      onDone();
    } catch (err) {
      setFailure(failureOf(err));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2.5} aria-label={t('resetPasswordHeading')} onSubmit={submit}>
      <Typography color="text.secondary">{t('resetStepCodeIntro')}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {isEmailAsked && (
        <TextField
          {...register('email')}
          label={t('resetEmail')}
          type="email"
          autoComplete="username"
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
      )}
      <TextField
        {...register('verificationCode')}
        label={t('verificationCode')}
        autoComplete="one-time-code"
        required
        error={Boolean(errors.verificationCode)}
        helperText={errors.verificationCode?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <PasswordField
        {...register('newPassword')}
        label={t('newPassword')}
        autoComplete="new-password"
        required
        slotProps={{ htmlInput: { 'aria-describedby': 'reset-password-rules' } }}
      />
      <PasswordChecklist id="reset-password-rules" password={newPassword} translate={t} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!checkPasswordPolicy(newPassword).ok}
        loading={isSubmitting}
      >
        {t('submit')}
      </Button>
    </Stack>
  );
}
