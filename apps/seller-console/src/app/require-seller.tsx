import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '../components/full-page-status.tsx';
import { useSession } from '../features/auth/hooks/session.tsx';
import { useStaffMe } from '../features/staff/api/staff.ts';
import { t } from '../lib/i18n.ts';

/**
 * Everything but the sign-in page needs a signed-in Seller; anyone else goes to sign in. The staff member's role
 * loads with the session (GET seller/staff/me), so pages and buttons show by it from the first render.
 */
export function RequireSeller() {
  const { state } = useSession();
  const location = useLocation();
  const me = useStaffMe(state.status === 'signed-in');
  if (state.status === 'restoring' || (state.status === 'signed-in' && me.isPending)) {
    return <FullPageStatus label={t('consoleLoadingTheConsole')} />;
  }
  if (state.status === 'signed-out') {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
