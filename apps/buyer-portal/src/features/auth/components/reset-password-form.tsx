import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy, email as emailValidator, integer } from '@portico/domain';
import { ApiError, PasswordChecklist } from '@portico/web-kit';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { confirmForgotPassword, forgotPassword } from '../api/forgot-password.ts';
import { PasswordField } from './password-field.tsx';

export type ResetStep = 'email' | 'code';

/**
 * B-024…B-031: step 1 sends a verification code to the e-mail; step 2 takes the code and a new password.
 * resetPswdFromEmail=true starts at step 2, which then asks for the e-mail too (B-027). The e-mail and code
 * are validated on blur, the code must be numeric (B-028); Submit waits for the password policy (B-013);
 * the provider's message is shown on failure (B-014).
 */
export function ResetPasswordForm({
  initialStep,
  initialEmail = '',
  onDone,
}: {
  initialStep: ResetStep;
  initialEmail?: string;
  onDone(): void;
}) {
  const [step, setStep] = useState<ResetStep>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const isEmailAsked = initialStep === 'code';

  return step === 'email' ? (
    <EmailStep
      defaultEmail={email}
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep('code');
      }}
    />
  ) : (
    <CodeStep email={email} isEmailAsked={isEmailAsked} onDone={onDone} />
  );
}

function useEmailRule() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z
        .string()
        .trim()
        .min(1, t('requiredField'))
        .refine((v) => emailValidator(v) === undefined, t('invalidEmail')),
    [t],
  );
}

function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent(email: string): void }) {
  const { t } = useTranslation();
  const emailRule = useEmailRule();
  const schema = useMemo(() => z.object({ email: emailRule }), [emailRule]);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await forgotPassword(email);
      onSent(email);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('internalServerError'));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('resetStepEmailIntro')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormField
        {...register('email')}
        label={t('resetEmail')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {t('sendCode')}
      </Button>
    </Stack>
  );
}

function CodeStep({ email, isEmailAsked, onDone }: { email: string; isEmailAsked: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const emailRule = useEmailRule();
  const schema = useMemo(
    () =>
      z.object({
        email: emailRule,
        verificationCode: z
          .string()
          .trim()
          .min(1, t('requiredField'))
          .refine((v) => integer(v) === undefined, t('verificationCodeMustBeNumeric')),
        newPassword: z.string().refine((v) => checkPasswordPolicy(v).ok),
      }),
    [emailRule, t],
  );
  const [failure, setFailure] = useState<string>();
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
  const isPolicyMet = checkPasswordPolicy(newPassword).ok;
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
      setFailure(err instanceof ApiError ? err.message : t('internalServerError'));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('resetStepCodeIntro')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {isEmailAsked ? (
        <FormField
          {...register('email')}
          label={t('resetEmail')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
      ) : null}
      <FormField
        {...register('verificationCode')}
        label={t('verificationCode')}
        autoComplete="one-time-code"
        required
        fullWidth
        error={Boolean(errors.verificationCode)}
        helperText={errors.verificationCode?.message}
        inputProps={{ inputMode: 'numeric' }}
      />
      <PasswordField
        {...register('newPassword')}
        label={t('newPassword')}
        autoComplete="new-password"
        required
        fullWidth
        describedBy="reset-password-rules"
      />
      <PasswordChecklist password={newPassword} id="reset-password-rules" translate={(key) => t(key)} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!isPolicyMet || isSubmitting}
        fullWidth
      >
        {t('submit')}
      </Button>
    </Stack>
  );
}
