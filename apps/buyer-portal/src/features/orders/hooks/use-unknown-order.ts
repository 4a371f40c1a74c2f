import { ApiError } from '@portico/web-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyOrderLeaving } from '../logic/order-snackbar.ts';

/**
 * L-004 / L-005: an order the server does not know (404, 422) or calls incomplete is left for /orders with its
 * message — 'No order found of this id: {path}', or the error's own when it says incomplete. Answers whether the
 * page should go (the caller renders `<Navigate to="/orders">`). Any other failure stays on the page (O-009: only
 * logged), where the caller offers a retry.
 */
export function useUnknownOrder(error: Error | null, phonexOrderNumber: string): boolean {
  const { t } = useTranslation();
  const leave =
    error instanceof ApiError &&
    (error.status === 404 || error.status === 422 || /incomplete/i.test(error.message));
  useEffect(() => {
    if (!leave || !(error instanceof ApiError)) return;
    notifyOrderLeaving(
      'error',
      /incomplete/i.test(error.message) ? error.message : t('orderNotFound', { path: phonexOrderNumber }),
    );
  }, [leave, error, phonexOrderNumber, t]);
  return leave;
}
