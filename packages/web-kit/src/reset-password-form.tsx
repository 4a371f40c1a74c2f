/** The forgotten-password form of both apps and its two identity calls (B-024…B-031). */

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OkResponse, type ResetRole } from '@portico/contract';
import { checkPasswordPolicy, email as emailValidator, integer } from '@portico/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, request } from './api.ts';
import { FormField } from './form-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

export type ResetStep = 'email' | 'code';

type Words = (key: string) => string;

export type ResetPasswordFormProps = {
  initialStep: ResetStep;
  initialEmail?: string;
  /** 'seller' for the console: the code goes to the tenant's staff only and the mail links to its reset page. */
  accountRole?: ResetRole;
  /** The app's dictionary (the spec's reset keys, the password rules, showPassword / hidePassword). */
  translate: Words;
  /** The dictionary key shown when a failure carries no message of the provider. */
  fallbackFailureKey?: string;
  onDone(): void;
};

/** B-025: step 1 of the reset, the identity provider mails a verification code. */
export const forgotPassword = (email: string, role?: ResetRole) =>
  request('/identity/forgot-password', {
    method: 'POST',
    body: { email: email.trim(), ...(role ? { role } : {}) },
    schema: OkResponse,
    auth: false,
    onError: 'silent',
  });

/** B-026: step 2, the code and the new password. */
export const confirmForgotPassword = (
  input: { email: string; code: string; newPassword: string },
  role?: ResetRole,
) =>
  request('/identity/confirm-forgot-password', {
    method: 'POST',
    body: {
      email: input.email.trim(),
      code: input.code.trim(),
      newPassword: input.newPassword,
      ...(role ? { role } : {}),
    },
    schema: OkResponse,
    auth: false,
    onError: 'silent',
  });

/**
 * The forgotten-password form of both apps (B-024…B-031; the console's staff reset, docs/decisions/015): step 1
 * has the identity provider mail a verification code; step 2 takes the code and a new password. A start at the
 * code step (the mail's link, resetPswdFromEmail=true, B-027) asks for the e-mail too. The e-mail and the code
 * are checked on blur, the code must be numeric (B-028), Submit waits for the password policy (B-013) and a
 * failure shows the provider's message (B-014).
 */
export function ResetPasswordForm({ initialStep, initialEmail = '', ...rest }: ResetPasswordFormProps) {
  const [step, setStep] = useState<ResetStep>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  return step === 'email' ? (
    <EmailStep
      {...rest}
      defaultEmail={email}
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep('code');
      }}
    />
  ) : (
    <CodeStep {...rest} email={email} isEmailAsked={initialStep === 'code'} />
  );
}

type StepProps = Omit<ResetPasswordFormProps, 'initialStep' | 'initialEmail'>;

const intro = { color: 'text.secondary' } as const;

const emailRule = (translate: Words) =>
  z
    .string()
    .trim()
    .min(1, { error: () => translate('requiredField') })
    .refine((v) => emailValidator(v) === undefined, { error: () => translate('invalidEmail') });

function useFailure({ translate, fallbackFailureKey = 'internalServerError' }: StepProps) {
  const [failure, setFailure] = useState<string>();
  const fail = (err: unknown) =>
    setFailure(err instanceof ApiError && err.message ? err.message : translate(fallbackFailureKey));
  const alert = failure ? (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  ) : null;
  return { alert, fail, clear: () => setFailure(undefined) };
}

function EmailStep({
  defaultEmail,
  onSent,
  ...props
}: StepProps & { defaultEmail: string; onSent(email: string): void }) {
  const { translate, accountRole } = props;
  const failure = useFailure(props);
  const schema = useMemo(() => z.object({ email: emailRule(translate) }), [translate]);
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
    failure.clear();
    try {
      await forgotPassword(email, accountRole);
      onSent(email);
    } catch (err) {
      failure.fail(err);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={translate('resetPasswordHeading')}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={intro}>
        {translate('resetStepEmailIntro')}
      </Typography>
      {failure.alert}
      <FormField
        {...register('email')}
        label={translate('resetEmail')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
        {translate('sendCode')}
      </Button>
    </Stack>
  );
}

function CodeStep({ email, isEmailAsked, ...props }: StepProps & { email: string; isEmailAsked: boolean }) {
  const { translate, accountRole, onDone } = props;
  const failure = useFailure(props);
  const schema = useMemo(
    () =>
      z.object({
        email: emailRule(translate),
        verificationCode: z
          .string()
          .trim()
          .min(1, { error: () => translate('requiredField') })
          .refine((v) => integer(v) === undefined, {
            error: () => translate('verificationCodeMustBeNumeric'),
          }),
        newPassword: z.string().refine((v) => checkPasswordPolicy(v).ok),
      }),
    [translate],
  );
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
    failure.clear();
    try {
      await confirmForgotPassword(
        { email: values.email, code: values.verificationCode, newPassword: values.newPassword },
        accountRole,
      );
      onDone();
    } catch (err) {
      failure.fail(err);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={translate('resetPasswordHeading')}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={intro}>
        {translate('resetStepCodeIntro')}
      </Typography>
      {failure.alert}
      {isEmailAsked ? (
        <FormField
          {...register('email')}
          label={translate('resetEmail')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
      ) : null}
      <FormField
        {...register('verificationCode')}
        label={translate('verificationCode')}
        autoComplete="one-time-code"
        required
        fullWidth
        error={Boolean(errors.verificationCode)}
        helperText={errors.verificationCode?.message}
        inputProps={{ inputMode: 'numeric' }}
      />
      <PasswordField
        {...register('newPassword')}
        words={translate}
        label={translate('newPassword')}
        autoComplete="new-password"
        required
        fullWidth
        describedBy="reset-password-rules"
      />
      <PasswordChecklist id="reset-password-rules" password={newPassword} translate={translate} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!checkPasswordPolicy(newPassword).ok}
        loading={isSubmitting}
        fullWidth
      >
        {translate('submit')}
      </Button>
    </Stack>
  );
}
