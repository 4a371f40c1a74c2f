import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Address, type GetOrderResponse, REQUEST_A_QUOTE, type SalesOrder } from '@portico/contract';
import { formatDateTime, formatMoney } from '@portico/domain';
import { ApiError } from '@portico/web-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AddressLines } from '../../../components/address-summary.tsx';
import { Page } from '../../../components/page.tsx';
import { PATHS } from '../../../lib/routes.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useOrderSettings } from '../../cart/api/get-settings.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/**
 * /orders/{orderNumber}: a read-only view of the order ("may be a simple read-only view until the Order
 * details issue"). Header with the status chips and dates (part 2 §2 Order details meta area), addresses,
 * shipping method, payment, lines and totals (P-033). An unknown number shows 'No order found of this id:
 * {path}' (part 2 §8) with a way back to /orders.
 */
export function OrderView({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const { t } = useTranslation();
  const order = useOrder(phonexOrderNumber);
  if (order.isError) {
    const notFound =
      order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
    return (
      <Page title={t('orderTitle')} heading={t('orderNotFoundHeading')} back={PATHS.orders}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <SearchOff sx={{ fontSize: 48, color: 'text.disabled' }} />
            <Typography role="alert">
              {notFound ? t('orderNotFound', { path: phonexOrderNumber }) : order.error.message}
            </Typography>
            <Button component={RouterLink} to={PATHS.orders} variant="contained">
              {t('backToOrders')}
            </Button>
          </Stack>
        </Paper>
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page
        title={t('orderTitle')}
        heading={t('orderNumberHeading', { orderNumber: phonexOrderNumber })}
        back={PATHS.orders}
      >
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Page>
    );
  }
  return <OrderBody data={order.data} />;
}

function OrderBody({ data }: { data: GetOrderResponse }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const settings = useOrderSettings().data;
  const o = data.salesOrder;
  const money = (amount: number) =>
    formatMoney(amount, { symbol: t('currencySymbol'), precision: config.currencyPrecision });
  return (
    <Page
      title={t('orderTitle')}
      heading={t('orderNumberHeading', { orderNumber: o.refOrderNumberOrPhonexOrderNumber })}
      back={PATHS.orders}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 4 }}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <Meta label={t('fulfillmentStatus')}>
            <OrderStatusChip code={o.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} />
          </Meta>
          <Meta label={t('paymentStatus')}>
            <OrderStatusChip code={o.paymentStatus} statuses={settings?.paymentSettings.statuses} />
          </Meta>
          <Meta label={t('createdDate')}>{formatDateTime(o.createDate)}</Meta>
          <Meta label={t('updatedDate')}>{formatDateTime(o.updateDate)}</Meta>
          <Meta label={t('columnWarehouse')}>{o.warehouse}</Meta>
          {o.refOrderNumber ? <Meta label={t('columnOrderNumber')}>{o.phonexOrderNumber}</Meta> : null}
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          // Phones read the totals right after the lines; wide screens keep them in a side column.
          gridTemplateAreas: { xs: '"items" "summary" "details"', md: '"items summary" "details summary"' },
        }}
      >
        <Box sx={{ gridArea: 'items', minWidth: 0 }}>
          <Section title={t('orderItemsHeading')} flush>
            <Lines order={o} money={money} />
          </Section>
        </Box>
        <Box sx={{ gridArea: 'summary' }}>
          <Section title={t('orderSummaryHeading')}>
            <Totals order={o} money={money} />
          </Section>
        </Box>
        <Box
          sx={{
            gridArea: 'details',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Section title={t('orderShippingHeading')}>
            <AddressBlock label={t('shippingAddress')} address={o.shippingAddress} />
            <ShippingMethodBlock order={o} money={money} />
          </Section>
          <Section title={t('orderPaymentHeading')}>
            <AddressBlock label={t('billingAddress')} address={o.billingAddress} />
            <Field label={t('paymentMethod')}>{o.paymentOptionDetails.paymentMethodLabel}</Field>
            <Field label={t('additionalServices')}>
              {o.additionalServices.length === 0
                ? t('additionalServicesNone')
                : o.additionalServices
                    .map((id) => data.orderOptions.additionalServices.find((s) => s.id === id)?.label ?? id)
                    .join(', ')}
            </Field>
          </Section>
        </Box>
      </Box>
    </Page>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'row', md: 'column' }}
      spacing={{ xs: 1, md: 0.25 }}
      sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: { xs: 130, md: 0 } }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 500 }}>{children}</Box>
    </Stack>
  );
}

function Section({ title, flush, children }: { title: string; flush?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: flush ? 1 : 0.5 }}
      >
        {title}
      </Typography>
      <Box sx={flush ? {} : { px: 2, pb: 2 }}>{children}</Box>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

function AddressBlock({ label, address }: { label: string; address: Address }) {
  return (
    <Field label={label}>
      {/* L-003: the same lines the checkout showed for it (I-021), contact included. */}
      <AddressLines address={address} label={label} />
    </Field>
  );
}

function ShippingMethodBlock({ order, money }: { order: SalesOrder; money(n: number): string }) {
  const { t } = useTranslation();
  const s = order.shippingOptionDetails.shippingOption;
  const level = order.shippingOptionDetails.requestAQuoteDetails.serviceLevel;
  const details = [
    s.carrier,
    s.carrierServiceLevel ?? level,
    s.carrierShippingAccountNumber ? t('accountEndingIn', { account: s.carrierShippingAccountNumber }) : null,
  ]
    .filter((x): x is string => Boolean(x))
    .join(' · ');
  return (
    <>
      <Field label={t('shippingMethod')}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {s.shippingMethodLabel}
        </Typography>
        {details ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {details}
          </Typography>
        ) : null}
      </Field>
      {s.insured !== null ? (
        <Field label={t('shippingInsurance')}>
          {s.insured && s.insuredAmount !== null
            ? t('insuredFor', { amount: money(s.insuredAmount) })
            : t('notInsured')}
        </Field>
      ) : null}
      {s.shippingInstructions ? (
        <Field label={t('shippingInstructions')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {s.shippingInstructions}
          </Typography>
        </Field>
      ) : null}
    </>
  );
}

function Lines({ order, money }: { order: SalesOrder; money(n: number): string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const qty = (n: number) => n.toLocaleString('en-US');
  if (phone) {
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.itemNumberWarehouse}
            sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.itemDescription}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {item.itemNumber}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="body2">
                {qty(item.orderedQuantity)} × {money(item.unitPrice)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {money(item.extendedPrice)}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Box>
    );
  }
  const showShipped = order.items.some((i) => i.shippedQuantity > 0);
  const showCanceled = order.items.some((i) => i.canceledQuantity > 0);
  return (
    <Table size="small" aria-label={t('orderItemsHeading')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{t('columnItem')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('columnQuantity')}
          </TableCell>
          {showShipped ? (
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('shippedQuantity')}
            </TableCell>
          ) : null}
          {showCanceled ? (
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('canceledQuantity')}
            </TableCell>
          ) : null}
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('columnUnitPrice')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('columnAmount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.items.map((item) => (
          <TableRow key={item.itemNumberWarehouse} sx={{ '&:last-child td': { borderBottom: 0 } }}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.itemDescription}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {item.itemNumber}
              </Typography>
            </TableCell>
            <TableCell align="right">{qty(item.orderedQuantity)}</TableCell>
            {showShipped ? <TableCell align="right">{qty(item.shippedQuantity)}</TableCell> : null}
            {showCanceled ? <TableCell align="right">{qty(item.canceledQuantity)}</TableCell> : null}
            <TableCell align="right">{money(item.unitPrice)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(item.extendedPrice)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** P-033: total = subtotal + freight + payment fee + tax + additional services fee (+ fees when charged). */
function Totals({ order, money }: { order: SalesOrder; money(n: number): string }) {
  const { t } = useTranslation();
  const quoted = order.shippingOptionDetails.shippingOption;
  const freightUnknown = quoted.shippingMethodCode === REQUEST_A_QUOTE && quoted.shippingQuote === null;
  const rows: [string, string][] = [
    [
      `${t('subtotal')} (${t('unitCount', { count: order.totalOrderedQuantity, n: order.totalOrderedQuantity })})`,
      money(order.subtotal),
    ],
    [t('freight'), freightUnknown ? t('freightToBeQuoted') : money(order.freight)],
    [t('paymentFee'), money(order.paymentFee)],
    [t('additionalServicesFee'), money(order.additionalServicesFee)],
    [order.taxDescription || t('tax'), money(order.tax)],
  ];
  if (order.reservationFee > 0) rows.push([t('reservationFee'), money(order.reservationFee)]);
  if (order.cancellationFee > 0) rows.push([t('cancellationFee'), money(order.cancellationFee)]);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Stack>
      ))}
      {/* The rule above the total is the row's border: a <dl> holds only dt/dd groups, not an <hr>. */}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          data-testid="order-total"
        >
          {money(order.total)}
        </Typography>
      </Stack>
    </Box>
  );
}
