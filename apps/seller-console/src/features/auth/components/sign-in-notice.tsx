import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { t } from '../../../lib/i18n.ts';
import type { SignedOutNotice } from '../hooks/session.tsx';

/** Why the user is back on the sign-in page ('password-reset': after the reset, B-030's message). */
export function SignInNotice({ notice }: { notice: SignedOutNotice | 'password-reset' }) {
  if (notice === 'password-reset') {
    return (
      <Alert severity="success" role="status">
        {t('passwordResetSuccess')}
      </Alert>
    );
  }
  if (notice === 'signed-out') {
    return (
      <Alert severity="success" role="status">
        {t('consoleYouAreSignedOut')}
      </Alert>
    );
  }
  if (notice === 'expired') {
    return (
      <Alert severity="info" role="status">
        {t('consoleYourSessionHasExpiredPleaseSign')}
      </Alert>
    );
  }
  const portal = `${window.location.origin}/`;
  return (
    <Alert severity="warning" role="alert">
      {t('consoleThisConsoleIsForTheSeller')} <Link href={portal}>{portal}</Link>
    </Alert>
  );
}
