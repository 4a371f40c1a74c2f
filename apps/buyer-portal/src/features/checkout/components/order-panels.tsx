/** Checkout and confirmation panels: the line-item table (I-013) and the totals panel (I-014, I-049). */

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CheckoutLineItem, OrderComputeState } from '@portico/contract';
import { formatCount } from '@portico/domain/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';

export { useMoney };

/** I-013: item, quantity, unit price, amount. A table on wide screens, stacked rows on a phone. */
export function LineTable({ lines, caption }: { lines: readonly CheckoutLineItem[]; caption: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Table size="small" aria-label={caption} sx={{ display: { xs: 'none', sm: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columnItem')}</TableCell>
            <TableCell align="right">{t('columnQuantity')}</TableCell>
            <TableCell align="right">{t('columnUnitPrice')}</TableCell>
            <TableCell align="right">{t('columnAmount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={`${l.itemNumberWarehouse}-${l.offerId ?? 'order'}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.itemNumber}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {l.itemDescription}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatCount(l.quantity)}</TableCell>
              <TableCell align="right">{money(l.unitPrice)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(l.extendedPrice)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack
        component="ul"
        aria-label={caption}
        divider={<Divider component="li" aria-hidden />}
        sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}
      >
        {lines.map((l) => (
          <Box component="li" key={`${l.itemNumberWarehouse}-${l.offerId ?? 'order'}`} sx={{ py: 1.25 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.itemNumber}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {l.itemDescription}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="body2">
                {formatCount(l.quantity)} @ {money(l.unitPrice)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {money(l.extendedPrice)}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Stack
      direction="row"
      data-testid={testId}
      sx={{ justifyContent: 'space-between', py: 0.5, gap: 2, fontWeight: strong ? 700 : 400 }}
    >
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: 'inherit', fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * I-014, I-049: the totals panel. An undefined freight shows 'To be quoted' under request-a-quote and '--'
 * otherwise; an undefined payment fee shows '--'.
 */
export function TotalsPanel({
  state,
  combined,
  quoted,
  showServices,
  pending,
}: {
  state: OrderComputeState;
  combined: boolean;
  quoted: boolean;
  showServices: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const units = (n: number) => t('unitCount', { count: n, n });
  return (
    <Box aria-live="polite" aria-busy={pending}>
      <Box sx={{ height: 4, mb: 1 }}>
        {pending ? <LinearProgress aria-label={t('updatingCharges')} /> : null}
      </Box>
      {combined ? (
        <>
          <Row
            testId="totals-cart-subtotal"
            label={`${t('cartSubtotal')} (${units(state.cartQuantity)})`}
            value={money(state.cartSubtotal)}
          />
          <Row
            testId="totals-existing-subtotal"
            label={`${t('existingOrderSubtotal')} (${units(state.existingOrderQuantity)})`}
            value={money(state.existingOrderSubtotal)}
          />
          <Row
            testId="totals-subtotal"
            label={`${t('combinedSubtotal')} (${units(state.combinedQuantity)})`}
            value={money(state.combinedSubtotal)}
          />
        </>
      ) : (
        <Row
          testId="totals-subtotal"
          label={`${t('subtotal')} (${units(state.combinedQuantity)})`}
          value={money(state.combinedSubtotal)}
        />
      )}
      <Row
        testId="totals-freight"
        label={t('freight')}
        value={
          state.freight === null ? (quoted ? t('freightToBeQuoted') : t('emptyValue')) : money(state.freight)
        }
      />
      <Row
        testId="totals-payment-fee"
        label={t('paymentFee')}
        value={state.fees === null ? t('emptyValue') : money(state.fees)}
      />
      {showServices || state.additionalServiceFees > 0 ? (
        <Row
          testId="totals-services"
          label={t('additionalServicesFee')}
          value={money(state.additionalServiceFees)}
        />
      ) : null}
      <Row
        testId="totals-tax"
        // the description names the tax and its rate ('VAT (20%)', 'Sales Tax (8.25%)'); 'Tax · ' before
        // it would only repeat the word.
        label={state.taxDescription || t('tax')}
        value={taxText(state, quoted, money, t)}
      />
      <Divider sx={{ my: 1 }} />
      <Row testId="totals-total" label={t('total')} value={totalText(state, quoted, money, t)} strong />
    </Box>
  );
}

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * Q-035, Q-037, Q-039: at checkout, the total while the freight waits for its quote does not look final — 'X +
 * Freight', and where the order is taxed 'X + freight and its tax' (the tax is on the subtotal and the freight, so
 * the tax shown so far is the goods' only). Once placed, the confirmation and the order page call the tax and the
 * total 'To be quoted', as the console, the mails and the exports do.
 */
export function totalText(
  state: Pick<OrderComputeState, 'freight' | 'totalPrice' | 'tax'>,
  quoted: boolean,
  money: (n: number) => string,
  t: Translate,
): string {
  if (!(quoted && state.freight === null)) return money(state.totalPrice);
  return state.tax > 0
    ? t('totalPlusFreightAndItsTax', { amount: money(state.totalPrice) })
    : `${money(state.totalPrice)} + ${t('freight')}`;
}

/** The tax while the freight waits for its quote: the goods' tax so far, '+ tax on the freight' to come (Q-039). */
export function taxText(
  state: Pick<OrderComputeState, 'freight' | 'tax'>,
  quoted: boolean,
  money: (n: number) => string,
  t: Translate,
): string {
  return quoted && state.freight === null && state.tax > 0
    ? t('taxPlusTaxOnTheFreight', { amount: money(state.tax) })
    : money(state.tax);
}

export function PanelCard({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      {title ? (
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
