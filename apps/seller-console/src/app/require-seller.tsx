import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '../components/full-page-status.tsx';
import { useSession } from '../features/auth/hooks/session.tsx';
import { t } from '../lib/i18n.ts';

/** Everything but the sign-in page needs a signed-in Seller; anyone else goes to sign in. */
export function RequireSeller() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'restoring') return <FullPageStatus label={t('consoleLoadingTheConsole')} />;
  if (state.status === 'signed-out') {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
