import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SignedOutNotice } from '../hooks/session.tsx';

/** Why the user is back on the sign-in page. */
export function SignInNotice({ notice }: { notice: SignedOutNotice }) {
  if (notice === 'signed-out') {
    return (
      <Alert severity="success" role="status">
        You are signed out.
      </Alert>
    );
  }
  if (notice === 'expired') {
    return (
      <Alert severity="info" role="status">
        Your session has expired, please sign in again.
      </Alert>
    );
  }
  const portal = `${window.location.origin}/`;
  return (
    <Alert severity="warning" role="alert">
      This console is for the seller's staff. Buyers sign in at <Link href={portal}>{portal}</Link>
    </Alert>
  );
}
