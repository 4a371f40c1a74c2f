/** The console's sign-in screen (/sign-in): the sign-in form, or the new password a first sign-in needs. */

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { FullPageStatus } from '../../components/full-page-status.tsx';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignInNotice } from '../../features/auth/components/sign-in-notice.tsx';
import { useSession } from '../../features/auth/hooks/session.tsx';
import { useTenantConfig } from '../../features/config/components/tenant-config-provider.tsx';
import { t } from '../../lib/i18n.ts';
import type { SignInState } from './reset-password.tsx';

type Challenge = { session: string; email: string };

export function SignInPage() {
  const config = useTenantConfig();
  const { state } = useSession();
  const location = useLocation();
  const [challenge, setChallenge] = useState<Challenge>();

  // Back from a password reset (reset-password.tsx), the spec's success message; else why the session ended.
  const notice = (location.state as SignInState | null)?.passwordReset
    ? ('password-reset' as const)
    : state.status === 'signed-out'
      ? state.notice
      : undefined;

  if (state.status === 'restoring') return <FullPageStatus label={t('consoleLoadingTheConsole')} />;
  if (state.status === 'signed-in') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/sign-in' ? from : '/'} replace />;
  }

  return (
    <AuthLayout tenantName={config.tenantName} favicon={config.favicon}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 0.5 }}>
        {challenge ? t('consoleSetANewPassword') : t('consoleSignIn')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {challenge
          ? t('consoleYourPasswordMustBeChangedBefore')
          : t('consoleSellerConsole3', { tenantName: config.tenantName })}
      </Typography>
      {challenge ? (
        <NewPasswordForm
          session={challenge.session}
          email={challenge.email}
          onCancel={() => setChallenge(undefined)}
        />
      ) : (
        <>
          <SignInForm
            onChallenge={(session, email) => setChallenge({ session, email })}
            notice={notice ? <SignInNotice notice={notice} /> : undefined}
          />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/reset-password">
              {t('resetPasswordLink')}
            </Link>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
}
