import { ADMIN_RESET_PARAM } from '@portico/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setLoginMessage } from '../lib/login-message.ts';

/**
 * B-017 from the reset mail: its link opens the login page with `?adminReset=true`; the page then shows the admin
 * reset message once (a stored login message) and drops the parameter from the address.
 */
export function useAdminResetLink(): void {
  const [params, setParams] = useSearchParams();
  const isAdminReset = params.get(ADMIN_RESET_PARAM) === 'true';
  useEffect(() => {
    if (!isAdminReset) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ADMIN_RESET_PARAM);
        return next;
      },
      { replace: true },
    );
    setLoginMessage({ key: 'adminPasswordReset', severity: 'success' });
  }, [isAdminReset, setParams]);
}
