import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INTEGRATED_PAYPAL } from '@portico/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { ConfirmationIcon } from '../../payments/components/confirmation-icon.tsx';
import { OnlinePayment } from '../../payments/components/online-payment.tsx';
import { useOrder } from '../api/get-order.ts';
import { paymentStatus } from '../api/order-actions.ts';
import { useUnknownOrder } from '../hooks/use-unknown-order.ts';
import { parseReleaseConfirmationState } from '../logic/release-confirmation.ts';

/**
 * /orders/order-release-confirmation and /orders/{phonexOrderNumber}/order-release-confirmation (L-055, L-056):
 * the thank-you screen after releasing an order from its page — 'Payment Accepted' when the integrated payment
 * went through, otherwise 'we are processing your request' with the confirmation e-mail notice and the payment
 * instructions — and BACK TO ORDERS. With the number in the path the page stands on its own (a reload, the
 * payment provider's return): it reads the order and checks its payment status (L-054). Without either, /orders.
 */
export function ReleaseConfirmationPage({ phonexOrderNumber }: { phonexOrderNumber?: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = parseReleaseConfirmationState(location.state);
  const money = useMoney();
  const [online, setOnline] = useState<'SUCCESS' | 'FAILURE'>();
  const onPaymentStatus = useCallback((s: 'SUCCESS' | 'FAILURE') => setOnline(s), []);
  const number = phonexOrderNumber ?? state?.phonexOrderNumber ?? '';
  useDocumentTitle(t('thankYouForYourOrder'));
  const order = useOrder(state ? '' : number);
  const status = useQuery({
    queryKey: ['orders', 'payment-status', number],
    queryFn: () => paymentStatus(number),
    enabled: !state && number !== '',
    retry: false,
  });
  // Standing on its own, the page thanks only for an order that exists and was released: an unknown number goes
  // back to /orders with its message (L-004), and an order still on hold by another method than the online
  // payment (which this page runs, I-053) opens its own page instead.
  const leave = useUnknownOrder(state ? null : order.error, number);
  if (!number || leave) return <Navigate to={PATHS.orders} replace />;
  const held = order.data?.salesOrder;
  if (
    held &&
    held.fulfillmentStatus === 'ON_HOLD' &&
    held.paymentOptionDetails.paymentMethodCode !== INTEGRATED_PAYPAL
  ) {
    return <Navigate to={`/orders/${encodeURIComponent(number)}`} replace />;
  }
  const method =
    state?.paymentMethod ??
    (() => {
      const o = order.data;
      if (!o) return null;
      const code = o.salesOrder.paymentOptionDetails.paymentMethodCode;
      const m = o.orderOptions.paymentMethods.find((p) => p.code === code);
      return {
        code,
        label: m?.label ?? o.salesOrder.paymentOptionDetails.paymentMethodLabel,
        instructions: m?.instructions ?? null,
      };
    })();
  const paid = (state?.paymentStatus ?? status.data?.status) === 'SUCCESS';
  // What to pay by the instructions: the total as the release left it (not while the freight awaits its quote).
  const fetched = order.data?.salesOrder;
  const amountDue = state ? state.amountDue : fetched && !fetched.freightUndefined ? fetched.total : null;
  const accepted = paid && method?.code === INTEGRATED_PAYPAL;
  const shownNumber =
    state?.refOrderNumberOrPhonexOrderNumber ??
    order.data?.salesOrder.refOrderNumberOrPhonexOrderNumber ??
    number;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ConfirmationIcon
            payment={
              method?.code !== INTEGRATED_PAYPAL || paid || online === 'SUCCESS'
                ? 'none'
                : online === 'FAILURE'
                  ? 'failed'
                  : 'waiting'
            }
          />
          <Typography variant="h1" component="h1">
            {t('thankYouForYourOrder')}
          </Typography>
          {method?.code === INTEGRATED_PAYPAL ? (
            // I-053…I-056: Pay And Ship Now with the integrated payment runs its pop-up here.
            <OnlinePayment phonexOrderNumber={number} onStatus={onPaymentStatus} />
          ) : accepted ? (
            <Typography variant="body1">{t('paymentAccepted')}</Typography>
          ) : (
            <>
              <Typography variant="body1">{t('weAreProcessingYourRequest')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('confirmationEmailNotice')}
              </Typography>
            </>
          )}
          <Typography variant="body1">
            {t('yourOrderNumber')}{' '}
            <Link
              component={RouterLink}
              to={`/orders/${encodeURIComponent(number)}`}
              sx={{ fontWeight: 700 }}
            >
              {shownNumber}
            </Link>
          </Typography>
        </Stack>
        {!accepted && method?.instructions ? (
          <Alert severity="info" icon={false} sx={{ mt: 3 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('paymentInstructions')} · {method.label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {method.instructions}
            </Typography>
            {amountDue !== null ? (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} data-testid="amount-due">
                {t('total')}: {money(amountDue)}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ mt: 4, justifyContent: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to={PATHS.orders}>
            {t('backToOrders')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
