import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx';
import { SignInForm, type SignInTokens } from '../../features/auth/components/sign-in-form.tsx';
import { type LoginMessage, loginMessageStore, takeLoginMessage } from '../../lib/login-message.ts';
import { notify } from '../../lib/notify.ts';
import { afterSignInPath, PATHS } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { isEmptyConfig, useSiteConfig } from '../../lib/site-config.ts';
import { useStore } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminResetLink } from '../admin-reset-link.ts';
import type { FromState } from '../guards.tsx';
import { signInWithTokens } from '../session-actions.ts';
import { AuthLayout } from './auth-layout.tsx';

/** a signed-in user at / goes back where they came from, else to /stock. */
export function SignInRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') {
    return <Navigate to={afterSignInPath((location.state as FromState)?.from)} replace />;
  }
  if (session.status === 'pending') return <LoadingOverlay />;
  return <SignInPage />;
}

/** B-016: the stored message as text, its `{website}` (or other linked param) as a link. */
export function renderLoginMessage(message: LoginMessage, t: TFunction): ReactNode {
  if (!message.key) return message.text ?? '';
  if (!message.link) return t(message.key, message.params ?? {});
  const marker = '\u0000';
  const [before = '', after = ''] = t(message.key, { ...message.params, [message.link.param]: marker }).split(
    marker,
  );
  return (
    <>
      {before}
      <MuiLink href={message.link.href} color="inherit" sx={{ fontWeight: 600 }}>
        {message.link.href}
      </MuiLink>
      {after}
    </>
  );
}

/** B-001…B-017: the sign-in screen, and the new-password screen when the provider asks for one. */
function SignInPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [challenge, setChallenge] = useState<{ session: string; email: string }>();
  const [isFinishing, setFinishing] = useState(false);
  const pendingMessage = useStore(loginMessageStore);
  useDocumentTitle(t('loginTitle'));
  useAdminResetLink();

  useEffect(() => {
    if (!pendingMessage) return;
    const message = takeLoginMessage();
    if (message) notify({ message: renderLoginMessage(message, t), severity: message.severity });
  }, [pendingMessage, t]);

  const finish = async (tokens: SignInTokens) => {
    setFinishing(true);
    try {
      const outcome = await signInWithTokens(tokens);
      if (outcome !== 'signedIn') setChallenge(undefined);
    } finally {
      setFinishing(false);
    }
  };
  const isUnavailable = isEmptyConfig(config);

  return (
    <AuthLayout showCustomContent={!challenge}>
      <LoadingOverlay open={isFinishing} />
      {challenge ? (
        <NewPasswordForm session={challenge.session} onTokens={finish} />
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem', mb: 0.5 }}>
              {t('signInHeading')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('signInSubheading')}
            </Typography>
          </Box>
          {isUnavailable ? <Alert severity="warning">{t('siteUnavailable')}</Alert> : null}
          <SignInForm isDisabled={isUnavailable} onTokens={finish} onChallenge={setChallenge} />
          <Box sx={{ textAlign: 'center' }}>
            <MuiLink component={Link} to={PATHS.resetPassword} sx={{ fontWeight: 600 }}>
              {t('resetPasswordLink')}
            </MuiLink>
          </Box>
          {config.signup_url ? (
            <>
              <Divider>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('noAccountYet')}
                </Typography>
              </Divider>
              <Button variant="outlined" size="large" href={config.signup_url} fullWidth>
                {t('createAccount')}
              </Button>
            </>
          ) : null}
        </Stack>
      )}
    </AuthLayout>
  );
}
