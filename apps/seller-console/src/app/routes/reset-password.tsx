import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ResetPasswordForm } from '@portico/web-kit';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FullPageStatus } from '../../components/full-page-status.tsx';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { useSession } from '../../features/auth/hooks/session.tsx';
import { useTenantConfig } from '../../features/config/components/tenant-config-provider.tsx';
import { t } from '../../lib/i18n.ts';

/** Where a reset ends: the sign-in page, which then shows the spec's success message (B-030). */
export type SignInState = { passwordReset?: boolean };

/**
 * /seller/reset-password, public: a staff member's forgotten password (docs/decisions/015). The mail's link adds
 * resetPswdFromEmail=true, which opens the code step directly (B-027).
 */
export function ResetPasswordPage() {
  const config = useTenantConfig();
  const { state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (state.status === 'restoring') return <FullPageStatus label={t('consoleLoadingTheConsole')} />;
  if (state.status === 'signed-in') return <Navigate to="/" replace />;

  return (
    <AuthLayout tenantName={config.tenantName} favicon={config.favicon}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 3 }}>
        {t('resetPasswordHeading')}
      </Typography>
      <ResetPasswordForm
        initialStep={params.get('resetPswdFromEmail') === 'true' ? 'code' : 'email'}
        accountRole="seller"
        translate={t}
        fallbackFailureKey="consoleSomethingWentWrongPleaseTryAgain"
        onDone={() => {
          const signInState: SignInState = { passwordReset: true };
          void navigate('/sign-in', { replace: true, state: signInState });
        }}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/sign-in">
          {t('backToSignIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
