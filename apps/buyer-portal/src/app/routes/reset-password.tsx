import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResetPasswordForm } from '@portico/web-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { setLoginMessage } from '../../lib/login-message.ts';
import { PATHS } from '../../lib/routes.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthLayout } from './auth-layout.tsx';

/** B-024…B-032: /reset-password, public; resetPswdFromEmail=true opens step 2 directly. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isFromEmail = params.get('resetPswdFromEmail') === 'true';
  useDocumentTitle(t('resetPasswordHeading'));
  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
          {t('resetPasswordHeading')}
        </Typography>
        <ResetPasswordForm
          initialStep={isFromEmail ? 'code' : 'email'}
          initialEmail={params.get('email') ?? ''}
          translate={t}
          onDone={() => {
            // B-030: back to / with a success message.
            setLoginMessage({ key: 'passwordResetSuccess', severity: 'success' });
            void navigate(PATHS.signIn, { replace: true });
          }}
        />
        <Box sx={{ textAlign: 'center' }}>
          <BackLink to={PATHS.signIn} />
        </Box>
      </Stack>
    </AuthLayout>
  );
}
