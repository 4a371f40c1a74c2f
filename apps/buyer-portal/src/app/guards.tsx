import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { setNavigate } from '../lib/navigation.ts';
import { PATHS } from '../lib/routes.ts';
import { useSession } from '../lib/session.ts';

/** Lets session-actions move the router (sign-out, the 403 rule). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to, opts) => void navigate(to, opts));
    return () => setNavigate(undefined);
  }, [navigate]);
  return null;
}

export type FromState = { from?: string } | null;

/** every non-public route sends a signed-out user to /, remembering where they were headed. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'pending') return <LoadingOverlay />;
  if (session.status === 'signedOut') {
    const state: FromState = session.afterSignOut
      ? null
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={PATHS.signIn} replace state={state} />;
  }
  return <Outlet />;
}
