import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FeeTerms, SalesOrder } from '@portico/contract';
import { formatDate, formatFixed } from '@portico/domain';
import { ApiError } from '@portico/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, notify } from '../../../lib/notify.ts';
import { acceptFeeTerms, useFeeTerms } from '../api/order-actions.ts';
import { feeAgreementOfferedFor } from '../logic/order-edit.ts';
import { notifyWhenFree, ORDER_SNACKBAR_MS } from '../logic/order-snackbar.ts';

const CLOSED = new Set(['CANCELED', 'SHIPPED', 'INVOICED']);
/** The deadlines already offered in this page's life (order number and deadline). */
const offeredDeadlines = new Set<string>();

/** L-066: fees are quoted per 24 hours as a percent with 2 decimals, in the display language ('0,50' in Spanish). */
const percent = (n: number) => formatFixed(n, 2);

function TermsLines({ terms, money }: { terms: FeeTerms; money(n: number): string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
      <li>
        <Typography variant="body2">
          {t('reservationFeeTerms', {
            percent: percent(terms.reservationFeePercent),
            amount: money(terms.reservationFeeRateAmount),
          })}
        </Typography>
      </li>
      <li>
        <Typography variant="body2">
          {t('cancellationFeeTerms', {
            percent: percent(terms.cancellationFeePercent),
            amount: money(terms.cancellationFeeRateAmount),
          })}
        </Typography>
      </li>
    </Box>
  );
}

/**
 * The late payment policy section (L-058…L-066): shown when the order's permission says the grace-period section
 * applies. It reads the fee terms (L-059; a failure shows 'Failed to fetch Reservation and Cancellation
 * Terms.', L-060/L-061 reading 1), shows the grace period end and the fees per 24 h, and the accepted date once
 * agreed (L-064). While not yet agreed (L-069 reading 2) a snackbar gives the payment deadline and, with
 * canExtendPaymentTime, the extend-time action (L-062), which opens the terms to agree to (L-063).
 */
export function LatePaymentSection({
  order,
  canExtendPaymentTime,
  money,
  onAgreed,
}: {
  order: SalesOrder;
  canExtendPaymentTime: boolean;
  money(n: number): string;
  onAgreed(): void;
}) {
  const { t } = useTranslation();
  const terms = useFeeTerms(order.phonexOrderNumber, true);
  const [agreeOpen, setAgreeOpen] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const deadline = terms.data?.gracePeriodEnd ?? order.gracePeriodEnd;

  // L-062: the deadline snackbar, once per order and deadline for the page's life (a section mounted again after
  // an order change must not cover the answer to that change), and only for an order still waiting for payment.
  // It belongs to this order's page: it closes when the page is left (its action opens this section's dialog) and
  // when the order stops waiting for the agreement (agreed, paid, cancelled — by the buyer or the seller's desk).
  const shown = useRef<number | undefined>(undefined);
  const close = useCallback(() => {
    if (shown.current !== undefined) dismissNotice(shown.current);
    shown.current = undefined;
  }, []);
  useEffect(() => close, [close]);
  useEffect(() => {
    const waiting =
      Boolean(deadline) &&
      !CLOSED.has(order.fulfillmentStatus) &&
      order.paymentStatus === 'UNPAID' &&
      feeAgreementOfferedFor({ ...order, gracePeriodEnd: deadline });
    if (!waiting) close();
    if (!terms.data || !waiting) return;
    const key = `${order.phonexOrderNumber}:${deadline}`;
    if (offeredDeadlines.has(key)) return;
    // It waits for a message already on screen (e.g. 'Successfully updated the existing order') to close.
    return notifyWhenFree(
      {
        severity: 'warning',
        message: t('paymentDueBy', { date: formatDate(deadline) }),
        autoHideMs: ORDER_SNACKBAR_MS,
        ...(canExtendPaymentTime
          ? { action: { label: t('extendPaymentTime'), onClick: () => setAgreeOpen(true) } }
          : {}),
      },
      (id) => {
        offeredDeadlines.add(key);
        shown.current = id;
      },
    );
  }, [order, terms.data, deadline, canExtendPaymentTime, t, close]);

  useEffect(() => {
    if (terms.isError) {
      notify({ severity: 'error', message: t('racTermsFetchFailed'), autoHideMs: ORDER_SNACKBAR_MS });
    }
  }, [terms.isError, t]);

  const agree = async () => {
    if (!terms.data || agreeing) return;
    setAgreeing(true);
    setAgreeError(undefined);
    try {
      await acceptFeeTerms(terms.data);
      setAgreeOpen(false);
      close();
      notify({
        severity: 'success',
        message: t('feeTermsAgreedNotice', { date: deadline ? formatDate(deadline) : '' }),
        autoHideMs: ORDER_SNACKBAR_MS,
      });
      onAgreed(); // L-064: the order is refreshed and shows the accepted date
    } catch (error) {
      // L-065: the server's description or message.
      const body =
        error instanceof ApiError ? (error.body as { description?: unknown } | undefined) : undefined;
      setAgreeError(
        typeof body?.description === 'string'
          ? body.description
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setAgreeing(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="late-payment-heading" sx={{ p: 2 }}>
      <Typography
        id="late-payment-heading"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('latePaymentPolicy')}
      </Typography>
      {terms.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : terms.isError ? (
        <Alert severity="error">{t('racTermsFetchFailed')}</Alert>
      ) : (
        <>
          {deadline ? (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('gracePeriodEnds')}: <strong>{formatDate(deadline)}</strong>
            </Typography>
          ) : null}
          <TermsLines terms={terms.data} money={money} />
          {terms.data.paymentTimeExtensionCustomText ? (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-line' }}>
              {terms.data.paymentTimeExtensionCustomText}
            </Typography>
          ) : null}
          {order.racFeeAgreed && order.racFeeAgreedDate ? (
            <Alert severity="success" sx={{ mt: 1.5 }}>
              {t('feeTermsAccepted', { date: formatDate(order.racFeeAgreedDate) })}
            </Alert>
          ) : canExtendPaymentTime ? (
            <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setAgreeOpen(true)}>
              {t('extendPaymentTime')}
            </Button>
          ) : null}
        </>
      )}
      <Dialog open={agreeOpen} onClose={() => setAgreeOpen(false)} aria-labelledby="fee-terms-title">
        <DialogTitle id="fee-terms-title">{t('feeTermsTitle')}</DialogTitle>
        <DialogContent>
          {terms.data ? (
            <>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t('feeTermsIntro', { date: deadline ? formatDate(deadline) : '' })}
              </Typography>
              <TermsLines terms={terms.data} money={money} />
            </>
          ) : null}
          {agreeError ? (
            <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
              {agreeError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAgreeOpen(false)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => void agree()} disabled={agreeing || !terms.data}>
            {t('agreeToTerms')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
