import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INTEGRATED_PAYPAL, orderSummaryOf } from '@portico/contract';
import { formatDate } from '@portico/domain';
import { formatCount } from '@portico/domain/i18n';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ConfirmationIcon } from '../../payments/components/confirmation-icon.tsx';
import { OnlinePayment } from '../../payments/components/online-payment.tsx';
import { fetchOrder } from '../api/checkout-api.ts';
import { parseConfirmationState } from '../logic/checkout-storage.ts';
import { useMoney } from './order-panels.tsx';

/** The item lines the confirmation lists before 'and N more items on the order page'. */
const CONFIRMATION_LINES = 10;

const TEXT_KEY = {
  PAY_AND_SHIP_NOW: 'confirmationProcessing',
  HOLD_ORDER: 'confirmationHeld',
  HOLD_UNTIL_SHIPPING_QUOTE: 'confirmationAwaitingQuote',
} as const;

/**
 * /checkout/order-release-confirmation (I-066…I-071): 'Thank You for your order', the text of the confirmation
 * type, the order number linking to /orders/{id}, payment instructions, the payment deadline and grace-period
 * notice (an order paid now or held), the order
 * summary (from GET order, I-057; only logged when it fails) and BACK TO STOCKLIST. No checkout state → /cart.
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const state = parseConfirmationState(location.state);
  const [online, setOnline] = useState<'SUCCESS' | 'FAILURE'>();
  const onlinePaid = online === 'SUCCESS';
  const onPaymentStatus = useCallback((status: 'SUCCESS' | 'FAILURE') => setOnline(status), []);
  useDocumentTitle(t('thankYouForYourOrder'));
  const { data } = useQuery({
    queryKey: ['order', state?.phonexOrderNumber],
    queryFn: () => fetchOrder(state?.phonexOrderNumber ?? ''),
    enabled: Boolean(state),
    retry: false,
  });
  if (!state) return <Navigate to="/cart" replace />;
  const summary = data ? orderSummaryOf(data.salesOrder) : undefined;
  const orderHref = `/orders/${encodeURIComponent(state.phonexOrderNumber)}`;
  // Q-035, I-049: an order waiting for its freight quote says 'To be quoted', never $0.00.
  const quoted = (undefinedYet: boolean, amount: number) =>
    undefinedYet ? t('freightToBeQuoted') : money(amount);
  const rows: [string, string][] = summary
    ? [
        [t('subtotal'), money(summary.subtotal)],
        [t('freight'), quoted(summary.freightUndefined, summary.freight)],
        [t('paymentFee'), quoted(summary.paymentFeeUndefined, summary.paymentFee)],
        ...(summary.additionalServicesFee
          ? [[t('additionalServicesFee'), money(summary.additionalServicesFee)] as [string, string]]
          : []),
        ...(summary.reservationFee
          ? [[t('reservationFee'), money(summary.reservationFee)] as [string, string]]
          : []),
        ...(summary.cancellationFee
          ? [[t('cancellationFee'), money(summary.cancellationFee)] as [string, string]]
          : []),
        // the tax is on the subtotal and the freight, so it waits for the quote too.
        [data?.salesOrder.taxDescription || t('tax'), quoted(summary.freightUndefined, summary.tax)],
      ]
    : [];
  const units = summary
    ? Object.values(summary.itemNumberItems).reduce((n, i) => n + i.orderedQuantity - i.canceledQuantity, 0)
    : 0;
  const lines = data?.salesOrder.items ?? [];
  const instructions = state.paymentMethod?.instructions;
  // I-068: the grace-period notice is for a payment still owed: not under 'Payment Accepted'. It names the date
  // the order page's late-payment section gives (gracePeriodEnd), for an order paid now or held alike.
  const paid = state.paymentStatus === 'SUCCESS' || onlinePaid || data?.salesOrder.paymentStatus === 'PAID';
  const dueBy = data?.salesOrder.gracePeriodEnd ?? undefined;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ConfirmationIcon
            payment={
              state.paymentMethod?.code !== INTEGRATED_PAYPAL || paid
                ? 'none'
                : online === 'FAILURE'
                  ? 'failed'
                  : 'waiting'
            }
          />
          <Typography variant="h1" component="h1">
            {t('thankYouForYourOrder')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {t(TEXT_KEY[state.typeOfConfirmation])}
          </Typography>
          <Typography variant="body1">
            {t('yourOrderNumber')}{' '}
            <Link
              component={RouterLink}
              to={orderHref}
              sx={{ fontWeight: 700 }}
              data-testid="confirmation-order-link"
            >
              {state.phonexOrderNumber}
            </Link>
          </Typography>
        </Stack>
        {state.paymentMethod?.code === INTEGRATED_PAYPAL ? (
          // I-053…I-056: the integrated payment's pop-up, its result and the retry.
          <OnlinePayment phonexOrderNumber={state.phonexOrderNumber} onStatus={onPaymentStatus} />
        ) : null}
        {instructions && state.typeOfConfirmation === 'PAY_AND_SHIP_NOW' ? (
          <Alert severity="info" icon={false} sx={{ mt: 3 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('paymentInstructions')} · {state.paymentMethod?.label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {instructions}
            </Typography>
          </Alert>
        ) : null}
        {state.typeOfConfirmation !== 'HOLD_UNTIL_SHIPPING_QUOTE' && !paid ? (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mt: 2 }}
            data-testid="confirmation-deadline"
          >
            {dueBy ? <strong>{t('paymentDueBy', { date: formatDate(dueBy) })} </strong> : null}
            {t('gracePeriodNotice')}
          </Typography>
        ) : null}
        {summary ? (
          <Box sx={{ mt: 3 }} data-testid="confirmation-summary">
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
              {t('orderSummaryHeading')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {summary.warehouse} · {t('unitCount', { count: units, n: units })}
            </Typography>
            {/* I-068: the items (itemNumberItems: ordered and cancelled), the first few; the order page has all. */}
            <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }} aria-label={t('orderItemsHeading')}>
              {lines.slice(0, CONFIRMATION_LINES).map((l) => (
                <Typography key={l.itemNumberWarehouse} component="li" variant="body2">
                  {t('confirmationItemLine', {
                    quantity: formatCount(l.orderedQuantity - l.canceledQuantity),
                    item: l.itemDescription,
                  })}
                  {l.canceledQuantity > 0 ? (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {` (${t('confirmationItemCancelled', { n: formatCount(l.canceledQuantity) })})`}
                    </Box>
                  ) : null}
                </Typography>
              ))}
              {lines.length > CONFIRMATION_LINES ? (
                <Typography
                  component="li"
                  variant="body2"
                  sx={{ color: 'text.secondary', listStyle: 'none' }}
                >
                  {t('confirmationMoreItems', {
                    count: lines.length - CONFIRMATION_LINES,
                    n: lines.length - CONFIRMATION_LINES,
                  })}
                </Typography>
              ) : null}
            </Box>
            {rows.map(([label, amount]) => (
              <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {amount}
                </Typography>
              </Stack>
            ))}
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('total')}
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                {/* The tax waits for the freight, so the total does too. */}
                {summary.freightUndefined ? t('freightToBeQuoted') : money(summary.total)}
              </Typography>
            </Stack>
          </Box>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to="/stock">
            {t('backToStocklist')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
